// Everything on PostgreSQL (DATABASE_URL): one pool, migrated on open, shared by the records, the ranked deals
// and the online games, and one more connection that LISTENs for the other instances' moves.
import type { Storage } from '../storage.js';
import { openPool, poolConfig } from './connect.js';
import { pgDealTable } from './deals.js';
import { pgOnlineStore } from './online.js';
import { pgRecords } from './records.js';

const warn = (what: string) => (e: Error) => process.stderr.write(`ludoteca: PostgreSQL ${what}: ${e.message}\n`);

export async function openPgStorage(url: string): Promise<Storage> {
  const pool = await openPool(url, warn('connection lost'));
  const online = pgOnlineStore(pool, poolConfig(url), warn('listening connection'));
  return {
    records: pgRecords(pool),
    deals: pgDealTable(pool),
    online,
    async close() {
      await online.close();
      await pool.end();
    },
  };
}
