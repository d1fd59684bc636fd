// The lexicon's word graph (a DAWG): its compact edge-array format, look-ups, and the binary file form.
import { err, ok, type Result } from '../../core/result.js';
import { LETTERS, letterCode } from './alphabet.js';
import { foldWord } from './lexicon/filter.js';

/**
 * The graph is one Uint32Array of edges. A node is the index of its first edge; its edges follow in letter
 * order and the last one has LAST set. Each edge packs:
 *   bits 0–4  the letter code (1–21)
 *   bit 5     END: the letters on the path to and through this edge spell a word
 *   bit 6     LAST: the node's last edge
 *   bits 7–31 the child node (the index of its first edge), 0 when no edge leaves it
 * Index 0 holds a zero sentinel, so no node starts there and 0 can mean "no child".
 */
export interface Dawg {
  readonly edges: Uint32Array;
  /** The node of the empty prefix. */
  readonly root: number;
  /** How many words the graph spells. */
  readonly words: number;
}

export const EDGE_LETTER = 31;
export const EDGE_END = 32;
export const EDGE_LAST = 64;
export const EDGE_CHILD_SHIFT = 7;
/** 2^25 edges: far above the full lexicon's needs. */
export const MAX_EDGES = 1 << 25;

/** The index of the edge leaving `node` with `letter`, or -1. */
export function findEdge(edges: Uint32Array, node: number, letter: number): number {
  if (node === 0) return -1;
  for (let i = node; ; i++) {
    const e = edges[i] as number;
    const l = e & EDGE_LETTER;
    if (l === letter) return i;
    if (l > letter || (e & EDGE_LAST) !== 0) return -1;
  }
}

/** The child of an edge (0 when none). */
export function edgeChild(edge: number): number {
  return edge >>> EDGE_CHILD_SHIFT;
}

/** Whether an uppercase word of the alphabet is in the graph. */
export function hasWord(dawg: Dawg, word: string): boolean {
  let node = dawg.root;
  let end = false;
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const letter = letterCode(word.charAt(i));
    if (letter < 0) return false;
    const e = findEdge(dawg.edges, node, letter);
    if (e < 0) return false;
    const edge = dawg.edges[e] as number;
    end = (edge & EDGE_END) !== 0;
    node = edgeChild(edge);
  }
  return end;
}

/** The answer to "is this a word": the folded word, whether the lexicon has it, and its first non-letter. */
export interface WordCheck {
  readonly word: string;
  readonly valid: boolean;
  /** The first character that is not a letter of the set, if any. */
  readonly bad?: string;
}

/** Whether a word as a player typed it (any case, accents folded) is in the lexicon (words of one letter never are: plays are 2+ long). */
export function checkWord(dawg: Dawg, typed: string): WordCheck {
  const word = foldWord(typed);
  const bad = [...word].find((ch) => letterCode(ch) < 0);
  const valid = bad === undefined && word.length >= 2 && hasWord(dawg, word);
  return bad === undefined ? { word, valid } : { word, valid, bad };
}

/** Same as hasWord for a word already encoded as letter codes. */
export function hasCodes(dawg: Dawg, codes: ArrayLike<number>, from = 0, to = codes.length): boolean {
  let node = dawg.root;
  let end = false;
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const e = findEdge(dawg.edges, node, codes[i] as number);
    if (e < 0) return false;
    const edge = dawg.edges[e] as number;
    end = (edge & EDGE_END) !== 0;
    node = edgeChild(edge);
  }
  return end;
}

/** Every word of the graph in alphabetical order (for tests and small graphs; the full lexicon is millions). */
export function* allWords(dawg: Dawg): Generator<string> {
  const letters: number[] = [];
  function* walk(node: number): Generator<string> {
    if (node === 0) return;
    for (let i = node; ; i++) {
      const e = dawg.edges[i] as number;
      letters.push(e & EDGE_LETTER);
      if ((e & EDGE_END) !== 0) yield letters.map(letterChar).join('');
      yield* walk(edgeChild(e));
      letters.pop();
      if ((e & EDGE_LAST) !== 0) return;
    }
  }
  yield* walk(dawg.root);
}

function letterChar(code: number): string {
  return LETTERS.charAt(code - 1);
}

// ---- Binary form: a 20-byte header, then the edges as little-endian 32-bit words. ----

const MAGIC = 0x4757444c; // "LDWG" read little-endian
const FORMAT_VERSION = 1;
const HEADER_WORDS = 5;

export type DawgFileError =
  | { readonly code: 'too-short'; readonly bytes: number }
  | { readonly code: 'bad-magic' }
  | { readonly code: 'bad-version'; readonly version: number }
  | { readonly code: 'bad-size'; readonly expected: number; readonly bytes: number }
  /** The header is right but edge `edge` points outside the graph or leaves a node open, so a walk could run off. */
  | { readonly code: 'bad-edge'; readonly edge: number };

export function encodeDawg(dawg: Dawg): Uint8Array {
  const out = new Uint8Array((HEADER_WORDS + dawg.edges.length) * 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT_VERSION, true);
  view.setUint32(8, dawg.root, true);
  view.setUint32(12, dawg.edges.length, true);
  view.setUint32(16, dawg.words, true);
  for (let i = 0; i < dawg.edges.length; i++) view.setUint32((HEADER_WORDS + i) * 4, dawg.edges[i] as number, true);
  return out;
}

/** Reads a graph from its binary form; on a little-endian host the edges are a view, not a copy. */
export function decodeDawg(bytes: Uint8Array): Result<Dawg, DawgFileError> {
  if (bytes.byteLength < HEADER_WORDS * 4) return err({ code: 'too-short', bytes: bytes.byteLength });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return err({ code: 'bad-magic' });
  const version = view.getUint32(4, true);
  if (version !== FORMAT_VERSION) return err({ code: 'bad-version', version });
  const root = view.getUint32(8, true);
  const count = view.getUint32(12, true);
  const words = view.getUint32(16, true);
  const expected = (HEADER_WORDS + count) * 4;
  if (bytes.byteLength !== expected) return err({ code: 'bad-size', expected, bytes: bytes.byteLength });
  const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const offset = bytes.byteOffset + HEADER_WORDS * 4;
  let edges: Uint32Array;
  if (littleEndian && offset % 4 === 0) edges = new Uint32Array(bytes.buffer, offset, count);
  else {
    edges = new Uint32Array(count);
    for (let i = 0; i < count; i++) edges[i] = view.getUint32((HEADER_WORDS + i) * 4, true);
  }
  const dawg = { edges, root, words };
  const bad = firstBadEdge(dawg);
  return bad < 0 ? ok(dawg) : err({ code: 'bad-edge', edge: bad });
}

/**
 * The index of an edge that would let a walk run off the array — a child or the root outside the graph, or a
 * last edge that does not close its node — or -1. A damaged or hostile file then fails to load instead of
 * hanging a look-up. One pass, under a millisecond for the full lexicon.
 */
export function firstBadEdge(dawg: Dawg): number {
  const { edges, root } = dawg;
  const n = edges.length;
  if (root === 0) return dawg.words === 0 ? -1 : 0; // the empty graph: nothing can be walked
  if (root >= n) return 0;
  if (((edges[n - 1] as number) & EDGE_LAST) === 0) return n - 1;
  for (let i = 1; i < n; i++) if (edgeChild(edges[i] as number) >= n) return i;
  return -1;
}
