// Where a Scarabeo game comes from in the browser and where it is kept: the table the start screen sets (the
// deal's params and seed, or an example position; each seat's name, person or computer and level), turned into
// a session of the session layer with the page's lexicon, and saved in the layer's format under its game id.
import type { GameRecord } from '../../core/record.js';
import { err, type Result } from '../../core/result.js';
import type { ScarabeoError } from '../../games/scarabeo/errors.js';
import { findExample } from '../../games/scarabeo/examples.js';
import type { ScarabeoGame } from '../../games/scarabeo/game.js';
import type { ScarabeoParams } from '../../games/scarabeo/params.js';
import type { ScarabeoMove, ScarabeoState, ScarabeoView } from '../../games/scarabeo/state.js';
import { type Seat as LayerSeat, recordSession, type Session } from '../../session/index.js';
import { moveOldSave, oldScarabeo } from '../legacy.js';
import { load, remove, store } from '../storage.js';
import type { Extras, Keeping } from '../useSession.js';
import { examplePath, gamePath } from './urls.js';

export type ScarabeoSession = Session<ScarabeoParams, ScarabeoState, ScarabeoMove, ScarabeoError, ScarabeoView>;

/** A seat as the start screen sets it: a name, and a person or the computer at a level. */
export interface Seat {
  readonly name: string;
  readonly kind: 'person' | 'computer';
  /** 1–6, used when kind is computer. */
  readonly level: number;
}

/** Who sits where, and the deal (params + seed) or the example position they play. */
export interface Table {
  /** Canonical params text, e.g. "2p" or "3pef". */
  readonly params: string;
  readonly seed?: string;
  /** The example position's id (src/games/scarabeo/examples.ts), instead of a seed. */
  readonly example?: string;
  readonly seats: readonly Seat[];
}

export const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_LEVEL = 3;

/** What the page keeps beside the session: whether the server has the finished game. */
export const EXTRAS: Extras<{ readonly recorded: boolean }> = {
  initial: { recorded: false },
  parse: (v) => ({ recorded: (v as { recorded?: unknown } | undefined)?.recorded === true }),
};

type Where = Pick<Table, 'params' | 'seed' | 'example'>;

/** The board a game is played on, for the games in progress: its params, or its example position. */
export function boardOf(t: Where): string {
  return t.seed !== undefined ? `scarabeo:${t.params}` : `scarabeo:example:${t.example ?? ''}`;
}

export function keepingOf(t: Where): Keeping {
  const dealt = t.seed !== undefined;
  return {
    key: dealt ? `save:scarabeo:${t.params}#${t.seed}` : `save:scarabeo:example:${t.example ?? ''}`,
    progress: {
      game: 'scarabeo',
      board: boardOf(t),
      path: dealt ? gamePath(t.params, t.seed as string) : examplePath(t.example ?? ''),
      params: dealt ? t.params : (t.example ?? ''),
    },
  };
}

export function hasSave(t: Where): boolean {
  const key = keepingOf(t).key;
  // Saves from before the session layer were kept under the key without `save:`.
  const start = (id: string) => findExample(id)?.position;
  moveOldSave({ load, store, remove }, key.slice('save:'.length), key, oldScarabeo(start));
  return load(key) !== undefined;
}

function layerSeat(s: Seat): LayerSeat {
  return s.kind === 'computer' ? { kind: 'computer', level: s.level } : { kind: 'person' };
}

/** The table as a record without moves (a save the session layer reads), or `moves` after it. */
function recordOf(t: Table, moves: readonly string[] = []): Result<GameRecord, { code: 'no-example' }> {
  const base = { version: 1, game: 'scarabeo', params: t.params, moves, players: t.seats.map((s) => s.name) } as const;
  if (t.seed !== undefined) return { ok: true, value: { ...base, seed: t.seed } };
  const example = findExample(t.example ?? '');
  return example ? { ok: true, value: { ...base, start: example.position } } : err({ code: 'no-example' });
}

/** Saves a new game of this table before its page opens it (no lexicon needed: the save is its record). */
export function keepNew(t: Table): void {
  const record = recordOf(t);
  if (record.ok) store(keepingOf(t).key, JSON.stringify({ ...record.value, seats: t.seats.map(layerSeat) }));
}

/** The table's game as a session of `game`, with `moves` played (a stored game's); or why it cannot be made. */
export function sessionOf(
  game: ScarabeoGame,
  t: Table,
  moves: readonly string[] = [],
): Result<ScarabeoSession, string> {
  const record = recordOf(t, moves);
  if (!record.ok) return err('no-example');
  const session = recordSession(game, record.value, { seats: t.seats.map(layerSeat) });
  return session.ok ? session : err(session.error.code);
}

/** The names and kinds of the seats of a session, as the page shows them. */
export function seatsOf(s: ScarabeoSession, name: (i: number) => string): Seat[] {
  return s.seats.map((seat, i) => ({
    name: s.players?.[i] ?? name(i),
    kind: seat.kind === 'computer' ? 'computer' : 'person',
    level: seat.kind === 'computer' ? seat.level : DEFAULT_LEVEL,
  }));
}
