// Konobi params (`<N>`, the board size, docs/formats.md), limits and presets.
import { parseNatural } from '../../core/grid.js';
import { err, ok, type Result } from '../../core/result.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import type { KonobiError } from './errors.js';

export interface KonobiParams {
  /** The board is size × size points. */
  readonly size: number;
}

/** docs/konobi.md: "Board sizes: 5×5 up to 19×19; 11×11 is the default (the designer's)." */
export const LIMITS = { minSize: 5, maxSize: 19 } as const;

export const DEFAULT_PARAMS: KonobiParams = { size: 11 };

export const PRESETS: readonly { readonly name: string; readonly params: KonobiParams }[] = [
  { name: 'small', params: { size: 7 } },
  { name: 'standard', params: { size: 11 } },
  { name: 'large', params: { size: 15 } },
  { name: 'huge', params: { size: 19 } },
];

/** Checks the size against the limits; faces that build params from a form go through this too. */
export function checkParams(params: KonobiParams): Result<KonobiParams, KonobiError> {
  const { size } = params;
  if (!Number.isInteger(size) || size < LIMITS.minSize || size > LIMITS.maxSize) {
    return err({ code: 'size-out-of-range', value: size, min: LIMITS.minSize, max: LIMITS.maxSize });
  }
  return ok({ size });
}

export function parseParams(text: string): Result<KonobiParams, KonobiError> {
  const size = text.length <= TEXT_LIMITS.params ? parseNatural(text.trim()) : undefined;
  if (size === undefined) return err({ code: 'params-syntax', text: excerpt(text) });
  return checkParams({ size });
}

export function formatParams(params: KonobiParams): string {
  return String(params.size);
}
