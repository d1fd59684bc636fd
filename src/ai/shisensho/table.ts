// The solver's table of failed positions: each key is the exact bitset of removed tiles (never a hash, so a hit
// is never a false one), each value the forbidden pairs under which that position failed.
//
// The set of removed tiles identifies a position, with gravity too (each column is its remaining tiles, fallen
// to the bottom in their order). A failure under some forbidden pairs holds under any superset of them, so a
// lookup answers "failed" only when the stored pairs are all forbidden now. Open addressing on the position's
// Zobrist hash, which only picks slots. Memory is bounded: at most `maxEntries` positions (the table starts
// at 16,384 slots and doubles while over half full, up to twice that); when full, nothing more is stored.
//
// A failure is a fact about the position, whichever search found it, so two searches of one board on two
// threads may share a table (`SharedTableMemory`): then it has all its slots from the start, and a slot is
// claimed (0 to WRITING, compare-and-exchange) before it is written and published (to 1) after, so a reader
// sees only whole keys. A reader may see an entry's forbidden pairs half replaced by a subset of them (a
// weaker condition, written word by word); it then reads a set between the two, under which the position
// fails too (it fails under the subset). Two writers never write one slot at once.

/** A slot being written by a thread sharing the table. */
const WRITING = 2;
/** The most memory a shared table takes (it has all its slots from the start). */
const SHARED_BYTES = 64 << 20;

/** The memory of a table shared between threads: pass it to another thread and build a table on it there. */
export interface SharedTableMemory {
  readonly keys: SharedArrayBuffer;
  readonly vals: SharedArrayBuffer;
  readonly hashes: SharedArrayBuffer;
  readonly used: SharedArrayBuffer;
  /** One Int32: the entries stored. */
  readonly count: SharedArrayBuffer;
}

export class FailureTable {
  private mask: number;
  private readonly maxSlots: number;
  /** `words` 32-bit words of removed-tile bits per slot. */
  private keys: Uint32Array;
  /** `fwords` 32-bit words of forbidden-pair bits per slot. */
  private vals: Uint32Array;
  /** Each slot's hash, so the table can grow without recomputing it. */
  private hashes: Int32Array;
  private used: Uint8Array;
  private count = 0;
  /** With a shared table, the entries stored by every thread (else unused). */
  private readonly sharedCount: Int32Array | undefined;

  /** At most this many entries (with shared memory, also at most half its slots). */
  private readonly maxEntries: number;

  /**
   * With `shared`, the table lives in that memory (see `sharedMemory`), which other threads may use too; it
   * then stores at most half the memory's slots, whatever `maxEntries` says.
   */
  constructor(
    private readonly words: number,
    private readonly fwords: number,
    maxEntries: number,
    shared?: SharedTableMemory,
  ) {
    let maxSlots = 1024;
    while (maxSlots < maxEntries * 2) maxSlots *= 2;
    this.maxSlots = maxSlots;
    this.maxEntries = maxEntries;
    if (shared !== undefined) {
      this.keys = new Uint32Array(shared.keys);
      this.vals = new Uint32Array(shared.vals);
      this.hashes = new Int32Array(shared.hashes);
      this.used = new Uint8Array(shared.used);
      this.sharedCount = new Int32Array(shared.count);
      const slots = this.used.length;
      // Memory made for a board with more tiles or pairs has room for this one's keys and values (`reuse`).
      if (
        (slots & (slots - 1)) !== 0 ||
        this.keys.length < slots * words ||
        this.vals.length < slots * fwords ||
        this.hashes.length !== slots
      )
        throw new Error('shared table memory made for another board');
      this.mask = slots - 1;
      this.maxEntries = Math.min(maxEntries, slots / 2);
      return;
    }
    this.sharedCount = undefined;
    const cap = Math.min(maxSlots, 16384);
    this.mask = cap - 1;
    this.keys = new Uint32Array(cap * words);
    this.vals = new Uint32Array(cap * fwords);
    this.hashes = new Int32Array(cap);
    this.used = new Uint8Array(cap);
  }

  /**
   * Memory for a table that threads share, with all its slots: `maxEntries` × 2 rounded up to a power of 2, but
   * no more than SHARED_BYTES in all (a big board's keys are long), and at least 1,024.
   */
  static sharedMemory(words: number, fwords: number, maxEntries: number): SharedTableMemory {
    const slots = FailureTable.sharedSlots(words, fwords, maxEntries);
    return {
      keys: new SharedArrayBuffer(slots * words * 4),
      vals: new SharedArrayBuffer(slots * fwords * 4),
      hashes: new SharedArrayBuffer(slots * 4),
      used: new SharedArrayBuffer(slots),
      count: new SharedArrayBuffer(4),
    };
  }

  /** The slots of `sharedMemory`'s tables. */
  private static sharedSlots(words: number, fwords: number, maxEntries: number): number {
    let slots = 1024;
    while (slots < maxEntries * 2 && slots * 2 * (4 * (words + fwords) + 5) <= SHARED_BYTES) slots *= 2;
    return slots;
  }

  /**
   * `memory` emptied, to hold a new shared table of `words` and `fwords` words a slot, when it has the slots
   * `sharedMemory` would give that table and room for its keys and values (memory made for the same board, or
   * one with more tiles or pairs); else undefined. Emptying is clearing the slots' states and the count, so the
   * table on it is a new one. Only memory that no thread uses any more may be reused: a search still writing to
   * it would leave another board's failures there.
   */
  static reuse(
    memory: SharedTableMemory,
    words: number,
    fwords: number,
    maxEntries: number,
  ): SharedTableMemory | undefined {
    const slots = FailureTable.sharedSlots(words, fwords, maxEntries);
    if (
      memory.used.byteLength !== slots ||
      memory.hashes.byteLength !== slots * 4 ||
      memory.keys.byteLength < slots * words * 4 ||
      memory.vals.byteLength < slots * fwords * 4
    )
      return undefined;
    new Uint8Array(memory.used).fill(0);
    new Int32Array(memory.count)[0] = 0;
    return memory;
  }

  /** The position `removed` (hash `hash`) failed before under forbidden pairs all of which `forbid` has. */
  failed(removed: Uint32Array, hash: number, forbid: Uint32Array): boolean {
    if (this.sharedCount !== undefined) return this.failedShared(removed, hash, forbid);
    const slot = this.slotOf(removed, hash);
    if (this.used[slot] === 0) return false;
    const fw = this.fwords;
    for (let k = 0; k < fw; k++) if ((this.vals[slot * fw + k] & ~forbid[k]) !== 0) return false;
    return true;
  }

  /**
   * Records that the position fails under the forbidden pairs `forbid` (those between live tiles, so the entry
   * applies as widely as it can). An entry already there is replaced only by a weaker condition (a subset).
   */
  store(removed: Uint32Array, hash: number, forbid: Uint32Array): void {
    if (this.sharedCount !== undefined) {
      this.storeShared(removed, hash, forbid);
      return;
    }
    if (this.count * 2 >= this.used.length && this.used.length < this.maxSlots) this.grow();
    const slot = this.slotOf(removed, hash);
    const fw = this.fwords;
    const at = slot * fw;
    if (this.used[slot] === 1) {
      for (let k = 0; k < fw; k++) if ((forbid[k] & ~this.vals[at + k]) !== 0) return;
    } else {
      if (this.count >= this.maxEntries) return;
      this.used[slot] = 1;
      this.keys.set(removed, slot * this.words);
      this.hashes[slot] = hash;
      this.count++;
    }
    this.vals.set(forbid.subarray(0, fw), at);
  }

  /** `failed` on a shared table: slots being written are passed over (a miss is always safe). */
  private failedShared(removed: Uint32Array, hash: number, forbid: Uint32Array): boolean {
    const w = this.words;
    const fw = this.fwords;
    let slot = (Math.imul(hash, 0x9e3779b1) >>> 7) & this.mask;
    for (;;) {
      const state = Atomics.load(this.used, slot);
      if (state === 0) return false;
      if (state === 1) {
        let same = true;
        for (let k = 0; k < w && same; k++) same = this.keys[slot * w + k] === removed[k];
        if (same) {
          for (let k = 0; k < fw; k++) if ((this.vals[slot * fw + k] & ~forbid[k]) !== 0) return false;
          return true;
        }
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * `store` on a shared table: an empty slot is claimed before it is written, an entry's slot before it is
   * weakened; a slot another thread is writing is passed over (the entry may then be stored twice, or not at
   * all when that was its own slot: either is safe).
   */
  private storeShared(removed: Uint32Array, hash: number, forbid: Uint32Array): void {
    const w = this.words;
    const fw = this.fwords;
    const count = this.sharedCount as Int32Array;
    let slot = (Math.imul(hash, 0x9e3779b1) >>> 7) & this.mask;
    for (;;) {
      const state = Atomics.load(this.used, slot);
      if (state === 0) {
        if (Atomics.load(count, 0) >= this.maxEntries) return;
        if (Atomics.compareExchange(this.used, slot, 0, WRITING) !== 0) continue;
        Atomics.add(count, 0, 1);
        this.keys.set(removed, slot * w);
        this.hashes[slot] = hash;
        this.vals.set(forbid.subarray(0, fw), slot * fw);
        Atomics.store(this.used, slot, 1);
        return;
      }
      if (state === 1) {
        let same = true;
        for (let k = 0; k < w && same; k++) same = this.keys[slot * w + k] === removed[k];
        if (same) {
          const at = slot * fw;
          for (let k = 0; k < fw; k++) if ((forbid[k] & ~this.vals[at + k]) !== 0) return;
          if (Atomics.compareExchange(this.used, slot, 1, WRITING) !== 1) return;
          this.vals.set(forbid.subarray(0, fw), at);
          Atomics.store(this.used, slot, 1);
          return;
        }
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** The slot holding `removed`, or the empty slot where it would go. */
  private slotOf(removed: Uint32Array, hash: number): number {
    let slot = (Math.imul(hash, 0x9e3779b1) >>> 7) & this.mask;
    const w = this.words;
    for (;;) {
      if (this.used[slot] === 0) return slot;
      let same = true;
      for (let k = 0; k < w && same; k++) same = this.keys[slot * w + k] === removed[k];
      if (same) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Doubles the table, placing every entry again by its hash. */
  private grow(): void {
    const w = this.words;
    const fw = this.fwords;
    const { keys, vals, hashes, used } = this;
    const cap = used.length * 2;
    this.mask = cap - 1;
    this.keys = new Uint32Array(cap * w);
    this.vals = new Uint32Array(cap * fw);
    this.hashes = new Int32Array(cap);
    this.used = new Uint8Array(cap);
    for (let old = 0; old < used.length; old++) {
      if (used[old] === 0) continue;
      let slot = (Math.imul(hashes[old], 0x9e3779b1) >>> 7) & this.mask;
      while (this.used[slot] !== 0) slot = (slot + 1) & this.mask;
      this.used[slot] = 1;
      this.hashes[slot] = hashes[old];
      this.keys.set(keys.subarray(old * w, (old + 1) * w), slot * w);
      this.vals.set(vals.subarray(old * fw, (old + 1) * fw), slot * fw);
    }
  }
}
