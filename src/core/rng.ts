// Seeded pseudo-random numbers: the same seed string gives the same numbers in Node and in every browser.
//
// Algorithm: the seed string's UTF-16 code units are hashed to 128 bits with cyrb128 (bryc, public domain),
// which seed sfc32, Chris Doty-Humphrey's Small Fast Counter generator (passes PractRand; period ≥ 2^32).
// Everything is 32-bit integer arithmetic (Math.imul, >>>), so results are exact on every JavaScript engine.

export interface Rng {
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniform integer in [0, n), without modulo bias; n must be in [1, 2^32]. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 32 bits of precision. */
  float(): number;
  /** An independent generator with the current state, for search code that must not disturb this one. */
  clone(): Rng;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Up to this n, `int` computes in small integers (below). */
const SMALL_N = 32768;

function sfc32(a: number, b: number, c: number, d: number): Rng {
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    nextUint32,
    int(n: number): number {
      // Rejection sampling: drop the top partial bucket so every residue is equally likely.
      if (n <= SMALL_N) {
        // The same numbers in small integers (a remainder of a number above 2^31 is a floating-point one, a
        // call in V8, and shuffles and playouts draw often): 2^32 mod n = (2^16 mod n)² mod n, and
        // x mod n = ((x >>> 16) mod n · 2^16 + x mod 2^16) mod n, every term below 2^31.
        const r = 65536 % n;
        const limit = 4294967296 - ((r * r) % n);
        let x = nextUint32();
        while (x >= limit) x = nextUint32();
        return ((((x >>> 16) % n) << 16) | (x & 0xffff)) % n;
      }
      const limit = 4294967296 - (4294967296 % n);
      let x = nextUint32();
      while (x >= limit) x = nextUint32();
      return x % n;
    },
    float: () => nextUint32() / 4294967296,
    clone: () => sfc32(a, b, c, d),
  };
}

/** A generator seeded from any string (a game id's seed, a test name, …). */
export function createRng(seed: string): Rng {
  const [a, b, c, d] = cyrb128(seed);
  const rng = sfc32(a, b, c, d);
  // Discard the first outputs: sfc32's first few values are poorly mixed.
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** Shuffles `items` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}
