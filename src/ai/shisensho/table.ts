// The solver's table of failed positions: each key is the exact bitset of removed tiles (never a hash, so a hit
// is never a false one), each value the forbidden pairs under which that position failed.
//
// The set of removed tiles identifies a position, with gravity too (each column is its remaining tiles, fallen
// to the bottom in their order). A failure under some forbidden pairs holds under any superset of them, so a
// lookup answers "failed" only when the stored pairs are all forbidden now. Open addressing on the position's
// Zobrist hash, which only picks slots. Memory is bounded: at most `maxEntries` positions (the table starts
// at 16,384 slots and doubles while over half full, up to twice that); when full, nothing more is stored.

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

  constructor(
    private readonly words: number,
    private readonly fwords: number,
    private readonly maxEntries: number,
  ) {
    let maxSlots = 1024;
    while (maxSlots < maxEntries * 2) maxSlots *= 2;
    this.maxSlots = maxSlots;
    const cap = Math.min(maxSlots, 16384);
    this.mask = cap - 1;
    this.keys = new Uint32Array(cap * words);
    this.vals = new Uint32Array(cap * fwords);
    this.hashes = new Int32Array(cap);
    this.used = new Uint8Array(cap);
  }

  /** The position `removed` (hash `hash`) failed before under forbidden pairs all of which `forbid` has. */
  failed(removed: Uint32Array, hash: number, forbid: Uint32Array): boolean {
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
