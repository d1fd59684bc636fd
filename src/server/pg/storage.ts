// Everything on PostgreSQL (DATABASE_URL): one pool, migrated on open, shared by the records and high scores, the
// deals' secret and the online games, and one more connection that LISTENs for the other instances' moves.
import type { Storage } from '../storage.js';
import { guarded, openPool, poolConfig } from './connect.js';
import { pgOnlineStore } from './online.js';
import { pgRecords } from './records.js';

const warn = (what: string) => (e: Error) => process.stderr.write(`ludoteca: PostgreSQL ${what}: ${e.message}\n`);

export async function openPgStorage(url: string): Promise<Storage> {
  const pool = await openPool(url, warn('connection lost'));
  const online = pgOnlineStore(pool, poolConfig(url), warn('listening connection'));
  return {
    kind: 'postgres',
    records: pgRecords(pool),
    online,
    dealSecret: (fresh) =>
      guarded(async () => {
        await pool.query('INSERT INTO deal_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [fresh]);
        const row = (await pool.query<{ secret: Buffer }>('SELECT secret FROM deal_secret WHERE id = 1')).rows[0];
        if (!row) throw new Error('the deal secret was not stored');
        return row.secret;
      }),
    async close() {
      await online.close();
      await pool.end();
    },
  };
}
