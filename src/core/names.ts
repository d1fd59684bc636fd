// A player's name: one rule wherever a name comes from outside, since every face shows names as they are.
import { err, ok, type Result } from './result.js';

/** The most characters (code points, once normalised and trimmed) a name may have. */
export const PLAYER_NAME_MAX = 40;

export type NameProblem =
  /** `char` is the character as `U+XXXX`. */
  | { readonly code: 'name-character'; readonly char: string }
  | { readonly code: 'name-blank' }
  | { readonly code: 'name-too-long'; readonly length: number }
  | { readonly code: 'name-invisible' };

/**
 * Refused anywhere in a name: C0 controls (tab and newline too), DEL, C1 controls, lone surrogates (not text), the
 * line and paragraph separators, the bidirectional controls that reorder what follows (U+061C, U+200E–200F,
 * U+202A–202E, U+2066–2069), and the other invisible format characters the terminal shows escaped (soft hyphen,
 * U+180E, U+200B, U+2060–206F, U+FEFF, U+FFF9–FFFB). The joiners U+200C and U+200D stay: emoji and some scripts
 * need them.
 */
const NOT_IN_A_NAME =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * The name as kept (normalised to NFC and trimmed), or what is wrong with it: a character above, nothing left once
 * trimmed, over PLAYER_NAME_MAX code points (what a person counts as characters, give or take combining marks), or
 * nothing visible (only spaces, joiners or combining marks).
 */
export function parsePlayerName(raw: string): Result<string, NameProblem> {
  const bad = NOT_IN_A_NAME.exec(raw);
  if (bad) {
    const char = `U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return err({ code: 'name-character', char });
  }
  const name = raw.normalize('NFC').trim();
  if (name === '') return err({ code: 'name-blank' });
  const length = [...name].length;
  if (length > PLAYER_NAME_MAX) return err({ code: 'name-too-long', length });
  if (!VISIBLE.test(name)) return err({ code: 'name-invisible' });
  return ok(name);
}

/**
 * The first two seats (0-based, in order) whose names are the same once case is set aside, or undefined: a table
 * where two players share a name announces "Ada wins!" for either of them, so the set-up forms refuse it.
 */
export function nameClash(names: readonly string[]): readonly [number, number] | undefined {
  const seen = new Map<string, number>();
  for (const [i, name] of names.entries()) {
    const key = name.normalize('NFC').trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return [first, i];
    seen.set(key, i);
  }
  return undefined;
}
