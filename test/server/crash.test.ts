// kill -9 loses nothing acknowledged: the real server is SIGKILLed while records are being posted, restarted on
// the same file, and every record it acknowledged reads back as posted; SQLite's integrity_check is ok.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { playToEnd, tempDir } from './fixtures.js';
import { ensureBuilt, killServer, startServer } from './realServer.js';

beforeAll(() => ensureBuilt());

describe('SIGKILL while records are posted', () => {
  it('keeps every acknowledged record and a sound database', async () => {
    const db = join(tempDir(), 'crash.db');
    const env = { LUDOTECA_DB: db, LUDOTECA_WRITE_LIMIT: '0' };
    const games = Array.from({ length: 400 }, (_, i) => playToEnd(`crash-${i}`, '5x4c3'));
    const acknowledged = new Map<number, (typeof games)[number]>();
    let next = 0;
    let sent = 0;
    const server = await startServer(env);
    // Four posters in parallel until the kill; an answer counts only once its 201 has arrived.
    const poster = async () => {
      while (next < games.length) {
        const game = games[next++] as (typeof games)[number];
        sent++;
        try {
          const r = await fetch(`${server.url}/api/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ record: game.record, player: 'crash' }),
          });
          if (r.status === 201) acknowledged.set(((await r.json()) as { id: number }).id, game);
        } catch {
          return; // the server is gone
        }
      }
    };
    let posted = false;
    const posting = Promise.all([poster(), poster(), poster(), poster()]).then(() => {
      posted = true;
    });
    try {
      while (acknowledged.size < 20 && !posted) await new Promise((r) => setTimeout(r, 20));
    } finally {
      // Also when the test times out: no server is left behind.
      await killServer(server);
    }
    await posting;
    // The kill came while posts were still in flight.
    expect(sent).toBeGreaterThan(acknowledged.size);

    const again = await startServer(env);
    try {
      for (const [id, game] of acknowledged) {
        const r = await fetch(`${again.url}/api/records/${id}`);
        expect(r.status).toBe(200);
        expect(await r.json()).toMatchObject({ ...game.record, player: 'crash', score: game.score });
      }
    } finally {
      await killServer(again);
    }
    const check = new Database(db, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
  }, 90_000);
});
