// The `ludoteca` dispatcher: top-level flags (--help, --version, --lang), then hands over to the game named.
import { parseOptions, reportFailure } from './args.js';
import { CLI_GAMES } from './games.js';
import type { Io } from './io.js';
import { LANGS, type Lang, langFromEnv, parseLang } from './lang.js';
import { common, dictionary } from './words.js';

/**
 * The language for this run: the last `--lang` anywhere on the line (so even a usage error in a game's
 * flags is reported in it), else the locale. A bad --lang value is reported by the flag parser.
 */
export function langOfRun(argv: readonly string[], env: Io['env']): Lang {
  let lang = langFromEnv(env);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice(7) : undefined;
    const parsed = value === undefined ? undefined : parseLang(value);
    if (parsed) lang = parsed;
  }
  return lang;
}

const words = dictionary(
  {
    help: (version: string, games: string) => `ludoteca ${version}: classic tile and board games in the terminal

Usage:
  ludoteca <game> [options]            play a game (moves typed or piped on stdin)
  ludoteca <game> <command> [options]  scripting commands, e.g. ludoteca samegame solve
  ludoteca <game> --help               that game's options and commands
  ludoteca --help | --version

Games:
${games}

Options:
  --lang en|it   language of messages (default: from LC_ALL / LANG)
  --help, -h     this help
  --version, -v  the version

Exit status: 0 done, 1 an operation failed (e.g. a file could not be read), 2 a usage error.
`,
    noGame: (known: string) =>
      `no game named: expected \`ludoteca <game> [options]\`, <game> one of ${known}; see \`ludoteca --help\``,
  },
  {
    help: (version, games) => `ludoteca ${version}: giochi classici di tessere e da tavolo nel terminale

Uso:
  ludoteca <gioco> [opzioni]            gioca (mosse scritte o passate su stdin)
  ludoteca <gioco> <comando> [opzioni]  comandi per script, per esempio ludoteca samegame solve
  ludoteca <gioco> --help               opzioni e comandi di quel gioco
  ludoteca --help | --version

Giochi:
${games}

Opzioni:
  --lang en|it   lingua dei messaggi (predefinita: da LC_ALL / LANG)
  --help, -h     questo aiuto
  --version, -v  la versione

Codice di uscita: 0 fatto, 1 un'operazione non è riuscita (per esempio un file illeggibile), 2 errore d'uso.
`,
    noGame: (known) =>
      `nessun gioco indicato: atteso \`ludoteca <gioco> [opzioni]\`, <gioco> uno tra ${known}; vedi \`ludoteca --help\``,
  },
);

function topHelp(lang: Lang, version: string): string {
  const games = CLI_GAMES.map((g) => `  ${g.name.padEnd(12)}${g.summary(lang)}`).join('\n');
  return words(lang).help(version, games);
}

export async function runCli(io: Io): Promise<number> {
  const argv = io.argv;
  const lang = langOfRun(argv, io.env);
  // Top-level flags come before the game's name; everything after it belongs to the game.
  let i = 0;
  while (i < argv.length && (argv[i] as string).startsWith('-') && argv[i] !== '--') i += argv[i] === '--lang' ? 2 : 1;
  const top = argv.slice(0, Math.min(i, argv.length));
  const rest = argv.slice(Math.min(i, argv.length));
  const parsed = parseOptions(
    top,
    { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' }, lang: { type: 'string' } },
    'ludoteca',
    lang,
  );
  if (!parsed.ok) return reportFailure(io, parsed.error);
  const { values } = parsed.value;
  if (typeof values.lang === 'string' && !parseLang(values.lang)) {
    return reportFailure(io, { status: 2, message: common(lang).oneOf('--lang', LANGS, values.lang) });
  }
  if (values.version) {
    io.stdout(`${await io.version()}\n`);
    return 0;
  }
  const name = rest[0] === '--' ? rest[1] : rest[0];
  if (values.help) {
    io.stdout(topHelp(lang, await io.version()));
    return 0;
  }
  const known = CLI_GAMES.map((g) => g.name).join(', ');
  // No game is a usage error like a wrong one: the short usage on stderr, the whole help only when asked.
  if (name === undefined) return reportFailure(io, { status: 2, message: words(lang).noGame(known) });
  const game = CLI_GAMES.find((g) => g.name === name.toLowerCase());
  if (!game) return reportFailure(io, { status: 2, message: common(lang).unknownGame(name, known) });
  return game.run(rest.slice(rest[0] === '--' ? 2 : 1), io, lang);
}
