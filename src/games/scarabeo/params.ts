// Scarabeo params (`<P>p`, then `e` for the Editrice Giochi rules and `f` for the full lexicon; docs/formats.md).
import { err, ok, type Result } from '../../core/result.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import type { ScarabeoError } from './errors.js';
import type { RulesVariant } from './play.js';

export type LexiconKind = 'standard' | 'full';

export interface ScarabeoParams {
  /** 2 to 4 players. */
  readonly players: number;
  readonly rules: RulesVariant;
  readonly lexicon: LexiconKind;
}

/** docs/scarabeo.md: "2 to 4 players". */
export const LIMITS = { minPlayers: 2, maxPlayers: 4 } as const;

export const DEFAULT_PARAMS: ScarabeoParams = { players: 2, rules: 'seed', lexicon: 'standard' };

export function checkParams(params: ScarabeoParams): Result<ScarabeoParams, ScarabeoError> {
  const { players } = params;
  if (!Number.isInteger(players) || players < LIMITS.minPlayers || players > LIMITS.maxPlayers) {
    return err({ code: 'players-out-of-range', value: players, min: LIMITS.minPlayers, max: LIMITS.maxPlayers });
  }
  return ok({ players, rules: params.rules, lexicon: params.lexicon });
}

// Lenient: case and white space, and the two flags in either order (each at most once).
const PARAMS = /^(\d{1,3})p([ef]*)$/;

export function parseParams(text: string): Result<ScarabeoParams, ScarabeoError> {
  const m = text.length <= TEXT_LIMITS.params ? PARAMS.exec(text.trim().toLowerCase()) : null;
  if (!m) return err({ code: 'params-syntax', text: excerpt(text) });
  const flags = m[2] as string;
  const editrice = flags.split('e').length - 1;
  const full = flags.split('f').length - 1;
  if (editrice > 1 || full > 1) return err({ code: 'params-syntax', text });
  return checkParams({
    players: Number(m[1]),
    rules: editrice === 1 ? 'editrice' : 'seed',
    lexicon: full === 1 ? 'full' : 'standard',
  });
}

export function formatParams(params: ScarabeoParams): string {
  return `${params.players}p${params.rules === 'editrice' ? 'e' : ''}${params.lexicon === 'full' ? 'f' : ''}`;
}
