// What the server refuses over the socket, and that a refusal changes nothing: moving out of turn, for another
// seat, twice (the same client id), after the end, at a stale version; bad, oversized and unknown-field
// messages; tokens that hold no seat of the game.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeKonobiError } from '../../src/games/konobi/messages.js';
import type { CreateResponse, ServerMessage } from '../../src/online/protocol.js';
import { Client, createGame, get, startServer, type TestServer } from './harness.js';

type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;
type State = Extract<ServerMessage, { type: 'state' }>;

let server: TestServer;
let game: CreateResponse;
let ada: Client;
let bo: Client;
let watcher: Client;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  game = await createGame(server, {
    game: 'konobi',
    params: '5',
    seats: [{ kind: 'person' }, { kind: 'person' }],
    clock: { kind: 'none' },
    name: 'Ada',
  });
  ada = await Client.open(server);
  bo = await Client.open(server);
  watcher = await Client.open(server);
  await ada.hello(game.id, game.token);
  await bo.hello(game.id, game.invites[0]?.token, 'Bo');
  await watcher.hello(game.id);
  return async () => {
    await Promise.all([ada.close(), bo.close(), watcher.close()]);
  };
});

/** The game as the server has it now (the public snapshot). */
async function stored(): Promise<State> {
  return (await get<State>(server, `/api/online/games/${game.id}`)).body;
}

async function refused(client: Client, message: unknown): Promise<ErrorMessage> {
  const answer = await client.ask(message, 'ack', 'error');
  expect(answer.type).toBe('error');
  return answer as ErrorMessage;
}

describe('moves the server refuses', () => {
  it('out of turn: seat 1 moving first', async () => {
    const e = await refused(bo, { type: 'move', id: 'b1', version: 0, move: 'c3' });
    expect(e).toMatchObject({ code: 'not-your-turn', id: 'b1' });
    // In the protocol's numbering (the snapshot's seat and toMove), not "seat 1's turn" said to seat 1.
    expect(e.message).toBe("it is seat 0's turn; this connection holds seat 1");
    expect((await stored()).version).toBe(0);
  });

  it('for another seat: a spectator cannot move, and each token holds only its own seat', async () => {
    const e = await refused(watcher, { type: 'move', id: 'w1', version: 0, move: 'c3' });
    expect(e.code).toBe('not-a-seat');
    // Seat 1's invite, used again, is seat 1, never seat 0, even when it is seat 0's turn.
    const again = await Client.open(server);
    const state = await again.hello(game.id, game.invites[0]?.token);
    expect(state.seat).toBe(1);
    expect((await refused(again, { type: 'move', id: 'x', version: 0, move: 'c3' })).code).toBe('not-your-turn');
    // A token of another game, or a made-up one, holds no seat here.
    const other = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      name: 'Cy',
    });
    const stranger = await Client.open(server);
    expect(await stranger.hello(game.id, other.token)).toMatchObject({ type: 'error', code: 'bad-token' });
    expect(await stranger.hello(game.id, 'A'.repeat(22))).toMatchObject({ type: 'error', code: 'bad-token' });
    expect((await refused(stranger, { type: 'move', id: 's', version: 0, move: 'c3' })).code).toBe('no-hello');
    await Promise.all([again.close(), stranger.close()]);
    expect((await stored()).version).toBe(0);
  });

  it('twice: a resend with the same client id gets the same ack and is not played again', async () => {
    const move = { type: 'move', id: 'same', version: 0, move: 'c3' };
    const first = await ada.ask(move, 'ack', 'error');
    expect(first).toEqual({ type: 'ack', id: 'same', version: 1 });
    const second = await ada.ask(move, 'ack', 'error');
    expect(second).toEqual(first);
    // Even with another move text under the same id: the id was used.
    const third = await ada.ask({ ...move, move: 'a1' }, 'ack', 'error');
    expect(third).toEqual(first);
    const now = await stored();
    expect(now.version).toBe(1);
    expect(now.moves).toEqual(['c3']);
  });

  it('at a stale version: refused, then a fresh state', async () => {
    await ada.ask({ type: 'move', id: 'a1', version: 0, move: 'c3' }, 'ack');
    const from = bo.messages.length;
    const e = await refused(bo, { type: 'move', id: 'b1', version: 0, move: 'b2' });
    expect(e.code).toBe('stale-version');
    const fresh = await bo.next<State>((m) => m.type === 'state', from);
    expect(fresh.version).toBe(1);
    expect((await stored()).moves).toEqual(['c3']);
  });

  it('illegal by the rules: the engine says why, its error as data beside the English text', async () => {
    const e = await refused(ada, { type: 'move', id: 'a1', version: 0, move: 'z9' });
    expect(e.code).toBe('illegal-move');
    expect(e.reason).toEqual({ code: 'outside-board', text: 'z9', size: 5 });
    expect(e.message).toBe(describeKonobiError({ code: 'outside-board', text: 'z9', size: 5 }, 'en'));
    // A point already taken: the reason names it and its colour, which each face words in its language.
    await ada.ask({ type: 'move', id: 'a2', version: 0, move: 'c3' }, 'ack');
    const taken = await refused(bo, { type: 'move', id: 'b1', version: 1, move: 'c3' });
    expect(taken.reason).toEqual({ code: 'point-occupied', point: 'c3', by: 'black' });
    expect((await stored()).version).toBe(1);
  });

  it('gives no engine reason with a refusal that is not an illegal move', async () => {
    const e = await refused(bo, { type: 'move', id: 'b1', version: 0, move: 'c3' });
    expect(e.code).toBe('not-your-turn');
    expect(e).not.toHaveProperty('reason');
  });

  it('after the end: no move, no resignation, no claim', async () => {
    const resigned = await bo.ask({ type: 'resign', id: 'r' }, 'ack', 'error');
    expect(resigned).toEqual({ type: 'ack', id: 'r', version: 1 });
    const over = await ada.state(1);
    expect(over).toMatchObject({ status: 'over', end: { reason: 'resign', seat: 1, winners: [0], result: 'black' } });
    expect((await refused(ada, { type: 'move', id: 'a1', version: 1, move: 'c3' })).code).toBe('game-over');
    expect((await refused(ada, { type: 'resign', id: 'a2' })).code).toBe('game-over');
    expect((await refused(ada, { type: 'claim', id: 'a3' })).code).toBe('game-over');
    expect((await stored()).version).toBe(1);
  });

  it('a claim against a player who is here', async () => {
    expect((await refused(bo, { type: 'claim', id: 'c' })).code).toBe('not-claimable');
    expect((await refused(ada, { type: 'rematch', id: 'r' })).code).toBe('not-over');
  });
});

describe('messages the server refuses', () => {
  const bad: [string, string][] = [
    ['not JSON', '{"type":"move"'],
    ['not an object', '[1,2]'],
    ['an unknown type', '{"type":"teleport"}'],
    ['an unknown field', '{"type":"move","id":"a","version":0,"move":"c3","seat":1}'],
    ['a field of the wrong type', '{"type":"move","id":"a","version":"0","move":"c3"}'],
    ['a missing field', '{"type":"move","id":"a","move":"c3"}'],
    ['an empty client id', '{"type":"move","id":"","version":0,"move":"c3"}'],
    ['a client id of 65 characters', `{"type":"move","id":"${'x'.repeat(65)}","version":0,"move":"c3"}`],
    ['a move of 257 characters', `{"type":"move","id":"a","version":0,"move":"${'c'.repeat(257)}"}`],
    ['a negative version', '{"type":"move","id":"a","version":-1,"move":"c3"}'],
    ['a fractional version', '{"type":"move","id":"a","version":0.5,"move":"c3"}'],
    ['a message over 4 KB', `{"type":"ping","pad":"${'x'.repeat(5000)}"}`],
    ['a prototype key', '{"type":"ping","__proto__":{"x":1}}'],
  ];
  for (const [what, text] of bad) {
    it(`answers ${what} with bad-message and changes nothing`, async () => {
      const e = await refused(ada, text);
      expect(e.code).toBe('bad-message');
      const now = await stored();
      expect(now.version).toBe(0);
      // The connection still works.
      expect(await ada.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    });
  }

  it('answers a binary message with bad-message', async () => {
    const from = ada.messages.length;
    ada.socket.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect(await ada.next((m) => m.type === 'error', from)).toMatchObject({ code: 'bad-message' });
  });
});
