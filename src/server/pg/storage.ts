// Everything on PostgreSQL (DATABASE_URL): one pool, migrated on open, shared by the records and the ranked deals.
import type { Storage } from '../storage.js';
import { openPool } from './connect.js';
import { pgDealTable } from './deals.js';
import { pgRecords } from './records.js';

export async function openPgStorage(url: string): Promise<Storage> {
  const pool = await openPool(url, (e) => process.stderr.write(`ludoteca: PostgreSQL connection lost: ${e.message}\n`));
  return {
    records: pgRecords(pool),
    deals: pgDealTable(pool),
    close: () => pool.end(),
  };
}
