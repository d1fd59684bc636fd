// The computer's progress on one line of a terminal while it thinks (seconds on a big Konobi board or at
// Scarabeo's level 6): redrawn at most ten times a second and cleared once it has chosen.
import type { Io } from './io.js';

export interface ProgressLine {
  /** Redraws the line, unless it was drawn less than 100 ms ago (the text is made only when drawn). */
  show(text: () => string): void;
  /** Clears the line, if it was drawn. */
  done(): void;
}

export function progressLine(io: Io): ProgressLine {
  let shown = Number.NEGATIVE_INFINITY;
  return {
    show(text) {
      const now = io.now();
      if (now - shown < 100) return;
      shown = now;
      io.stdout(`\r${text()}\x1b[K`);
    },
    done() {
      if (shown > Number.NEGATIVE_INFINITY) io.stdout('\r\x1b[K');
    },
  };
}
