// SameGame params (`<W>x<H>c<C>` then `w` for winnable deals only, docs/formats.md), limits and presets.
import { err, ok, type Result } from '../../core/result.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import type { SameGameError } from './errors.js';

export interface SameGameParams {
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  /** Deal only fields that can be cleared completely (built by reverse play). */
  readonly winnable: boolean;
}

export const LIMITS = { minSize: 2, maxSize: 40, minColors: 2, maxColors: 9 } as const;

export const PRESETS: readonly { readonly name: string; readonly params: SameGameParams }[] = [
  { name: 'seed', params: { width: 10, height: 5, colors: 5, winnable: false } },
  { name: 'classic-3', params: { width: 15, height: 10, colors: 3, winnable: false } },
  { name: 'classic', params: { width: 15, height: 10, colors: 4, winnable: false } },
  { name: 'large', params: { width: 20, height: 15, colors: 4, winnable: false } },
  { name: 'benchmark', params: { width: 15, height: 15, colors: 5, winnable: false } },
];

export const DEFAULT_PARAMS: SameGameParams = { width: 15, height: 10, colors: 4, winnable: false };

/** Checks sizes and colours against the limits; the CLI and web forms build params through this too. */
export function checkParams(params: SameGameParams): Result<SameGameParams, SameGameError> {
  const { width, height, colors } = params;
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < LIMITS.minSize || value > LIMITS.maxSize) {
      return err({ code: 'size-out-of-range', what: name, value, min: LIMITS.minSize, max: LIMITS.maxSize });
    }
  }
  if (!Number.isInteger(colors) || colors < LIMITS.minColors || colors > LIMITS.maxColors) {
    return err({ code: 'colors-out-of-range', value: colors, min: LIMITS.minColors, max: LIMITS.maxColors });
  }
  return ok(params);
}

export function parseParams(text: string): Result<SameGameParams, SameGameError> {
  const m =
    text.length <= TEXT_LIMITS.params ? /^(\d{1,3})x(\d{1,3})c(\d{1,2})(w?)$/.exec(text.trim().toLowerCase()) : null;
  if (!m) return err({ code: 'params-syntax', text: excerpt(text) });
  return checkParams({ width: Number(m[1]), height: Number(m[2]), colors: Number(m[3]), winnable: m[4] === 'w' });
}

export function formatParams(p: SameGameParams): string {
  return `${p.width}x${p.height}c${p.colors}${p.winnable ? 'w' : ''}`;
}
