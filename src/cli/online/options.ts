// The flags of `ludoteca <game> --join LINK`: the link (parsed, see link.ts), the name to sit with, the language.
import { describeNameProblem, nameRule } from '../../core/messages.js';
import { parsePlayerName } from '../../core/names.js';
import { err, ok, type Result } from '../../core/result.js';
import { type Failure, parseCommandLine, usageError } from '../args.js';
import type { Lang } from '../lang.js';
import { type JoinLink, type LinkError, parseJoinLink } from './link.js';
import { words } from './text.js';

export interface JoinOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly link: JoinLink;
  readonly name?: string;
}

const JOIN_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  join: { type: 'string' },
  name: { type: 'string' },
} as const;

/** Whether the arguments ask for online play. */
export function asksToJoin(args: readonly string[]): boolean {
  return args.some((a) => a === '--join' || a.startsWith('--join='));
}

export function describeLinkError(e: LinkError, lang: Lang): string {
  const t = words(lang);
  const expected = t.linkExpected;
  switch (e.code) {
    case 'not-a-link':
      return t.notALink(expected);
    case 'scheme':
      return t.scheme(e.scheme, expected);
    case 'path':
      return t.path(expected);
    case 'id':
      return t.id(expected);
    case 'token':
      return t.token(expected);
  }
}

export function parseJoinOptions(game: string, args: readonly string[], lang: Lang): Result<JoinOptions, Failure> {
  // `--join --help` asks for this help (parseArgs would take --help for the link); `lang` has the run's --lang.
  if (args.some((a) => a === '--help' || a === '-h')) return ok({ help: true, lang, link: { base: '', id: '' } });
  const parsed = parseCommandLine(args, JOIN_FLAGS, `ludoteca ${game} --join`, lang);
  if (!parsed.ok) return parsed;
  const { values: v, lang: l } = parsed.value;
  const t = words(l);
  const help = v.help === true;
  const link = parseJoinLink(typeof v.join === 'string' ? v.join : '');
  if (!link.ok) return err(usageError(t.badLink(describeLinkError(link.error, l))));
  let name: string | undefined;
  if (typeof v.name === 'string') {
    // The rule of every name (src/core/names.ts), which the server applies too.
    const parsedName = parsePlayerName(v.name);
    if (!parsedName.ok) {
      return err(usageError(`--name: "${v.name.trim()}" ${describeNameProblem(parsedName.error, l)}; ${nameRule(l)}`));
    }
    name = parsedName.value;
  }
  return ok({ help, lang: l, link: link.value, ...(name === undefined ? {} : { name }) });
}
