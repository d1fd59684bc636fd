// The property that makes online Scarabeo fair: random games played through the server over real sockets, and
// no message to a seat or a spectator carries another seat's tiles or the bag's order. Each state a reader
// receives is checked against the true game (the test reads the secret seed from the database): its view is
// the one its seat may see, and stays the same when everything hidden from it is dealt again; another seat's
// exchange shows only a count; racks reach spectators only once the game is over; the seed only then.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import { formatTiles, LETTERS, type ScarabeoState } from '../../src/games/scarabeo/index.js';
import { redealHidden } from '../../src/games/scarabeo/state.js';
import type { ServerMessage } from '../../src/online/protocol.js';
import { encodeView } from '../../src/online/views.js';
import { current, dealSession, playText, type Session } from '../../src/session/session.js';
import { allGames, Client, createGame, startServer, type TestServer } from './harness.js';

type State = Extract<ServerMessage, { type: 'state' }>;

const SNAPSHOT_KEYS = [
  'type',
  'id',
  'game',
  'params',
  'version',
  'status',
  'seat',
  'seats',
  'moves',
  'view',
  'toMove',
  'clock',
  'clocks',
  'outcome',
  'end',
  'rematch',
  'claimableAt',
  'firstMoveBy',
  'rematchOf',
  'seed',
].sort();

let server: TestServer;
beforeAll(async () => {
  // A seat here moves as soon as its last move is acked, faster than any person: a whole random game can pass
  // the socket's limit of 10 messages a second after its burst of 30 (rate-limited, tested in http.test.ts).
  server = await startServer({ online: { socket: { messagesPerSecond: 1000, burst: 1000 } } });
});
afterAll(async () => {
  await server?.close();
});

function secretSeed(id: string): string {
  const row = server.app.storage.sqlite?.prepare('SELECT seed FROM online_games WHERE id = ?').get(id) as {
    seed: string;
  };
  return row.seed;
}

interface Played {
  readonly session: Session;
  /** The state after each event (a resignation adds the last state again). */
  readonly byVersion: unknown[];
  readonly resigned: boolean;
  readonly seed: string;
}

/**
 * Plays a random game of `game` through the server: the seat to move picks a legal move with `rng` (and after
 * `stopAfter` moves a random seat resigns). Returns the true game; the clients keep what they received.
 */
async function playRandom(
  game: AnyGame,
  id: string,
  seats: Client[],
  watcher: Client,
  rng: Rng,
  stopAfter: number,
  best = false,
): Promise<Played> {
  const seed = secretSeed(id);
  let version = 0;
  const params = (await seats[0]?.state(0))?.params as string;
  const parsed = game.parseParams(params);
  if (!parsed.ok) throw new Error('params');
  let session = dealSession(game, parsed.value, seed) as Session;
  const byVersion: unknown[] = [current(session)];
  while (!game.isOver(current(session)) && session.moves.length < stopAfter) {
    const state = current(session);
    const seat = game.toMove(state);
    const legal = game.legalMoves(state);
    // Scarabeo lists its plays best first: always the first plays a whole game out.
    const text = game.formatMove(state, legal[best ? 0 : rng.int(legal.length)]);
    const ack = await (seats[seat] as Client).ask(
      { type: 'move', id: `m${version}`, version, move: text },
      'ack',
      'error',
    );
    expect(ack).toEqual({ type: 'ack', id: `m${version}`, version: version + 1 });
    const mine = playText(session, text);
    if (!mine.ok) throw new Error(`${text} does not replay`);
    session = mine.value;
    byVersion.push(current(session));
    // The server may add moves of its own (Konobi's forced passes, public): follow its list.
    const seen = await watcher.state(version + 1);
    for (const move of seen.moves.slice(session.moves.length)) {
      const next = playText(session, move);
      if (!next.ok) throw new Error(`the server's move ${move} does not replay`);
      session = next.value;
      byVersion.push(current(session));
    }
    version = seen.version;
  }
  let resigned = false;
  if (!game.isOver(current(session))) {
    const loser = rng.int(seats.length);
    await (seats[loser] as Client).ask({ type: 'resign', id: 'give-up' }, 'ack');
    byVersion.push(current(session));
    version++;
    resigned = true;
  }
  await Promise.all([...seats, watcher].map((c) => c.state(version)));
  return { session, byVersion, resigned, seed };
}

/** Every state `client` (seat `reader`, null for a spectator) received, checked against the true game. */
function checkReader(game: 'konobi' | 'scarabeo', client: Client, reader: number | null, played: Played): number {
  let checked = 0;
  client.raw.forEach((text) => {
    const m = JSON.parse(text) as ServerMessage;
    if (m.type !== 'state') return;
    checked++;
    expect(Object.keys(m).sort()).toEqual(SNAPSHOT_KEYS);
    const over = m.status === 'over';
    const truth = played.byVersion[m.version];
    if (over) expect(m.seed).toBe(played.seed);
    else {
      expect(m.seed).toBeNull();
      expect(text).not.toContain(played.seed);
    }
    const moves = played.session.moves.slice(0, m.moves.length);
    if (game === 'konobi') {
      expect(m.view).toBe(encodeView('konobi', truth, reader));
      expect(m.moves).toEqual(moves);
      return;
    }
    const state = truth as ScarabeoState;
    // Another seat's exchange is only a count; everything else in the list is the canonical move.
    m.moves.forEach((move, i) => {
      const mover = (played.byVersion[i] as ScarabeoState).toMove;
      const canonical = moves[i] as string;
      if (canonical.startsWith('exchange') && mover !== reader) expect(move).toMatch(/^exchange [1-8]$/);
      else expect(move).toBe(canonical);
    });
    const view = m.view as Exclude<State['view'], string>;
    expect(view).toEqual(encodeView('scarabeo', state, reader, over));
    if (!over) {
      expect(view.rack).toBe(reader === null ? null : formatTiles(state.racks[reader] as Uint8Array));
      expect(view.racks).toBeNull();
      // The same view when every tile hidden from this reader is dealt again.
      const redealt = redealHidden(state, reader ?? 0, createRng(`redeal:${m.version}`));
      const again = encodeView('scarabeo', redealt, reader, false);
      expect(again).toEqual(view);
      // The bag's order, as letters, appears nowhere.
      const bag = Array.from(state.bag, (t) => (t === 0 ? '?' : LETTERS.charAt(t - 1))).join('');
      if (bag.length >= 6) expect(text).not.toContain(bag);
      if (view.last && mover(played, m.version) !== reader && view.last.move.startsWith('exchange')) {
        expect(view.last.move).toMatch(/^exchange [1-8]$/);
      }
    } else {
      expect(view.racks).toEqual(state.racks.map((r) => formatTiles(r)));
    }
  });
  return checked;
}

/** Who made the last move before `version`. */
function mover(played: Played, version: number): number {
  const before = played.byVersion[version - 1] as ScarabeoState | undefined;
  return before?.toMove ?? -1;
}

async function run(
  gameName: 'konobi' | 'scarabeo',
  params: string,
  pick: number,
  stopAfter: number,
  best = false,
): Promise<Played> {
  const game = allGames().get(gameName) as AnyGame;
  const created = await createGame(server, {
    game: gameName,
    params,
    seats: [{ kind: 'person' }, { kind: 'person' }],
    name: 'Ada',
  });
  const ada = await Client.open(server);
  const bo = await Client.open(server);
  const watcher = await Client.open(server);
  try {
    await ada.hello(created.id, created.token);
    await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    await watcher.hello(created.id);
    const played = await playRandom(game, created.id, [ada, bo], watcher, createRng(`pick:${pick}`), stopAfter, best);
    expect(checkReader(gameName, ada, 0, played)).toBeGreaterThan(0);
    expect(checkReader(gameName, bo, 1, played)).toBeGreaterThan(0);
    expect(checkReader(gameName, watcher, null, played)).toBeGreaterThan(0);
    return played;
  } finally {
    await Promise.all([ada.close(), bo.close(), watcher.close()]);
  }
}

describe('no message carries what its reader may not see', () => {
  it('Scarabeo: random games (some resigned midway), every state to both seats and a spectator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.integer({ min: 4, max: 80 }), async (pick, stop) => {
        await run('scarabeo', '2p', pick, stop);
      }),
      { numRuns: 4 },
    );
  }, 600_000);

  it('Konobi: random games, every state to both seats and a spectator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.integer({ min: 3, max: 40 }), async (pick, stop) => {
        await run('konobi', '5', pick, stop);
      }),
      { numRuns: 4 },
    );
  }, 300_000);

  it("Scarabeo played out to its end by the rules: racks shown to all only then, the result the engine's", async () => {
    const played = await run('scarabeo', '2p', 0, 1000, true);
    expect(played.resigned).toBe(false);
    const final = current(played.session) as ScarabeoState;
    expect(final.end).toBeDefined();
    const game = allGames().get('scarabeo') as AnyGame;
    const history = await fetch(`${server.http}/api/records?game=scarabeo&limit=100`);
    const records = ((await history.json()) as { records: { result: string | null; moves: number }[] }).records;
    expect(records).toContainEqual(
      expect.objectContaining({ result: game.outcome(final).result, moves: played.session.moves.length }),
    );
  }, 300_000);
});
