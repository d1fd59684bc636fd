// Shisen-Sho params (`<W>x<H>k<K>`, then `g` for gravity, `u` to allow unclearable deals; docs/formats.md), limits, presets.
import { err, ok, type Result } from '../../core/result.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import type { ShisenShoError } from './errors.js';

export interface ShisenShoParams {
  readonly width: number;
  readonly height: number;
  /** Tile kinds used: the first K tile codes (docs/formats.md). */
  readonly kinds: number;
  /** KShisen's variant: after a removal, the tiles above fall down in their column. */
  readonly gravity: boolean;
  /** Deal (and scramble to) only boards that can be cleared; on unless the params say `u`. */
  readonly winnable: boolean;
}

/** The 42 tile faces of docs/formats.md bound K; 32 columns keep letters to a–af; the solver's keys stay small. */
export const LIMITS = { minSize: 1, maxWidth: 32, maxHeight: 24, minKinds: 1, maxKinds: 42 } as const;

/**
 * The spec's boards. Copies per kind are W*H/K: the seed's 12×6 has 12 kinds × 6; KShisen's 18×8 has
 * 36 × 4, 14×6 has 21 × 4, 16×9 has 36 × 4; 24×12 needs 72 kinds at 4 copies, more than the 42 faces, so
 * its kinds wrap around: 36 kinds × 8 copies.
 */
export const PRESETS: readonly { readonly name: string; readonly params: ShisenShoParams }[] = [
  { name: 'seed', params: { width: 12, height: 6, kinds: 12, gravity: false, winnable: true } },
  { name: 'standard', params: { width: 18, height: 8, kinds: 36, gravity: false, winnable: true } },
  { name: 'small', params: { width: 14, height: 6, kinds: 21, gravity: false, winnable: true } },
  { name: 'medium', params: { width: 16, height: 9, kinds: 36, gravity: false, winnable: true } },
  { name: 'large', params: { width: 24, height: 12, kinds: 36, gravity: false, winnable: true } },
];

/** KShisen's default board. */
export const DEFAULT_PARAMS: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: false, winnable: true };

/** The tile kinds of a W×H deal unless told: KShisen's 4 copies of each, within the 42 faces. */
export function defaultKinds(width: number, height: number): number {
  return Math.max(LIMITS.minKinds, Math.min(LIMITS.maxKinds, Math.floor((width * height) / 4)));
}

/**
 * The params of a new deal after a game from an imported board: that size with a deal's defaults (its kinds,
 * winnable only) and the board's gravity, which the player chose. The board's own params describe its tiles
 * (the highest kind it holds) and allow a start that cannot be cleared: nothing a deal should copy.
 */
export function dealParamsAfterBoard(params: ShisenShoParams): ShisenShoParams {
  const { width, height, gravity } = params;
  return { width, height, kinds: defaultKinds(width, height), gravity, winnable: DEFAULT_PARAMS.winnable };
}

/** Checks sizes and kinds against the limits; the faces build params through this too. */
export function checkParams(params: ShisenShoParams): Result<ShisenShoParams, ShisenShoError> {
  const { width, height, kinds } = params;
  for (const [what, value, max] of [
    ['width', width, LIMITS.maxWidth],
    ['height', height, LIMITS.maxHeight],
  ] as const) {
    if (!Number.isInteger(value) || value < LIMITS.minSize || value > max) {
      return err({ code: 'size-out-of-range', what, value, min: LIMITS.minSize, max });
    }
  }
  // Not a second range for the width: each side keeps its own, and this is the rule a 1×1 board breaks.
  if (width * height < 2) return err({ code: 'too-few-cells', width, height });
  if (!Number.isInteger(kinds) || kinds < LIMITS.minKinds || kinds > LIMITS.maxKinds) {
    return err({ code: 'kinds-out-of-range', value: kinds, min: LIMITS.minKinds, max: LIMITS.maxKinds });
  }
  return ok(params);
}

/**
 * The params a deal of `params` plays: kinds past the pairs get no tile (pairs take the kinds in turn), so a
 * 2×2 board with 5 kinds deals the same board as with 2, whose id a face shows. Not applied by parseParams: a
 * record from a board keeps the highest kind the board holds, which may exceed its pairs.
 */
export function dealtParams(params: ShisenShoParams): ShisenShoParams {
  const kinds = Math.max(LIMITS.minKinds, Math.min(params.kinds, pairCount(params)));
  return kinds === params.kinds ? params : { ...params, kinds };
}

/** Lenient about the order of the flags (`gu` or `ug`, as Scarabeo's params), each at most once. */
export function parseParams(text: string): Result<ShisenShoParams, ShisenShoError> {
  const m =
    text.length <= TEXT_LIMITS.params ? /^(\d{1,3})x(\d{1,3})k(\d{1,3})([gu]*)$/.exec(text.trim().toLowerCase()) : null;
  if (!m) return err({ code: 'params-syntax', text: excerpt(text) });
  const flags = m[4] as string;
  const gravity = flags.split('g').length - 1;
  const unwinnable = flags.split('u').length - 1;
  if (gravity > 1 || unwinnable > 1) return err({ code: 'params-syntax', text });
  return checkParams({
    width: Number(m[1]),
    height: Number(m[2]),
    kinds: Number(m[3]),
    gravity: gravity === 1,
    winnable: unwinnable === 0,
  });
}

export function formatParams(p: ShisenShoParams): string {
  return `${p.width}x${p.height}k${p.kinds}${p.gravity ? 'g' : ''}${p.winnable ? '' : 'u'}`;
}

/** Pairs in a deal: floor(W*H/2); an odd board leaves one cell empty. */
export function pairCount(p: ShisenShoParams): number {
  return Math.floor((p.width * p.height) / 2);
}

/**
 * How many copies of kind k (1-based) a deal has. Pairs are given to kinds in turn, so when K divides the
 * pairs every kind has W*H/K copies, and otherwise the first kinds have two more (kinds wrap around).
 */
export function copiesOf(p: ShisenShoParams, kind: number): number {
  const pairs = pairCount(p);
  return 2 * (Math.floor(pairs / p.kinds) + (kind - 1 < pairs % p.kinds ? 1 : 0));
}
