// A fast private generator for playouts, seeded from the caller's Rng so a search is reproducible.
import type { Rng } from '../../core/rng.js';

/**
 * sfc32 again (as core/rng.ts), but as a class with plain fields: the playout loop calls it millions of
 * times, and `below` trades the core Rng's exact rejection sampling for one multiplication (a bias of
 * n/2^32, irrelevant to a search).
 */
export class FastRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Rng) {
    this.a = seed.nextUint32() | 0;
    this.b = seed.nextUint32() | 0;
    this.c = seed.nextUint32() | 0;
    this.d = seed.nextUint32() | 0;
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, n) for n ≥ 1. */
  below(n: number): number {
    return Math.floor((this.next() * n) / 4294967296);
  }
}
