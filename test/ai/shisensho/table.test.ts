// The table of failed positions, alone and shared: a shared table answers every lookup as a table of one
// thread's own does (it is the same table, in memory other threads may use), and two views of one memory see
// each other's entries.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_ENTRIES, sharedTable, solve } from '../../../src/ai/shisensho/solve.js';
import { FailureTable } from '../../../src/ai/shisensho/table.js';
import { createRng } from '../../../src/core/rng.js';
import { dealRandom } from '../../../src/games/shisensho/index.js';

const WORDS = 5;
const FWORDS = 7;

function bits(rng: ReturnType<typeof createRng>, words: number, density: number): Uint32Array {
  const out = new Uint32Array(words);
  for (let k = 0; k < words * 32; k++) if (rng.int(100) < density) out[k >> 5] |= 1 << (k & 31);
  return out;
}

function hashOf(key: Uint32Array): number {
  let h = 0;
  for (let k = 0; k < key.length; k++) h = (Math.imul(h ^ key[k], 0x01000193) + k) | 0;
  return h;
}

describe('FailureTable', () => {
  it('a shared table answers as a table of its own, over random stores and lookups', () => {
    const rng = createRng('table');
    const entries = 512;
    const own = new FailureTable(WORDS, FWORDS, entries);
    const shared = new FailureTable(WORDS, FWORDS, entries, FailureTable.sharedMemory(WORDS, FWORDS, entries));
    // Few keys, so that most lookups find their key and turn on the forbidden pairs.
    const keys = Array.from({ length: 300 }, () => bits(rng, WORDS, 50));
    // Forbidden pairs from a chain of growing sets and a few others, so that some contain others and some not.
    const pool: Uint32Array[] = [new Uint32Array(FWORDS)];
    for (let i = 1; i < 6; i++) pool.push(pool[i - 1].map((w, k) => w | bits(rng, FWORDS, 2)[k]));
    for (let i = 0; i < 4; i++) pool.push(bits(rng, FWORDS, 3));
    let hits = 0;
    let misses = 0;
    for (let step = 0; step < 20_000; step++) {
      const key = keys[rng.int(keys.length)];
      const forbid = pool[rng.int(pool.length)];
      if (rng.int(3) === 0) {
        own.store(key, hashOf(key), forbid);
        shared.store(key, hashOf(key), forbid);
      } else {
        const answer = own.failed(key, hashOf(key), forbid);
        expect(shared.failed(key, hashOf(key), forbid)).toBe(answer);
        if (answer) hits++;
        else misses++;
      }
    }
    expect(hits).toBeGreaterThan(1000);
    expect(misses).toBeGreaterThan(1000);
  });

  it('two views of one shared memory see each other, under a superset of the forbidden pairs only', () => {
    const memory = FailureTable.sharedMemory(WORDS, FWORDS, 64);
    const a = new FailureTable(WORDS, FWORDS, 64, memory);
    const b = new FailureTable(WORDS, FWORDS, 64, memory);
    const key = Uint32Array.from([1, 2, 3, 4, 5]);
    const other = Uint32Array.from([1, 2, 3, 4, 6]);
    const none = new Uint32Array(FWORDS);
    const pairs = new Uint32Array(FWORDS);
    pairs[0] = 0b101;
    const more = pairs.slice();
    more[3] = 1;
    a.store(key, hashOf(key), pairs);
    expect(b.failed(key, hashOf(key), pairs)).toBe(true);
    expect(b.failed(key, hashOf(key), more)).toBe(true);
    expect(b.failed(key, hashOf(key), none)).toBe(false);
    expect(b.failed(other, hashOf(other), more)).toBe(false);
    // A weaker condition replaces the entry; a stronger one does not.
    b.store(key, hashOf(key), none);
    expect(a.failed(key, hashOf(key), none)).toBe(true);
    a.store(key, hashOf(key), more);
    expect(b.failed(key, hashOf(key), none)).toBe(true);
  });

  it('a shared table stores at most its entries and half its slots, and refuses memory of another board', () => {
    const memory = FailureTable.sharedMemory(WORDS, FWORDS, 8);
    const none = new Uint32Array(FWORDS);
    const rng = createRng('full');
    const keys = Array.from({ length: 600 }, () => bits(rng, WORDS, 50));
    const stored = (table: FailureTable) => keys.filter((key) => table.failed(key, hashOf(key), none)).length;
    const small = new FailureTable(WORDS, FWORDS, 8, memory);
    for (const key of keys.slice(0, 20)) small.store(key, hashOf(key), none);
    expect(stored(small)).toBe(8);
    // The memory has 1,024 slots (the least): asked for more entries, a table on it still stores 512 at most.
    const big = new FailureTable(WORDS, FWORDS, 4096, FailureTable.sharedMemory(WORDS, FWORDS, 8));
    for (const key of keys) big.store(key, hashOf(key), none);
    expect(stored(big)).toBe(512);
    expect(() => new FailureTable(WORDS + 1, FWORDS, 8, memory)).toThrow();
    // A big board's memory is bounded: 32×24 with 42 kinds (768 tiles, 6,426 pairs) asks for 2^18 entries.
    const huge = FailureTable.sharedMemory(24, 201, 1 << 18);
    expect(huge.keys.byteLength + huge.vals.byteLength + huge.used.byteLength).toBeLessThanOrEqual(64 << 20);
  });

  it("an 18×8 board's shared table holds the default entries (2^19) within the bound", () => {
    // The hardest gravity proofs need more than 2^18 entries within their second (docs/shisensho.md); a
    // shared table is capped by its memory, so the default must fit there, not only in a table of one thread.
    const params = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false };
    const board = dealRandom(params, createRng('solve-898'));
    const memory = sharedTable(board);
    const bytes = memory.keys.byteLength + memory.vals.byteLength + memory.hashes.byteLength + memory.used.byteLength;
    expect(bytes).toBeLessThanOrEqual(64 << 20);
    expect(DEFAULT_TABLE_ENTRIES).toBe(1 << 19);
    // Every entry fits: 2^19 distinct positions stored, all found again.
    const table = new FailureTable(WORDS, FWORDS, DEFAULT_TABLE_ENTRIES, memory);
    const none = new Uint32Array(FWORDS);
    const key = new Uint32Array(WORDS);
    const keyOf = (i: number) => {
      key[0] = i;
      key[1] = Math.imul(i, 0x9e3779b1);
      return key;
    };
    for (let i = 0; i < DEFAULT_TABLE_ENTRIES; i++) table.store(keyOf(i), hashOf(keyOf(i)), none);
    let found = 0;
    for (let i = 0; i < DEFAULT_TABLE_ENTRIES; i++) if (table.failed(keyOf(i), hashOf(keyOf(i)), none)) found++;
    expect(found).toBe(DEFAULT_TABLE_ENTRIES);
  });
  it('reuses memory for a later board emptied, so a new table on it finds nothing of the last', () => {
    const params = { width: 18, height: 8, kinds: 36, gravity: false, winnable: false } as const;
    const memory = sharedTable(dealRandom(params, createRng('reuse-1')));
    const none = new Uint32Array(FWORDS);
    const root = new Uint32Array(WORDS);
    new FailureTable(WORDS, FWORDS, DEFAULT_TABLE_ENTRIES, memory).store(root, hashOf(root), none);
    // The same memory, not emptied, still says the position failed: the check below can fail.
    expect(new FailureTable(WORDS, FWORDS, DEFAULT_TABLE_ENTRIES, memory).failed(root, hashOf(root), none)).toBe(true);
    const again = sharedTable(dealRandom(params, createRng('reuse-2')), undefined, memory);
    expect(again).toBe(memory);
    expect(new FailureTable(WORDS, FWORDS, DEFAULT_TABLE_ENTRIES, again).failed(root, hashOf(root), none)).toBe(false);
    expect(new Int32Array(again.count)[0]).toBe(0);
    // A board with fewer tiles and pairs fits in it too.
    const small = dealRandom(
      { width: 12, height: 6, kinds: 12, gravity: false, winnable: false },
      createRng('reuse-3'),
    );
    expect(sharedTable(small, undefined, memory)).toBe(memory);
    // Memory too small for the board (made for fewer tiles and pairs) is not reused: new memory is made.
    const tiny = sharedTable(small);
    expect(sharedTable(dealRandom(params, createRng('reuse-4')), undefined, tiny)).not.toBe(tiny);
    // Nor memory whose slots another table size asks for.
    expect(sharedTable(small, 1 << 12, memory)).not.toBe(memory);
  });

  it('a search on reused memory answers as on new memory, node for node', () => {
    // Each board is solved twice on the one memory: were it not emptied, the second search would find the
    // first's failures and search fewer nodes.
    // Deals whose searches backtrack (180, 112 and 3,983 nodes), so that they store failures.
    const params = { width: 14, height: 8, kinds: 28, gravity: true, winnable: false } as const;
    let memory = sharedTable(dealRandom(params, createRng('reuse-0')));
    for (const k of [0, 4, 5]) {
      const board = dealRandom(params, createRng(`reuse-${k}`));
      const fresh = solve(board, { gravity: true, sharedTable: sharedTable(board) });
      for (let run = 0; run < 2; run++) {
        const reused = sharedTable(board, undefined, memory);
        expect(reused).toBe(memory);
        const result = solve(board, { gravity: true, sharedTable: reused });
        expect(result.solvable).toBe(fresh.solvable);
        expect(result.nodes).toBe(fresh.nodes);
        memory = reused;
      }
    }
  });
});
