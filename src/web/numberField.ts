// A whole number typed into a form field: the field keeps the text as typed, and the form reads it only on submit.
import { err, ok, type Result } from '../core/result.js';

/**
 * Why a field's text is not an acceptable number: nothing typed, not a whole number, or a whole number outside the
 * bounds. The form says which, naming the field, rather than clamping each keystroke (which made 10–19 untypable
 * in a 5–19 field and turned a cleared field into its minimum without a word).
 */
export type WholeProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-whole'; readonly text: string }
  | { readonly kind: 'out-of-range'; readonly value: number };

/** The whole number in `text` (spaces around it allowed) if it is within [min, max]. */
export function readWhole(text: string, min: number, max: number): Result<number, WholeProblem> {
  const trimmed = text.trim();
  if (trimmed === '') return err({ kind: 'empty' });
  // Digits only (a leading minus too): Number() would take "1e2", "0x10" and "1.0" as whole numbers.
  if (!/^-?\d{1,9}$/.test(trimmed)) return err({ kind: 'not-whole', text: trimmed });
  const value = Number(trimmed);
  return value < min || value > max ? err({ kind: 'out-of-range', value }) : ok(value);
}
