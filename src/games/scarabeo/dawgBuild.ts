// Builds the minimal word graph from sorted words (Daciuk et al.'s incremental algorithm), then packs its edges.
// Frozen nodes live in flat number arrays and are deduplicated through an open-addressing hash table over
// their edges (no strings, no per-node objects): 2.8 million words build in a few seconds.
import { encodeWord } from './alphabet.js';
import { type Dawg, EDGE_CHILD_SHIFT, EDGE_END, EDGE_LAST, MAX_EDGES } from './dawg.js';

export type DawgBuildError =
  | { readonly code: 'not-sorted'; readonly word: string; readonly previous: string }
  | { readonly code: 'bad-letter'; readonly word: string }
  | { readonly code: 'too-large' };

/** An edge while building: child node id × 64 + END (32) + letter (1–21); id 0 is the node without edges. */
const CHILD_UNIT = 64;

/**
 * The minimal graph of `words`, which must be uppercase, of the alphabet, sorted and free of duplicates
 * (a duplicate is skipped). Throws nothing: a bad input is returned as an error naming the word.
 */
export function buildDawg(words: Iterable<string>): { ok: true; value: Dawg } | { ok: false; error: DawgBuildError } {
  // Frozen nodes: node id k (from 1) has edges pool[start[k] .. start[k] + length[k]).
  const pool: number[] = [];
  const start: number[] = [0];
  const length: number[] = [0];
  let table = new Int32Array(1 << 16);
  let mask = table.length - 1;
  let registered = 0;

  const hashOf = (edges: readonly number[]): number => {
    let h = 0x811c9dc5;
    for (const e of edges) {
      h = Math.imul(h ^ (e & 0xffff), 0x01000193);
      h = Math.imul(h ^ Math.floor(e / 0x10000), 0x01000193);
    }
    return (h ^ (h >>> 15)) >>> 0;
  };
  const sameAs = (id: number, edges: readonly number[]): boolean => {
    if (length[id] !== edges.length) return false;
    const s = start[id] as number;
    for (let i = 0; i < edges.length; i++) if (pool[s + i] !== edges[i]) return false;
    return true;
  };
  const grow = (): void => {
    const old = table;
    table = new Int32Array(old.length * 2);
    mask = table.length - 1;
    for (const id of old) {
      if (id === 0) continue;
      const s = start[id] as number;
      let slot = hashOf(pool.slice(s, s + (length[id] as number))) & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = id;
    }
  };
  /** The id of the frozen node with exactly these edges, registering it when new. */
  const intern = (edges: readonly number[]): number => {
    if (edges.length === 0) return 0;
    let slot = hashOf(edges) & mask;
    for (;;) {
      const id = table[slot] as number;
      if (id === 0) break;
      if (sameAs(id, edges)) return id;
      slot = (slot + 1) & mask;
    }
    const id = start.length;
    start.push(pool.length);
    length.push(edges.length);
    for (const e of edges) pool.push(e);
    table[slot] = id;
    if (++registered * 2 > table.length) grow();
    return id;
  };

  // The path of the previous word: path[i] holds the edges of the unfrozen node after its first i letters;
  // the child of each node's last edge is path[i + 1], filled in when that node is frozen.
  // The arrays are reused from word to word (`top` is the deepest one in use), to spare the collector.
  const path: number[][] = [[]];
  let top = 0;
  // Freezes path[depth+1..top] bottom-up, replacing each node by an equal frozen one when there is one.
  const minimise = (depth: number): void => {
    for (let i = top; i > depth; i--) {
      const node = path[i] as number[];
      const id = intern(node);
      node.length = 0;
      const parent = path[i - 1] as number[];
      parent[parent.length - 1] = (parent[parent.length - 1] as number) + id * CHILD_UNIT;
    }
    top = depth;
  };

  let previous = '';
  let count = 0;
  for (const word of words) {
    if (word === previous && count > 0) continue;
    if (word < previous) return { ok: false, error: { code: 'not-sorted', word, previous } };
    const codes = encodeWord(word);
    if (!codes || codes.length === 0) return { ok: false, error: { code: 'bad-letter', word } };
    let common = 0;
    while (common < previous.length && common < word.length && previous[common] === word[common]) common++;
    minimise(common);
    for (let i = common; i < codes.length; i++) {
      (path[i] as number[]).push((codes[i] as number) + (i === codes.length - 1 ? EDGE_END : 0));
      if (path.length === i + 1) path.push([]);
    }
    top = codes.length;
    previous = word;
    count++;
  }
  minimise(0);
  const rootEdges = path[0] as number[];
  const root = rootEdges.length === 0 ? 0 : intern(rootEdges);

  // Pack, root first, then the nodes in the reverse of their freezing order (parents before their children).
  const nodes = start.length - 1;
  const position = new Float64Array(nodes + 1);
  let size = 1; // index 0: the sentinel
  for (let id = nodes; id >= 1; id--) {
    position[id] = size;
    size += length[id] as number;
  }
  if (size > MAX_EDGES) return { ok: false, error: { code: 'too-large' } };
  const edges = new Uint32Array(Math.max(size, 2));
  for (let id = nodes; id >= 1; id--) {
    const at = position[id] as number;
    const s = start[id] as number;
    const n = length[id] as number;
    for (let k = 0; k < n; k++) {
      const e = pool[s + k] as number;
      const child = Math.floor(e / CHILD_UNIT);
      edges[at + k] =
        (e % CHILD_UNIT) |
        (k === n - 1 ? EDGE_LAST : 0) |
        (((child === 0 ? 0 : (position[child] as number)) << EDGE_CHILD_SHIFT) >>> 0);
    }
  }
  return { ok: true, value: { edges, root: root === 0 ? 0 : (position[root] as number), words: count } };
}
