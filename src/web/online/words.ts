// How the online pages name a game and its time control, shared by the game page, the lobby and my games; and a
// refusal from the server in words.
import type { Lang } from '../../core/lang.js';
import type { ClockSpec, OnlineGameName } from '../../online/protocol.js';
import { describeReason } from '../../online/reasons.js';
import type { Dict } from '../i18n.js';
import type { Refusal } from './useOnline.js';

export function gameTitle(game: string, params: string, t: Dict): string {
  if (game === 'konobi') return `Konobi ${params}×${params}`;
  return `${t.games.scarabeo?.title ?? 'Scarabeo'} ${params}`;
}

export function describeClock(clock: ClockSpec, t: Dict): string {
  if (clock.kind === 'clock') return t.ol.clockMinutes(Math.round(clock.initialMs / 60_000), clock.incrementMs / 1000);
  if (clock.kind === 'correspondence') return t.ol.clockDays(clock.daysPerMove);
  return t.ol.clockNone;
}

/** A refusal in words; an illegal move as local play words it, from the engine's reason (`game`'s, once known). */
export function describeRefusal(r: Refusal, t: Dict, lang: Lang, game?: OnlineGameName): string {
  if (r.code === 'illegal-move') {
    return t.ol.illegal((game && r.reason && describeReason(game, r.reason, lang)) || r.message);
  }
  if (r.code === 'not-claimable') return t.ol.notClaimable(r.message);
  return t.ol.errors[r.code] ?? t.ol.otherError(r.message || r.code);
}
