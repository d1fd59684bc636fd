// `--level` of the games with computer seats (Scarabeo, Konobi): one level for every computer seat, or one per
// computer seat in seat order (`--level 2,5`), so two computers of different strengths can play each other.
import { err, ok, type Result } from '../core/result.js';
import { type Failure, parseIntFlag, usageError } from './args.js';
import type { Lang } from './lang.js';
import { dictionary } from './words.js';

const words = dictionary(
  {
    count: (seats: number, got: string) =>
      seats === 1
        ? `--level expects one level: the computer plays one seat, got "${got}"`
        : `--level expects one level for every computer seat, or ${seats} separated by commas (one per computer seat, in seat order), got "${got}"`,
    noComputer: (got: string, how: string) =>
      `--level ${got}: no seat is played by the computer, so the level has nothing to apply to; ${how}`,
  },
  {
    count: (seats, got) =>
      seats === 1
        ? `--level vuole un solo livello: il computer gioca un posto, non "${got}"`
        : `--level vuole un livello per tutti i posti del computer, o ${seats} separati da virgole (uno per posto del computer, nell'ordine dei posti), non "${got}"`,
    noComputer: (got, how) =>
      `--level ${got}: nessun posto è giocato dal computer, quindi il livello non ha a cosa applicarsi; ${how}`,
  },
);

export interface LevelFlag {
  /** How many seats the computer plays. */
  readonly computerSeats: number;
  readonly max: number;
  readonly fallback: number;
  /** What a level is called in the range message ("a level"). */
  readonly what: string;
  /** How to give the computer a seat, for the refusal when it has none (`give it seats with --computer`). */
  readonly how: string;
}

/**
 * The level of each computer seat, in seat order, from `--level` (absent: the default for all). A level given
 * when the computer plays no seat is a usage error, as is a list whose length is not the computer's seats.
 */
export function parseSeatLevels(value: unknown, flag: LevelFlag, lang: Lang): Result<readonly number[], Failure> {
  if (typeof value !== 'string') return ok(new Array<number>(flag.computerSeats).fill(flag.fallback));
  const parts = value.split(',');
  const levels: number[] = [];
  for (const part of parts) {
    const n = parseIntFlag('--level', part, 1, flag.max, flag.what, lang);
    if (!n.ok) return n;
    levels.push(n.value);
  }
  if (flag.computerSeats === 0) return err(usageError(words(lang).noComputer(value, flag.how)));
  if (levels.length === 1) return ok(new Array<number>(flag.computerSeats).fill(levels[0] as number));
  if (levels.length !== flag.computerSeats) return err(usageError(words(lang).count(flag.computerSeats, value)));
  return ok(levels);
}
