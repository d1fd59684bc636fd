// Loading the lexicon for a terminal command: its failure is a one-line operation error, never a crash.
import { err, ok, type Result } from '../../core/result.js';
import type { Dawg, LexiconKind } from '../../games/scarabeo/index.js';
import { describeLexiconError, loadLexicon } from '../../node/lexicon.js';
import { type Failure, operationFailed } from '../args.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

export function lexiconFor(kind: LexiconKind, lang: Lang): Result<Dawg, Failure> {
  const dawg = loadLexicon(kind);
  if (dawg.ok) return ok(dawg.value);
  const why = describeLexiconError(dawg.error);
  return err(operationFailed(words(lang).cannotLoad(kind, why)));
}

/**
 * The lexicons a game may ask for by its params, `first` (of `kind`) already loaded: another is loaded when first
 * asked for; when it cannot be, `first` stands in and `failure` says why.
 */
export function lexiconsFrom(
  kind: LexiconKind,
  first: Dawg,
  lang: Lang,
): { readonly lexicons: (kind: LexiconKind) => Dawg; readonly failure: () => Failure | undefined } {
  const loaded = new Map<LexiconKind, Dawg>([[kind, first]]);
  let failure: Failure | undefined;
  return {
    lexicons: (wanted) => {
      let d = loaded.get(wanted);
      if (!d) {
        const l = lexiconFor(wanted, lang);
        if (!l.ok) failure ??= l.error;
        d = l.ok ? l.value : first;
        loaded.set(wanted, d);
      }
      return d;
    },
    failure: () => failure,
  };
}
