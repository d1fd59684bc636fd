// How the online pages name a game and its time control, shared by the game page, the lobby and my games; how one
// of my games stands, its result from my seat; and a refusal from the server in words.
import type { Lang } from '../../core/lang.js';
import { parseParams } from '../../games/scarabeo/params.js';
import type { ClockSpec, MyGame, OnlineGameName, SeatInfo } from '../../online/protocol.js';
import { describeReason } from '../../online/reasons.js';
import type { Dict } from '../i18n.js';
import type { Refusal } from './useOnline.js';

/** A game named in words ("Konobi 9×9", "Scarabeo, 2 players"), never by its params' code ("2p"). */
export function gameTitle(game: string, params: string, t: Dict): string {
  if (game === 'konobi') return `Konobi ${params}×${params}`;
  const title = t.games.scarabeo?.title ?? 'Scarabeo';
  const p = parseParams(params);
  if (!p.ok) return `${title} ${params}`;
  const words = [t.ol.scarabeoPlayers(p.value.players)];
  if (p.value.rules === 'editrice') words.push(t.ol.scarabeoEditrice);
  if (p.value.lexicon === 'full') words.push(t.ol.scarabeoFull);
  return [title, ...words].join(', ');
}

export function describeClock(clock: ClockSpec, t: Dict): string {
  if (clock.kind === 'clock') return t.ol.clockMinutes(Math.round(clock.initialMs / 60_000), clock.incrementMs / 1000);
  if (clock.kind === 'correspondence') return t.ol.clockDays(clock.daysPerMove);
  return t.ol.clockNone;
}

/** A refusal in words; an illegal move as local play words it, from the engine's reason (`game`'s, once known). */
export function describeRefusal(r: Omit<Refusal, 'version'>, t: Dict, lang: Lang, game?: OnlineGameName): string {
  if (r.code === 'illegal-move') {
    return t.ol.illegal((game && r.reason && describeReason(game, r.reason, lang)) || r.message);
  }
  if (r.code === 'not-claimable') return t.ol.notClaimable(r.message);
  return t.ol.errors[r.code] ?? t.ol.otherError(r.message || r.code);
}

/** A seat's name in the page's language: a person's own, the computer's with its level; undefined while free. */
function seatName(s: SeatInfo | undefined, t: Dict): string | undefined {
  return s?.kind === 'computer' ? t.ol.computerLevel(s.level) : (s?.name ?? undefined);
}

/**
 * The other seats of one of my games, named in the page's language ("Computer (livello 3)", not the server's
 * "computer 3"); the server's own list when it sent no seats.
 */
export function myOpponents(g: MyGame, t: Dict): string[] {
  if (g.seats.length === 0) return [...g.opponents];
  return g.seats.flatMap((s, i) => {
    const n = i === g.seat ? undefined : seatName(s, t);
    return n === undefined ? [] : [n];
  });
}

/**
 * How one of my games stands, from my seat: my turn or theirs, waiting, or finished with who won ("Finished · you
 * won: Bo resigned"); "Finished" alone when the server sent no ending (a game that ended before it kept them).
 */
export function describeMyGame(g: MyGame, t: Dict): string {
  const ol = t.ol;
  if (g.status === 'waiting') return ol.stateWaiting;
  if (g.status === 'playing') return g.yourTurn ? ol.myTurn : ol.notMyTurn;
  const end = g.end;
  if (!end) return ol.stateOver;
  // Resigned by its creator while a seat was still free: nobody played it, so nobody won it (as its page says).
  if (g.seats.some((s) => s.kind === 'person' && !s.taken)) return ol.finishedWith(ol.resultCancelled);
  const name = (seat: number) => seatName(g.seats[seat], t) ?? '?';
  const winners = end.winners;
  const others = winners.filter((w) => w !== g.seat).map(name);
  const everyone = winners.length >= 2 && winners.length === g.seats.length;
  const who =
    winners.length === 0 || everyone
      ? ol.resultDraw
      : others.length === winners.length
        ? ol.resultWon(others)
        : others.length === 0
          ? ol.resultYouWon
          : ol.resultYouAndWon(others);
  if (end.reason === 'rules' || end.seat === undefined) return ol.finishedWith(who);
  const why = end.seat === g.seat ? ol.endedByYou[end.reason] : ol.endedBy[end.reason](name(end.seat));
  // Aborted: nobody won or drew, the game simply does not count.
  return ol.finishedWith(`${end.reason === 'aborted' ? ol.resultAborted : who}: ${why}`);
}
