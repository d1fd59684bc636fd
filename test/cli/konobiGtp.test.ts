// `ludoteca konobi gtp` driven over stdin like a match tool would: GTP version 2 framing, ids echoed, the
// Konobi extensions, an illegal play with its reason, and the computer's move.
import { beforeAll, describe, expect, it } from 'vitest';
import { ludoteca } from './helpers.js';

/** The replies of a session, one per command, without their blank-line terminators. */
function session(commands: readonly string[]): string[] {
  const r = ludoteca(['konobi', 'gtp', '--level', '1', '--seed', 'gtp-test'], { input: `${commands.join('\n')}\n` });
  expect(r.status).toBe(0);
  expect(r.stderr).toBe('');
  expect(r.stdout.endsWith('\n\n')).toBe(true);
  return r.stdout.slice(0, -2).split('\n\n');
}

describe('ludoteca konobi gtp', () => {
  let replies: string[];
  beforeAll(() => {
    replies = session([
      '1 protocol_version',
      'name',
      'known_command konobi-legal',
      'known_command frobnicate',
      '2 boardsize 7',
      '3 play b d4',
      '4 play w d4',
      'play w e5',
      'play b e3',
      '5 genmove w',
      'konobi-legal b',
      '# a comment line is ignored',
      '6 konobi-setup ..X../..X../..X../..X../...../to-move: black',
      'konobi-winner',
      'konobi-legal black',
      'play b c5',
      'konobi-winner',
      'undo',
      'konobi-winner',
      '7 frobnicate',
      'boardsize 4',
      'quit',
      'name',
    ]);
  });

  it('frames every reply and echoes ids', () => {
    expect(replies.slice(0, 5)).toEqual(['=1 2', '= Ludoteca Konobi', '= true', '= false', '=2']);
    expect(replies[5]).toBe('=3');
  });

  it('refuses an illegal play with its reason', () => {
    expect(replies[6]).toBe('?4 illegal move: d4 is already taken by a black stone');
    // e3 is weakly connected to d4, which can be joined strongly: the weak-connection rule.
    expect(replies[8]).toBe('? illegal move: this weak connection is illegal: d4 can be joined strongly (e.g. at d3)');
  });

  it('answers genmove with a legal point and plays it', () => {
    expect(replies[9]).toMatch(/^=5 [a-g][1-7]$/);
    const played = (replies[9] as string).slice(3);
    const legal = (replies[10] as string).slice(2).split(' ');
    expect(legal).not.toContain(played);
    expect(legal).not.toContain('d4');
    expect(legal.length).toBeGreaterThan(30);
  });

  it('sets up a position, lists legal points in reading order, and reports the winner', () => {
    expect(replies[11]).toBe('=6');
    expect(replies[12]).toBe('= none');
    const legal = (replies[13] as string).slice(2).split(' ');
    expect(legal).toContain('c5');
    expect(legal).not.toContain('b5');
    expect(legal).not.toContain('c1');
    expect(legal[0]).toBe('a1');
    expect(replies[14]).toBe('=');
    expect(replies[15]).toBe('= black');
    expect(replies[16]).toBe('=');
    expect(replies[17]).toBe('= none');
  });

  it('rejects unknown commands and bad sizes, and stops at quit', () => {
    expect(replies[18]).toBe('?7 unknown command');
    expect(replies[19]).toBe('? unacceptable size');
    expect(replies[20]).toBe('=');
    expect(replies).toHaveLength(21);
  });

  it('applies the pie rule with swap, and only on White’s first turn', () => {
    const r = session(['boardsize 5', 'play b c3', 'swap', 'swap', 'genmove w', 'showboard']);
    expect(r.slice(0, 4)).toEqual([
      '=',
      '=',
      '=',
      '? illegal move: swap (the pie rule) is allowed only to White, on White’s first turn',
    ]);
    expect(r[4]).toMatch(/^= [a-e][1-5]$/);
    expect(r[5]).toMatch(/^=\n {4}a {2}b {2}c {2}d {2}e\n/);
  });
  it('refuses play b swap (Black taking White’s pie rule) as swap is refused out of turn', () => {
    const r = session(['boardsize 5', 'play b c3', 'play b swap', 'play w swap']);
    expect(r).toEqual([
      '=',
      '=',
      '? illegal move: swap (the pie rule) is allowed only to White, on White’s first turn',
      '=',
    ]);
  });
  it('sets up any position whose stones obey the rules, whatever the counts; each command names its colour', () => {
    const r = session([
      // Two black stones, no white one: the side to move cannot be told from the counts, nor has to be.
      'konobi-setup XX.../...../...../...../.....',
      'konobi-legal w',
      'genmove w',
      // More white stones than black ones.
      'konobi-setup XO.../O..../...../...../.....',
      'play w c3',
      'konobi-legal b',
      // Black has no legal point (b3 and c3 would each make a crosscut) and nobody has won: a forced pass.
      'konobi-setup OOOXX/XOXXO/O..OO/OXOXX/OXXXX',
      'konobi-legal b',
      'genmove b',
      'genmove w',
      'konobi-winner',
      // Reached only through a forced pass: White had no legal point in XXXXO/OOXOO/X..XO/OXOOO/XXOXX and
      // passed, then Black played b3 (13 black stones, 11 white) and won.
      'konobi-setup XXXXO/OOXOO/XX.XO/OXOOO/XXOXX',
      'undo',
      'konobi-winner',
      'konobi-legal w',
      'konobi-legal b',
      // Still refused: a crosscut (no game reaches it), a bad to-move line; neither changes the board.
      'konobi-setup XO.../OX.../...../...../.....',
      'konobi-setup XX.../...../...../...../...../to-move: purple',
      'konobi-winner',
    ]);
    expect(r[0]).toBe('=');
    const legalWhite = (r[1] as string).slice(2).split(' ');
    expect(legalWhite).toHaveLength(23);
    expect(legalWhite).not.toContain('a1');
    expect(legalWhite).toContain(((r[2] as string).match(/^= ([a-e][1-5])$/) ?? [])[1]);
    expect(r.slice(3, 5)).toEqual(['=', '=']);
    const legalBlack = (r[5] as string).slice(2).split(' ');
    expect(legalBlack).not.toContain('c3');
    expect(legalBlack).not.toContain('a2');
    expect(legalBlack).toContain('e5');
    expect(r.slice(6, 11)).toEqual(['=', '=', '= pass', '= b3', '= white']);
    expect(r.slice(11, 16)).toEqual(['=', '? cannot undo', '= black', '=', '= c3']);
    expect(r[16]).toBe('? the position holds a crosscut in the 2×2 square at a1: no game can reach it');
    expect(r[17]).toBe('? bad position at line 6: to-move must be black or white');
    expect(r[18]).toBe('= black');
  });
});
