// The word graph: built from random word sets it spells exactly them; its binary form round-trips and refuses damage.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeWord, LETTERS } from '../../../src/games/scarabeo/alphabet.js';
import { allWords, decodeDawg, encodeDawg, hasCodes, hasWord } from '../../../src/games/scarabeo/dawg.js';
import { buildDawg } from '../../../src/games/scarabeo/dawgBuild.js';

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
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(typeof decodeDawg(bytes).ok).toBe('boolean');
      }),
    );
  });
});
