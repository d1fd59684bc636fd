// The word graph: built from random word sets it spells exactly them; its binary form round-trips and refuses damage.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeWord, LETTERS } from '../../../src/games/scarabeo/alphabet.js';
import {
  allWords,
  checkWord,
  decodeDawg,
  EDGE_LAST,
  encodeDawg,
  hasCodes,
  hasWord,
} from '../../../src/games/scarabeo/dawg.js';
import { buildDawg } from '../../../src/games/scarabeo/dawgBuild.js';
import { decodeCompactDawg, encodeCompactDawg } from '../../../src/games/scarabeo/lexicon/compact.js';

// Few letters, so random words share prefixes and suffixes and the graph really merges nodes.
const word = (letters: string) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 9 }).map((a) => a.join(''));
const wordSet = fc.uniqueArray(word('ACEIORST'), { maxLength: 120 });

function build(words: string[]) {
  const r = buildDawg([...words].sort());
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('buildDawg', () => {
  it('spells exactly the words it was given, in order', () => {
    fc.assert(
      fc.property(wordSet, (words) => {
        const dawg = build(words);
        expect([...allWords(dawg)]).toEqual([...words].sort());
        expect(dawg.words).toBe(words.length);
      }),
    );
  });

  it('agrees with a Set on members and non-members', () => {
    fc.assert(
      fc.property(wordSet, fc.array(word('ACEIORSTZ'), { maxLength: 60 }), (words, probes) => {
        const dawg = build(words);
        const set = new Set(words);
        for (const w of [...words, ...probes]) {
          expect(hasWord(dawg, w)).toBe(set.has(w));
          expect(hasCodes(dawg, encodeWord(w) as Uint8Array)).toBe(set.has(w));
        }
      }),
    );
  });

  it('is minimal: suffix-sharing word sets need few edges', () => {
    const words = ['CASA', 'CASE', 'COSA', 'COSE', 'MASA', 'MASE', 'MOSA', 'MOSE'];
    // Root C|M → A|O → S → A|E: 2 + 2 + 1 + 2 edges and the sentinel.
    expect(build(words).edges.length).toBe(8);
  });

  it('refuses unsorted input and letters outside the alphabet', () => {
    expect(buildDawg(['CASA', 'ALBA'])).toMatchObject({ ok: false, error: { code: 'not-sorted', word: 'ALBA' } });
    expect(buildDawg(['TAXI'])).toMatchObject({ ok: false, error: { code: 'bad-letter', word: 'TAXI' } });
    expect(buildDawg(['', 'A'])).toMatchObject({ ok: false, error: { code: 'bad-letter' } });
  });

  it('skips duplicates and builds an empty graph', () => {
    expect(build(['ZIO', 'ZIO', 'ZII'].sort()).words).toBe(2);
    const empty = build([]);
    expect([...allWords(empty)]).toEqual([]);
    expect(hasWord(empty, 'A')).toBe(false);
  });

  it('handles every letter of the alphabet', () => {
    const words = [...LETTERS].map((l) => `${l}${l}`);
    expect([...allWords(build(words))]).toEqual(words);
  });
});

describe('encodeDawg / decodeDawg', () => {
  it('round-trips', () => {
    fc.assert(
      fc.property(wordSet, (words) => {
        const dawg = build(words);
        const back = decodeDawg(encodeDawg(dawg));
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.value.root).toBe(dawg.root);
          expect(back.value.words).toBe(dawg.words);
          expect([...back.value.edges]).toEqual([...dawg.edges]);
        }
      }),
    );
  });

  it('decodes from an unaligned offset too (a copy then)', () => {
    const bytes = encodeDawg(build(['CASA', 'ZIO']));
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const r = decodeDawg(shifted.subarray(1));
    expect(r.ok && [...allWords(r.value)]).toEqual(['CASA', 'ZIO']);
  });

  it('refuses truncated or garbled bytes with the right code', () => {
    fc.assert(
      fc.property(wordSet, fc.nat(), (words, cut) => {
        const bytes = encodeDawg(build(words));
        const truncated = bytes.subarray(0, cut % bytes.length);
        const r = decodeDawg(truncated);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe(truncated.length < 20 ? 'too-short' : 'bad-size');
      }),
    );
    const bytes = encodeDawg(build(['CASA']));
    const badMagic = bytes.slice();
    badMagic[0] ^= 0xff;
    expect(decodeDawg(badMagic)).toMatchObject({ ok: false, error: { code: 'bad-magic' } });
    const badVersion = bytes.slice();
    badVersion[4] = 99;
    expect(decodeDawg(badVersion)).toMatchObject({ ok: false, error: { code: 'bad-version', version: 99 } });
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(decodeDawg(longer)).toMatchObject({ ok: false, error: { code: 'bad-size' } });
    // The header is right but an edge is not: a child past the end, or the last node left open.
    const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
    const farChild = bytes.slice();
    view(farChild).setUint32(24, (0xffffff80 | 1) >>> 0, true);
    expect(decodeDawg(farChild)).toMatchObject({ ok: false, error: { code: 'bad-edge', edge: 1 } });
    const open = bytes.slice();
    const last = open.length - 4;
    view(open).setUint32(last, view(open).getUint32(last, true) & ~EDGE_LAST, true);
    expect(decodeDawg(open)).toMatchObject({ ok: false, error: { code: 'bad-edge' } });
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(typeof decodeDawg(bytes).ok).toBe('boolean');
      }),
    );
  });
});

describe('encodeCompactDawg / decodeCompactDawg', () => {
  it('round-trips: the decoded graph spells the same words', () => {
    fc.assert(
      fc.property(wordSet, (words) => {
        const dawg = build(words);
        const back = decodeCompactDawg(encodeCompactDawg(dawg));
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect([...allWords(back.value)]).toEqual([...words].sort());
          expect(back.value.words).toBe(words.length);
          // Its own layout is stable: encoding the decoded graph gives the same bytes.
          expect(encodeCompactDawg(back.value)).toEqual(encodeCompactDawg(dawg));
        }
      }),
    );
  });

  it('refuses truncated, extended or garbled bytes without throwing', () => {
    fc.assert(
      fc.property(wordSet, fc.nat(), fc.nat(), (words, cut, flip) => {
        const bytes = encodeCompactDawg(build(words));
        const truncated = decodeCompactDawg(bytes.subarray(0, cut % bytes.length));
        expect(truncated.ok).toBe(false);
        if (!truncated.ok) expect(['too-short', 'bad-size']).toContain(truncated.error.code);
        const garbled = bytes.slice();
        const at = 24 + (flip % Math.max(1, bytes.length - 24));
        if (at < garbled.length) garbled[at] = 255;
        const r = decodeCompactDawg(garbled);
        if (r.ok) expect(r.value.edges.length).toBeGreaterThan(0);
        else expect(r.error.code).toBe('bad-edge');
      }),
    );
    const bytes = encodeCompactDawg(build(['CASA']));
    const badMagic = bytes.slice();
    badMagic[1] ^= 0xff;
    expect(decodeCompactDawg(badMagic)).toMatchObject({ ok: false, error: { code: 'bad-magic' } });
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes);
    expect(decodeCompactDawg(longer)).toMatchObject({ ok: false, error: { code: 'bad-size' } });
  });

  it('never throws on arbitrary bytes after a valid header', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 48 }), fc.nat(40), fc.nat(40), (body, nodes, refs) => {
        const head = new Uint8Array(24);
        const v = new DataView(head.buffer);
        const fields = [
          0x4357444c,
          1,
          1,
          nodes,
          body.length - Math.min(refs, body.length),
          Math.min(refs, body.length),
        ];
        for (let i = 0; i < fields.length; i++) v.setUint32(i * 4, fields[i] as number, true);
        const all = new Uint8Array(24 + body.length);
        all.set(head);
        all.set(body, 24);
        expect(typeof decodeCompactDawg(all).ok).toBe('boolean');
      }),
    );
  });
});

describe('checkWord', () => {
  const dawg = build(['A', 'CASA', 'PERCHE']);
  it('answers a word as a player types it: any case, accents folded', () => {
    expect(checkWord(dawg, 'casa')).toEqual({ word: 'CASA', valid: true });
    expect(checkWord(dawg, 'perché')).toEqual({ word: 'PERCHE', valid: true });
    expect(checkWord(dawg, 'CASE')).toEqual({ word: 'CASE', valid: false });
  });
  it('never counts a one-letter word, and names a character outside the set', () => {
    expect(checkWord(dawg, 'a').valid).toBe(false);
    expect(checkWord(dawg, 'XYZ')).toEqual({ word: 'XYZ', valid: false, bad: 'X' });
    expect(checkWord(dawg, 'ca sa')).toEqual({ word: 'CA SA', valid: false, bad: ' ' });
  });
});
