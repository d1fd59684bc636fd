// The solver's restarts: round budgets on the Luby schedule and the candidate order of each round.
//
// Random deals have a heavy tail: a deal one candidate order needs 100,000 nodes for is often decided by
// another in a few hundred. So the search runs in rounds of 1, 1, 2, 1, 1, 2, 4, 1, … units of nodes (the
// Luby sequence, optimal within a constant factor when nothing is known of the run-time distribution), each
// round with the next of four orders and, after the first round, random tie-breaks. The table of failed
// positions is kept across rounds, so a round repeats no finished subtree.

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, … (i from 1): round i's budget, in units. */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if (i === (1 << k) - 1) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}

/**
 * The sort key of a candidate pair in round `round`, lower first: `rows` is the sum of the two tiles' rows
 * (counted from the top), `moves` whether removing the pair moves no other tile (always true without
 * gravity), `count` how many joined pairs the pair's kind has. The undecided boards of one order are mostly
 * easy for another.
 */
export function orderKey(round: number, rows: number, movesNothing: boolean, count: number): number {
  switch (round & 3) {
    case 0:
      // The highest pairs first.
      return rows;
    case 1:
      // Pairs that move nothing, then kinds with fewer joined pairs, then the lowest.
      return (movesNothing ? 0 : 4096) + count * 64 - rows;
    case 2:
      // Kinds with fewer joined pairs, then the highest.
      return count * 64 + rows;
    default:
      // Pairs that move nothing, then kinds with fewer joined pairs.
      return (movesNothing ? 0 : 4096) + count;
  }
}

/**
 * How the rounds after the first order their candidates: 'ties' keeps each round's order and breaks its ties
 * at random; 'shuffled' lets random noise outweigh the order's finer keys (the kind counts and rows), so only
 * its coarse preference (pairs that move nothing first) remains. On gravity deals the shuffled rounds decide
 * the heavy tail sooner (of 1,000 random 18×8 deals, 19 instead of 25 left undecided at 80,000 nodes).
 */
export type RestartOrder = 'ties' | 'shuffled';

/** Random tie-breaks: a xorshift32 generator seeded by the round (the search stays deterministic). */
export class TieBreaks {
  private x = 0;
  private first = true;

  constructor(private readonly order: RestartOrder) {}

  /**
   * Starts round `round`: no jitter in the first round (`first`), so its order is exactly `orderKey`'s and a
   * repeat of it walks the same tree.
   */
  startRound(round: number, first = round === 0): void {
    this.x = (0x2545f491 + round * 0x9e3779b9) | 1;
    this.first = first;
  }

  /** The sort key of a candidate whose order key is `key`: jitter 0–63 below or (shuffled) across its steps. */
  key(key: number): number {
    let x = this.x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.x = x;
    if (this.first) return key * 64;
    return (this.order === 'ties' ? key * 64 : key) + ((x >>> 0) & 63);
  }
}
