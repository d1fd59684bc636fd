// A smaller byte form of the word graph for the browser's download (about 30% smaller gzipped than the plain
// edge array): one byte per edge and child links mostly implicit; decodes in milliseconds into a Dawg.
import { err, ok, type Result } from '../../../core/result.js';
import { type Dawg, EDGE_END, EDGE_LAST, EDGE_LETTER } from '../dawg.js';

/**
 * Nodes are numbered in breadth-first order from the root (0) and laid out in that order, so a node's position
 * follows from the edge counts. Each edge is one byte: ((kind × 4 + END × 2 + LAST) × 21) + letter − 1, where
 * kind 0 = no child, 1 = the child is the next node not yet numbered, 2 = a node numbered before, named by a
 * varint after all the edge bytes: (nodes numbered so far − its number).
 * Header: 24 bytes, little-endian u32s: magic "LDWC", version, words, nodes, edges, varint bytes.
 */
const MAGIC = 0x4357444c;
const VERSION = 1;
const HEADER = 24;

export type CompactDawgError =
  | { readonly code: 'too-short'; readonly bytes: number }
  | { readonly code: 'bad-magic' }
  | { readonly code: 'bad-version'; readonly version: number }
  | { readonly code: 'bad-size'; readonly expected: number; readonly bytes: number }
  /** The edge (counted from 0) is not a valid byte or links to a node that does not exist. */
  | { readonly code: 'bad-edge'; readonly edge: number };

export function encodeCompactDawg(dawg: Dawg): Uint8Array {
  const { edges, root } = dawg;
  const number = new Map<number, number>();
  const queue: number[] = [];
  if (root !== 0) {
    number.set(root, 0);
    queue.push(root);
  }
  const edgeBytes: number[] = [];
  const refs: number[] = [];
  for (let q = 0; q < queue.length; q++) {
    for (let i = queue[q] as number; ; i++) {
      const e = edges[i] as number;
      const child = e >>> 7;
      let kind = 0;
      if (child !== 0) {
        const known = number.get(child);
        if (known === undefined) {
          kind = 1;
          number.set(child, number.size);
          queue.push(child);
        } else {
          kind = 2;
          for (let v = number.size - known; ; v = Math.floor(v / 128)) {
            if (v < 128) {
              refs.push(v);
              break;
            }
            refs.push((v & 127) | 128);
          }
        }
      }
      const flags = kind * 4 + ((e & EDGE_END) !== 0 ? 2 : 0) + ((e & EDGE_LAST) !== 0 ? 1 : 0);
      edgeBytes.push(flags * 21 + (e & EDGE_LETTER) - 1);
      if ((e & EDGE_LAST) !== 0) break;
    }
  }
  const out = new Uint8Array(HEADER + edgeBytes.length + refs.length);
  const view = new DataView(out.buffer);
  const header = [MAGIC, VERSION, dawg.words, queue.length, edgeBytes.length, refs.length];
  for (let i = 0; i < header.length; i++) view.setUint32(i * 4, header[i] as number, true);
  out.set(edgeBytes, HEADER);
  out.set(refs, HEADER + edgeBytes.length);
  return out;
}

export function decodeCompactDawg(bytes: Uint8Array): Result<Dawg, CompactDawgError> {
  if (bytes.byteLength < HEADER) return err({ code: 'too-short', bytes: bytes.byteLength });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return err({ code: 'bad-magic' });
  const version = view.getUint32(4, true);
  if (version !== VERSION) return err({ code: 'bad-version', version });
  const words = view.getUint32(8, true);
  const nodes = view.getUint32(12, true);
  const count = view.getUint32(16, true);
  const refBytes = view.getUint32(20, true);
  const expected = HEADER + count + refBytes;
  if (bytes.byteLength !== expected || nodes > count || (nodes === 0) !== (count === 0))
    return err({ code: 'bad-size', expected, bytes: bytes.byteLength });

  // Pass 1: letters and flags; node positions from where each node's LAST edge falls.
  const edges = new Uint32Array(Math.max(count + 1, 2));
  const position = new Uint32Array(nodes + 1);
  position[0] = 1;
  let node = 0;
  for (let i = 0; i < count; i++) {
    const b = bytes[HEADER + i] as number;
    const flags = Math.floor(b / 21);
    if (flags >= 12 || node >= nodes) return err({ code: 'bad-edge', edge: i });
    edges[i + 1] = (b % 21) + 1 + ((flags & 2) !== 0 ? EDGE_END : 0) + ((flags & 1) !== 0 ? EDGE_LAST : 0);
    if ((flags & 1) !== 0) position[++node] = i + 2;
  }
  if (node !== nodes) return err({ code: 'bad-edge', edge: count - 1 });

  // Pass 2: the children.
  let numbered = nodes > 0 ? 1 : 0;
  let at = HEADER + count;
  for (let i = 0; i < count; i++) {
    const kind = Math.floor((bytes[HEADER + i] as number) / 21) >> 2;
    let child: number;
    if (kind === 0) continue;
    if (kind === 1) {
      if (numbered >= nodes) return err({ code: 'bad-edge', edge: i });
      child = numbered++;
    } else {
      let v = 0;
      let scale = 1;
      for (;;) {
        if (at >= bytes.byteLength || scale > 2 ** 28) return err({ code: 'bad-edge', edge: i });
        const r = bytes[at++] as number;
        v += (r & 127) * scale;
        scale *= 128;
        if (r < 128) break;
      }
      if (v < 1 || v > numbered) return err({ code: 'bad-edge', edge: i });
      child = numbered - v;
    }
    edges[i + 1] = ((edges[i + 1] as number) | ((position[child] as number) << 7)) >>> 0;
  }
  if (numbered !== nodes || at !== bytes.byteLength) return err({ code: 'bad-edge', edge: count - 1 });
  return ok({ edges, root: nodes > 0 ? 1 : 0, words });
}
