// Online play over a real server and real WebSockets: a Konobi game created, joined by its invite, played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createGame, startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a Konobi game online', () => {
  it('is created, joined by invite and played move by move', async () => {
    const created = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'none' },
      name: 'Ada',
    });
    expect(created.id).toMatch(/^[a-z0-9]{16}$/);
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    const first = await ada.hello(created.id, created.token);
    expect(first.status).toBe('waiting');
    const joined = await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    expect(joined).toMatchObject({ type: 'state', status: 'playing', seat: 1, toMove: 0 });
    const ack = await ada.ask({ type: 'move', id: 'm1', version: 0, move: 'c3' }, 'ack', 'error');
    expect(ack).toEqual({ type: 'ack', id: 'm1', version: 1 });
    const seen = await bo.state(1);
    expect(seen.moves).toEqual(['c3']);
    await ada.close();
    await bo.close();
  });
});
