// Shisen-Sho's clock at a terminal, as the browser's: the time played runs from the first pair to the clearing
// of the board (taking a pair back after the win starts it again); a new deal starts it from nothing. The
// status line's timer and the result line ("Cleared in 1:23 with …") both read it.
import { formatTime } from '../../core/duration.js';
import { isWon } from '../../games/shisensho/index.js';
import { type PlayClock, runPlayClock } from '../../session/shisensho.js';
import type { Lang } from '../lang.js';
import { dictionary } from '../words.js';
import { current, type Session } from './session.js';

/** The clock for a game now showing `session`, at `now` ms: started by a pair, stopped by the win. */
export function runClock(clock: PlayClock, session: Session, now: number): PlayClock {
  const started = clock.since !== undefined || clock.base > 0 || session.at > 0;
  return runPlayClock(clock, started && !isWon(current(session)), now);
}

const words = dictionary(
  {
    time: (clock: string) => `time ${clock}`,
  },
  {
    time: (clock) => `tempo ${clock}`,
  },
);

/** The status line's part: the time played so far, written as the result writes it (core/duration.ts). */
export function timePart(ms: number, lang: Lang): string {
  return words(lang).time(formatTime(Math.max(0, ms)));
}
