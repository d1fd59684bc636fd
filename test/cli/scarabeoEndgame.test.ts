// `ludoteca scarabeo endgame` through the real binary: a small endgame (QZ stuck against S S T) solved to the
// end with its line and spread, as text and as JSON, one tile in the bag, and the refusals of a position that is
// not an endgame, and its time flag.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, ROOT, tempFile } from './helpers.js';

const QZ = fileURLToPath(new URL('../fixtures/scarabeo/endgame-qz.txt', import.meta.url));
/** A position with nine tiles unseen: the opponent's eight and one in the bag. */
const ONE_IN_BAG = fileURLToPath(new URL('../fixtures/scarabeo/endgame-one-in-bag.txt', import.meta.url));
/** Nine tiles unseen, and QZ on the rack with a single legal play (3J MARZI). */
const ONE_IN_BAG_ONE_PLAY = fileURLToPath(
  new URL('../fixtures/scarabeo/endgame-one-in-bag-one-play.txt', import.meta.url),
);
/** Long enough to finish the search on any machine: the test checks the proven answer, never the time. */
const PATIENT = ['--time-ms', '3600000'];

describe('ludoteca scarabeo endgame', () => {
  it('proves the best line of a small endgame: QZ cannot play, the opponent goes out with S S T', () => {
    const r = ludoteca(['scarabeo', 'endgame', QZ, '--json', ...PATIENT]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      opponentRack: string;
      spread: number;
      proven: boolean;
      line: { player: string; move: string; score: number; settlement?: number }[];
    };
    expect(out.opponentRack).toBe('SST');
    expect(out.proven).toBe(true);
    const last = out.line[out.line.length - 1];
    expect(last?.player).toBe('opponent');
    // The spread is the line's points: the opponent's plays and the settlement for Q and Z (10 + 8).
    expect(last?.settlement).toBe(18);
    const theirs = out.line.filter((s) => s.player === 'opponent').reduce((a, s) => a + s.score, 0);
    expect(out.spread).toBe(-(theirs + 18));
    expect(out.line.filter((s) => s.player === 'me').every((s) => s.move === 'pass')).toBe(true);
  }, 600_000);

  it('prints a line and the final spread as text, from stdin too, even with no time to search deep', () => {
    const r = ludoteca(['scarabeo', 'endgame', '--time-ms', '1'], { stdinFile: QZ });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Opponent's rack: SST");
    expect(r.stdout).toMatch(/ 1\. you +\S+/);
    expect(r.stdout).toMatch(/Final spread: -?\d+ for you from here \((proven|not proven)/);
  });

  it('refuses a position that is not an endgame, or has no rack, as a failed operation (status 1)', () => {
    const board = `${new Array(17).fill('.................').join('\n')}\nrack: CASA\n`;
    const notEnd = ludoteca(['scarabeo', 'endgame', tempFile('start.txt', board)]);
    expect(notEnd.status).toBe(1);
    expect(oneLineError(notEnd)).toMatch(/not an endgame: 126 tiles are neither on the board nor on the rack/);
    const fromStdin = ludoteca(['scarabeo', 'endgame'], { input: board });
    expect(fromStdin.status).toBe(1);
    expect(oneLineError(fromStdin)).toMatch(/^ludoteca: stdin: not an endgame/);
    const noRack = ludoteca(['scarabeo', 'endgame', tempFile('norack.txt', board.replace('rack: CASA\n', ''))]);
    expect(noRack.status).toBe(1);
    expect(oneLineError(noRack)).toMatch(/no rack/);
    // As a malformed position is for every command.
    const malformed = ludoteca(['scarabeo', 'endgame', tempFile('bad.txt', 'nonsense\n')]);
    expect(malformed.status).toBe(1);
  }, 300_000);

  it('takes its time as --time-ms, as every command does, and --time, its old name', () => {
    for (const flag of ['--time-ms', '--time']) {
      const bad = ludoteca(['scarabeo', 'endgame', QZ, flag, 'soon']);
      expect(bad.status).toBe(2);
      expect(oneLineError(bad)).toContain(`${flag} expects milliseconds`);
    }
    const old = ludoteca(['scarabeo', 'endgame', QZ, '--time', '1']);
    expect(old.status).toBe(0);
    expect(old.stdout).toMatch(/Final spread: -?\d+ for you from here/);
    const both = ludoteca(['scarabeo', 'endgame', QZ, '--time', '1', '--time-ms', '1']);
    expect(both.status).toBe(2);
    expect(oneLineError(both)).toContain('--time-ms and --time cannot be used together');
    const help = ludoteca(['scarabeo', '--help']);
    expect(help.stdout).toContain('ludoteca scarabeo endgame [FILE] [--time-ms N]');
  });

  it('values each play over every tile the bag may hold when one tile is left in it', () => {
    const r = ludoteca(['scarabeo', 'endgame', ONE_IN_BAG, '--json', '--time-ms', '100']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      unseen: string;
      oneInBag: boolean;
      plays: { move: string; score: number; spread: number; proven: boolean }[];
    };
    expect(out.oneInBag).toBe(true);
    expect(out.unseen).toBe('ABDEFRSST');
    // docs/scarabeo.md and --help say so, with the keys it prints.
    expect(Object.keys(out)).toEqual(['unseen', 'oneInBag', 'plays']);
    expect(Object.keys(out.plays[0] ?? {})).toEqual(['move', 'score', 'spread', 'proven']);
    const doc = readFileSync(join(ROOT, 'docs/scarabeo.md'), 'utf8').replace(/\s*\n\s*/g, '');
    expect(doc).toContain('`{"unseen","oneInBag":true,"plays":[{"move","score","spread","proven"}]}`');
    expect(ludoteca(['scarabeo', '--help']).stdout).toContain('with one tile left in it, the');
    expect(out.plays.length).toBe(12);
    // The text says which plays were tried: the 12 best of the legal ones, by score.
    const text = ludoteca(['scarabeo', 'endgame', ONE_IN_BAG, '--time-ms', '100']);
    expect(text.stdout).toMatch(/\(the 12 best of \d+ legal plays by score\):\n/);
    // Best first: the spreads never rise down the list.
    expect(out.plays.every((p, i) => i === 0 || p.spread <= (out.plays[i - 1]?.spread ?? 0))).toBe(true);
  }, 300_000);

  it('says it tried the only legal play when there is one, not "the 12 best"', () => {
    const r = ludoteca(['scarabeo', 'endgame', ONE_IN_BAG_ONE_PLAY, '--time-ms', '100']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('(the only legal play):\n3J MARZI ');
    expect(r.stdout).not.toContain('12 best');
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(3);
    const italian = ludoteca(['scarabeo', 'endgame', ONE_IN_BAG_ONE_PLAY, '--time-ms', '100', '--lang', 'it']);
    expect(italian.stdout).toContain("(l'unica giocata legale):\n3J MARZI ");
  }, 300_000);
});
