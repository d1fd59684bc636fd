// The SQLite store: migrations on a fresh file, re-run idempotently on restart, data kept; bad paths refused.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.js';
import { DatabaseOpenError, MIGRATIONS, openStore } from '../../src/server/db.js';
import { playToEnd, tempDir } from './fixtures.js';

const noWeb = () => join(tempDir(), 'no-web');

describe('migrations', () => {
  it('create the folder, the schema and WAL mode on a fresh file', () => {
    const path = join(tempDir(), 'nested', 'deeper', 'ludoteca.db');
    const store = openStore(path);
    store.close();
    expect(existsSync(path)).toBe(true);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name").all();
    expect(tables).toEqual(expect.arrayContaining([{ name: 'records' }, { name: 'records_scores' }]));
    db.close();
  });

  it('re-run idempotently on restart, and the stored records survive', async () => {
    const path = join(tempDir(), 'ludoteca.db');
    const { record, score } = playToEnd('restart-1');

    const first = await buildServer({ dbPath: path, webRoot: noWeb() });
    const posted = await first.inject({ method: 'POST', url: '/api/records', payload: { record, player: 'Bo' } });
    expect(posted.statusCode).toBe(201);
    await first.close();

    for (let restart = 0; restart < 2; restart++) {
      const again = await buildServer({ dbPath: path, webRoot: noWeb() });
      const stored = await again.inject({ method: 'GET', url: `/api/records/${posted.json().id}` });
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toMatchObject({ ...record, player: 'Bo', score });
      expect(again.store.countRecords()).toBe(1);
      await again.close();
    }
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('refuses a database from a newer schema version, leaving it untouched', () => {
    const path = join(tempDir(), 'future.db');
    const db = new Database(path);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openStore(path)).toThrow(DatabaseOpenError);
    expect(() => openStore(path)).toThrow(/newer than this Ludoteca knows/);
  });
});

describe('paths that cannot be opened', () => {
  it('refuses a file that is not a database with one clear error', () => {
    const path = join(tempDir(), 'not-a-db.db');
    writeFileSync(path, 'this is not SQLite, just text long enough to have a header of sorts'.repeat(20));
    expect(() => openStore(path)).toThrow(DatabaseOpenError);
  });

  it('refuses a path under a file', () => {
    const file = join(tempDir(), 'plain-file');
    writeFileSync(file, 'x');
    expect(() => openStore(join(file, 'ludoteca.db'))).toThrow(/cannot open the database/);
  });

  it.skipIf(process.getuid?.() === 0)('refuses a folder without write permission', () => {
    const dir = join(tempDir(), 'locked');
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    expect(() => openStore(join(dir, 'ludoteca.db'))).toThrow(DatabaseOpenError);
  });
});
