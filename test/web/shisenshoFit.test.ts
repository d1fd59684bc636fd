// Shisen-Sho's board fit: of the board as dealt and turned a quarter, the one with the wider tiles in the room.
import { describe, expect, it } from 'vitest';
import { ASPECT, ASPECT_TURNED, fitTiles, RING } from '../../src/web/shisensho/fit.js';

const STANDARD = { width: 18, height: 8 };
const CAP = 54;

describe('fitTiles', () => {
  it('turns the 18×8 board on a phone held upright, where its height limits it: wider tiles than as dealt', () => {
    const room = { width: 354, height: 520 };
    const fit = fitTiles(room, STANDARD, CAP);
    expect(fit.transposed).toBe(true);
    expect(fit.aspect).toBe(ASPECT_TURNED);
    // 18 rows and the ring down the room's height.
    expect(fit.tileWidth).toBeCloseTo(520 / ((18 + 2 * RING) * ASPECT_TURNED), 6);
    // As dealt, 18 columns across 354 px would be under 19 px.
    expect(354 / (18 + 2 * RING)).toBeLessThan(19);
    expect(fit.tileWidth).toBeGreaterThan(24);
  });

  it('keeps the board as dealt on a wide screen', () => {
    const fit = fitTiles({ width: 900, height: 600 }, STANDARD, 64);
    expect(fit).toEqual({ transposed: false, tileWidth: 900 / (18 + 2 * RING), aspect: ASPECT });
  });

  it('takes whichever is larger when the width limits the turned board too', () => {
    // A phone's narrowest, 320 × 568: turned, 18 rows in 200 px; as dealt, 18 columns in 290 px.
    const fit = fitTiles({ width: 290, height: 200 }, STANDARD, CAP);
    const dealt = Math.min(290 / (18 + 2 * RING), 200 / ((8 + 2 * RING) * ASPECT));
    const turned = Math.min(290 / (8 + 2 * RING), 200 / ((18 + 2 * RING) * ASPECT_TURNED));
    expect(dealt).toBeGreaterThan(turned);
    expect(fit).toEqual({ transposed: false, tileWidth: dealt, aspect: ASPECT });
  });

  it('keeps the board as dealt unless turning it gains 3%, and never turns a square board', () => {
    // Room where the two are within 3% of each other.
    const room = { width: 19.2 * 30, height: 19.2 * 30 * ASPECT_TURNED * 1.02 };
    const dealt = Math.min(room.width / 19.2, room.height / (9.2 * ASPECT));
    const turned = Math.min(room.width / 9.2, room.height / (19.2 * ASPECT_TURNED));
    expect(turned).toBeGreaterThan(dealt);
    expect(turned).toBeLessThan(dealt * 1.03);
    expect(fitTiles(room, STANDARD, CAP).transposed).toBe(false);
    expect(fitTiles({ width: 300, height: 900 }, { width: 6, height: 6 }, CAP).transposed).toBe(false);
  });

  it('never makes a tile wider than the cap', () => {
    expect(fitTiles({ width: 2000, height: 2000 }, { width: 2, height: 1 }, CAP).tileWidth).toBe(CAP);
  });
});
