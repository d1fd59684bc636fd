// How the online pages name a game and its time control, shared by the game page, the lobby and my games.
import type { ClockSpec } from '../../online/protocol.js';
import type { Dict } from '../i18n.js';

export function gameTitle(game: string, params: string, t: Dict): string {
  if (game === 'konobi') return `Konobi ${params}×${params}`;
  return `${t.games.scarabeo?.title ?? 'Scarabeo'} ${params}`;
}

export function describeClock(clock: ClockSpec, t: Dict): string {
  if (clock.kind === 'clock') return t.ol.clockMinutes(Math.round(clock.initialMs / 60_000), clock.incrementMs / 1000);
  if (clock.kind === 'correspondence') return t.ol.clockDays(clock.daysPerMove);
  return t.ol.clockNone;
}
