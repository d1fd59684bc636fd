// The replay viewer's shared link (/replay#<record>): any record survives the round trip (names in any script
// included), and anything else in the fragment is refused as "not a record" or by parseRecord, never thrown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlayerName } from '../../src/core/names.js';
import type { GameRecord } from '../../src/core/record.js';
import { isRecordId, parseSharedReplay, replayPath, sharedReplayPath } from '../../src/web/replay/link.js';

const seed = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const record: fc.Arbitrary<GameRecord> = fc.record(
  {
    version: fc.constant(1 as const),
    game: fc.constantFrom('samegame', 'shisensho', 'scarabeo', 'konobi'),
    params: fc.string({ maxLength: 40 }),
    seed,
    moves: fc.array(fc.string({ maxLength: 200 }), { maxLength: 50 }),
    // Names in any script, as the rule of every name keeps them (src/core/names.ts): parseRecord refuses the others.
    players: fc.array(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((n) => {
        const name = parsePlayerName(n);
        return name.ok && name.value === n;
      }),
      { maxLength: 4 },
    ),
    result: fc.string({ maxLength: 200 }),
  },
  { requiredKeys: ['version', 'game', 'params', 'seed', 'moves'] },
);

describe('shared replay links', () => {
  it('carry any record through the link and back', () => {
    fc.assert(
      fc.property(record, (r) => {
        const path = sharedReplayPath(r);
        expect(path).toMatch(/^\/replay#[A-Za-z0-9_-]+$/);
        const back = parseSharedReplay(path.slice('/replay#'.length));
        expect(back).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('refuse any other fragment without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = parseSharedReplay(text);
        if (r.ok) expect(r.value.version).toBe(1);
      }),
    );
    const cases: [string, string][] = [
      ['', 'link'],
      ['not a record', 'link'],
      ['!!!', 'link'],
      [Buffer.from('{"version":2}').toString('base64url'), 'record-version'],
      [Buffer.from('[1,2]').toString('base64url'), 'record-shape'],
      [Buffer.from('{"version":1,"game":"konobi","params":"5","moves":[]}').toString('base64url'), 'record-origin'],
      [
        Buffer.from(
          '{"version":1,"game":"konobi","params":"5","seed":"x","moves":[],"players":["\\u001b[2J"]}',
        ).toString('base64url'),
        'record-player',
      ],
    ];
    for (const [text, why] of cases) {
      const r = parseSharedReplay(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(JSON.stringify(r.error)).toContain(why);
    }
  });

  it('name stored records by their server id only', () => {
    expect(replayPath('12')).toBe('/replay/12');
    for (const good of ['1', '42', '999999999999999']) expect(isRecordId(good)).toBe(true);
    for (const bad of ['', '0', '01', '1a', '-1', '1000000000000000', '../1']) expect(isRecordId(bad)).toBe(false);
  });
});
