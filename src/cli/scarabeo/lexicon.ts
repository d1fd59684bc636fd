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
