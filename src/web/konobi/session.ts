// Where Konobi keeps its game in this browser: one game in progress per board size, saved as the session
// layer's save (the record with who sits at each seat) under `save:konobi:<size>`, and the new game the start
// form makes. Konobi has no deal: its seed only tells two games with the same moves apart on the server.
import { newSeed } from '../../core/gameId.js';
import type { Lang } from '../../core/lang.js';
import {
  type KonobiError,
  type KonobiMove,
  type KonobiParams,
  type KonobiState,
  konobi,
} from '../../games/konobi/index.js';
import { dealSession, type Seat, type Session, saveOf } from '../../session/index.js';
import { SERVER_ANONYMOUS } from '../i18n.js';
import { moveOldSave, oldKonobi } from '../legacy.js';
import { load, remove, store } from '../storage.js';
import { type Extras, type Keeping, loadKept } from '../useSession.js';
import { gamePath } from './urls.js';

export type KonobiSession = Session<KonobiParams, KonobiState, KonobiMove, KonobiError>;

/** What the page keeps beside the session: whether the server has the finished game. */
export interface KonobiExtras {
  readonly recorded: boolean;
}

export const EXTRAS: Extras<KonobiExtras> = {
  initial: { recorded: false },
  parse: (v) => ({ recorded: (v as { recorded?: unknown } | undefined)?.recorded === true }),
};

/** The board of a game of this size, for the games in progress. */
export function boardOf(size: number): string {
  return `konobi:${size}`;
}

export function keepingOf(size: number): Keeping {
  return {
    key: `save:konobi:${size}`,
    progress: { game: 'konobi', board: boardOf(size), path: gamePath(size), params: String(size) },
  };
}

/** A fresh seed from the browser's generator (the engine's generator is for deals, and needs a seed itself). */
export function newGameSeed(): string {
  const word = new Uint32Array(1);
  return newSeed(() => {
    crypto.getRandomValues(word);
    return word[0] as number;
  });
}

/** A new game of this size with these seats (Black's first, then White's). */
export function newKonobi(size: number, seats: readonly Seat[]): KonobiSession {
  return dealSession(konobi, { size }, newGameSeed(), { seats });
}

/** The game saved for this board size, if there is one and it still replays. */
export function loadKonobi(size: number, lang: Lang): KonobiSession | undefined {
  moveOldSave({ load, store, remove }, 'konobi:game', keepingOf(size).key, oldKonobi(size, newGameSeed()));
  const kept = loadKept(konobi, keepingOf(size).key, EXTRAS, (s: KonobiSession) => s.params.size === size, lang);
  return kept?.ok ? kept.value.session : undefined;
}

/** Saves a new game before its page opens it. */
export function keepNew(session: KonobiSession): void {
  store(keepingOf(session.params.size).key, JSON.stringify(saveOf(session)));
}

/**
 * Who the record names: with a computer at the board each seat by name (the person's kept name, a computer by its
 * level, as Scarabeo names its seats), posted under the person's name, or the first computer's when only computers
 * played (not under the name of someone who only watched). Between people, the kept name as before.
 */
export function recordNames(
  seats: readonly Seat[],
  person: string | undefined,
  computer: (level: number) => string,
): { players: { players?: string[] }; poster: string | undefined } {
  if (seats.every((s) => s.kind === 'person')) return { players: {}, poster: person };
  const players = seats.map((s) => (s.kind === 'computer' ? computer(s.level) : (person ?? SERVER_ANONYMOUS)));
  const poster = seats.some((s) => s.kind === 'person') ? person : players[0];
  return { players: { players }, poster };
}
