// The size of the screen the terminal games draw on: the terminal's, or COLUMNS and LINES when output is piped
// (so a script's transcript keeps the full layout unless it asks for a width), and whether a board fits it.
import type { Io } from './io.js';
import type { Lang } from './lang.js';
import { common } from './words.js';

function sizeOf(text: string | undefined): number | undefined {
  return text !== undefined && /^[1-9]\d{0,4}$/.test(text) ? Number(text) : undefined;
}

/** The columns to fit: the terminal's, else COLUMNS; undefined when neither says (no limit). */
export function screenWidth(io: Io): number | undefined {
  const tty = io.columns?.();
  return tty !== undefined && tty > 0 ? tty : sizeOf(io.env.COLUMNS);
}

/** The rows to fit: the terminal's, else LINES; undefined when neither says (no limit). */
export function screenHeight(io: Io): number | undefined {
  const tty = io.rows?.();
  return tty !== undefined && tty > 0 ? tty : sizeOf(io.env.LINES);
}

/**
 * The first layout whose width fits the screen, else the narrowest; with a warning naming the width it
 * needs when even that does not fit. `widths` are the layouts' widths, widest (and most readable) first.
 */
export function chooseLayout(
  widths: readonly number[],
  screen: number | undefined,
  lang: Lang,
): { readonly layout: number; readonly warning?: string } {
  if (screen === undefined) return { layout: 0 };
  const fitting = widths.findIndex((w) => w <= screen);
  if (fitting >= 0) return { layout: fitting };
  const narrowest = widths.length - 1;
  return { layout: narrowest, warning: common(lang).tooNarrow(widths[narrowest] as number, screen) };
}
