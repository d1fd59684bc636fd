// Builds the minimal word graph from sorted words (Daciuk et al.'s incremental algorithm), then packs its edges.
import { encodeWord } from './alphabet.js';
import { type Dawg, EDGE_CHILD_SHIFT, EDGE_END, EDGE_LAST, MAX_EDGES } from './dawg.js';

interface Edge {
  letter: number;
  end: boolean;
  child: BuildNode;
}

interface BuildNode {
  edges: Edge[];
  /** Registered (frozen) nodes get an id; equal subgraphs share one node. */
  id: number;
}

export type DawgBuildError =
  | { readonly code: 'not-sorted'; readonly word: string; readonly previous: string }
  | { readonly code: 'bad-letter'; readonly word: string }
  | { readonly code: 'too-large' };

/**
 * The minimal graph of `words`, which must be uppercase, of the alphabet, sorted and free of duplicates
 * (a duplicate is skipped). Throws nothing: a bad input is returned as an error naming the word.
 */
export function buildDawg(words: Iterable<string>): { ok: true; value: Dawg } | { ok: false; error: DawgBuildError } {
  const register = new Map<string, BuildNode>();
  let nextId = 1;
  const root: BuildNode = { edges: [], id: 0 };
  // The path of the previous word: path[i] is the node after its first i letters (path[0] is the root).
  const path: BuildNode[] = [root];
  let previous = '';
  let count = 0;

  const signature = (node: BuildNode): string => {
    let s = '';
    for (const e of node.edges) s += `${e.letter}${e.end ? '!' : ','}${e.child.id};`;
    return s;
  };
  // Freezes path[depth+1..] bottom-up, replacing each node by an equal registered one when there is one.
  const minimise = (depth: number): void => {
    for (let i = path.length - 1; i > depth; i--) {
      const node = path[i] as BuildNode;
      const parent = path[i - 1] as BuildNode;
      const key = signature(node);
      const known = register.get(key);
      const edge = parent.edges[parent.edges.length - 1] as Edge;
      if (known) edge.child = known;
      else {
        node.id = nextId++;
        register.set(key, node);
      }
    }
    path.length = depth + 1;
  };

  for (const word of words) {
    if (word === previous && count > 0) continue;
    if (word < previous) return { ok: false, error: { code: 'not-sorted', word, previous } };
    const codes = encodeWord(word);
    if (!codes || codes.length === 0) return { ok: false, error: { code: 'bad-letter', word } };
    let common = 0;
    while (common < previous.length && common < word.length && previous[common] === word[common]) common++;
    minimise(common);
    for (let i = common; i < codes.length; i++) {
      const child: BuildNode = { edges: [], id: 0 };
      (path[i] as BuildNode).edges.push({ letter: codes[i] as number, end: i === codes.length - 1, child });
      path.push(child);
    }
    previous = word;
    count++;
  }
  minimise(0);

  // Pack: every node with edges gets a block of consecutive edges; children before parents is not needed.
  const position = new Map<BuildNode, number>();
  let size = 1; // index 0: the sentinel
  const order: BuildNode[] = [];
  const visit = (node: BuildNode): void => {
    if (node.edges.length === 0 || position.has(node)) return;
    position.set(node, size);
    size += node.edges.length;
    order.push(node);
    for (const e of node.edges) visit(e.child);
  };
  visit(root);
  if (size > MAX_EDGES) return { ok: false, error: { code: 'too-large' } };
  const edges = new Uint32Array(Math.max(size, 2));
  for (const node of order) {
    const at = position.get(node) as number;
    node.edges.forEach((e, k) => {
      const child = position.get(e.child) ?? 0;
      edges[at + k] =
        e.letter |
        (e.end ? EDGE_END : 0) |
        (k === node.edges.length - 1 ? EDGE_LAST : 0) |
        ((child << EDGE_CHILD_SHIFT) >>> 0);
    });
  }
  return { ok: true, value: { edges, root: position.get(root) ?? 0, words: count } };
}
