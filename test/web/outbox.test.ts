// The browser's outbox of finished games (src/web/api.ts) over an in-memory localStorage and a stubbed fetch: a
// record the server could not take now (503 busy, 429) is kept and sent later; one it refuses for good is not.
import { beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox, outboxSize, postRecord } from '../../src/web/api.js';

const stored = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
};
(globalThis as unknown as { window: unknown }).window = { localStorage, dispatchEvent: () => true };

/** The server's answers, one per request, in order. */
let answers: { status: number; body: unknown }[] = [];
globalThis.fetch = (async () => {
  const next = answers.shift();
  if (!next) throw new TypeError('fetch failed');
  return new Response(JSON.stringify(next.body), { status: next.status });
}) as typeof fetch;

const record = { version: 1 as const, game: 'samegame', params: '4x3c2', seed: 's', moves: ['0,0'] };
const busy = { status: 503, body: { error: 'server-busy', message: 'the server has too many records to check' } };
const limited = { status: 429, body: { error: 'rate-limited', message: 'too many records posted' } };
const stored201 = { status: 201, body: { id: 7, score: 4, rank: null } };

describe('the outbox', () => {
  beforeEach(() => {
    stored.clear();
    answers = [];
  });

  it('keeps a record the server was too busy to take, says why, and sends it once the server takes it', async () => {
    answers = [busy];
    const r = await postRecord(record, 'Ada');
    expect(r).toEqual({ ok: false, error: { kind: 'refused', message: busy.body.message, later: true } });
    expect(outboxSize()).toBe(1);
    // Still busy, then too many posts: kept, and the flush stops there.
    answers = [busy];
    expect(await flushOutbox()).toBe(0);
    answers = [limited];
    expect(await flushOutbox()).toBe(0);
    expect(outboxSize()).toBe(1);
    answers = [stored201];
    expect(await flushOutbox()).toBe(1);
    expect(outboxSize()).toBe(0);
  });

  it('drops a record the server refuses for good (it would be refused again), and keeps one with no answer', async () => {
    answers = [{ status: 400, body: { error: 'bad-move', message: 'move 1 is not legal' } }];
    const r = await postRecord(record, 'Ada');
    expect(r).toEqual({ ok: false, error: { kind: 'refused', message: 'move 1 is not legal' } });
    expect(outboxSize()).toBe(0);
    const offline = await postRecord(record, 'Ada');
    expect(offline).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(outboxSize()).toBe(1);
  });
});
