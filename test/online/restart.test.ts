// kill -9 and a restart on the same SQLite file: every game resumes at its last acknowledged move, the seats'
// views as they were, and the clocks where they stood (they do not run while no server holds the game).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, killServer, type RealServer, startServer } from '../server/realServer.js';
import { Client, createGame, target, tempDb } from './harness.js';

const running: RealServer[] = [];
beforeAll(() => ensureBuilt());
afterAll(async () => {
  for (const s of running) await killServer(s);
});

async function start(db: string): Promise<RealServer> {
  const server = await startServer({ LUDOTECA_DB: db, LUDOTECA_WRITE_LIMIT: '0' });
  running.push(server);
  return server;
}

describe('a restart after kill -9', () => {
  it('resumes every game at its last acknowledged move, clocks as they stood', async () => {
    const db = tempDb();
    const first = await start(db);
    const at = target(first.url);
    const konobi = await createGame(at, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'clock', initialMs: 600_000, incrementMs: 2_000 },
      name: 'Ada',
    });
    const scarabeo = await createGame(at, {
      game: 'scarabeo',
      params: '2p',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      name: 'Ada',
    });
    const a = await Client.open(at);
    const b = await Client.open(at);
    await a.hello(konobi.id, konobi.token);
    await b.hello(konobi.id, konobi.invites[0]?.token, 'Bo');
    for (const [i, move] of ['c3', 'b2', 'c2'].entries()) {
      const who = i % 2 === 0 ? a : b;
      expect(await who.ask({ type: 'move', id: `k${i}`, version: i, move }, 'ack')).toMatchObject({ version: i + 1 });
    }
    const konobiBefore = await b.state(3);
    const sa = await Client.open(at);
    const sb = await Client.open(at);
    await sa.hello(scarabeo.id, scarabeo.token);
    await sb.hello(scarabeo.id, scarabeo.invites[0]?.token, 'Bo');
    expect(await sa.ask({ type: 'move', id: 's0', version: 0, move: 'pass' }, 'ack')).toMatchObject({ version: 1 });
    const rackBefore = await sb.state(1);
    const rackA = (await sa.state(1)).view;

    await killServer(first);
    await Promise.all([a, b, sa, sb].map((c) => c.close()));
    // Some time passes while no server holds the games; their clocks must not count it.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const second = await start(db);
    const again = target(second.url);
    const a2 = await Client.open(again);
    const k = await a2.hello(konobi.id, konobi.token);
    expect(k).toMatchObject({ status: 'playing', version: 3, moves: ['c3', 'b2', 'c2'], toMove: 1, seat: 0 });
    expect(k.clocks?.remainingMs).toEqual(konobiBefore.clocks?.remainingMs);
    expect(k.clocks?.running).toBe(1);
    const sb2 = await Client.open(again);
    const s = await sb2.hello(scarabeo.id, scarabeo.invites[0]?.token);
    expect(s).toMatchObject({ version: 1, seat: 1, toMove: 1, view: rackBefore.view });
    const sa2 = await Client.open(again);
    expect((await sa2.hello(scarabeo.id, scarabeo.token)).view).toEqual(rackA);
    // And play goes on from there.
    const b2 = await Client.open(again);
    await b2.hello(konobi.id, konobi.invites[0]?.token);
    expect(await b2.ask({ type: 'move', id: 'k3', version: 3, move: 'e5' }, 'ack', 'error')).toMatchObject({
      type: 'ack',
      version: 4,
    });
    await Promise.all([a2, b2, sa2, sb2].map((c) => c.close()));
    await killServer(second);
  }, 120_000);
});
