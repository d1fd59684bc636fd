// Every parser of untrusted text reads a bounded length and matches in linear time: a move or a position
// padded with long runs of white space is refused by its length, as is a record with holes in its moves.
import { describe, expect, it } from 'vitest';
import { shisensho, winnableDeals } from '../../src/ai/shisensho/index.js';
import { GtpSession } from '../../src/cli/konobi/gtp.js';
import { parseGameId } from '../../src/core/gameId.js';
import { parseRecord, replayRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import { TEXT_LIMITS } from '../../src/core/text.js';
import { createGames, describeProblem } from '../../src/games/index.js';
import { describeKonobiError, konobi } from '../../src/games/konobi/index.js';
import { describeSameGameError, samegame } from '../../src/games/samegame/index.js';
import { parseMoveText, parseParams as parseScarabeoParams } from '../../src/games/scarabeo/index.js';
import { parsePositionText as parseScarabeoPosition } from '../../src/games/scarabeo/position.js';
import { describeShisenShoError, parseCellPair } from '../../src/games/shisensho/index.js';

const GAMES = createGames({ shisenShoDeals: winnableDeals });
const SMALL = { width: 3, height: 2, colors: 2, winnable: false };
const sameDeal = samegame.newGame(samegame.defaultParams, createRng('k2'));

/** The refusal code of a SameGame move, or 'ok': what matters here is whether the text was read as a move. */
function moveCode(text: string): string {
  const r = samegame.parseMove(sameDeal, text);
  return r.ok ? 'ok' : r.error.code;
}

describe('parsers refuse text over their bound, whatever it holds', () => {
  it('SameGame: a move with 2,000 newlines between its numbers is refused, quoting only its start', () => {
    const r = samegame.parseMove(sameDeal, `3${'\n'.repeat(2000)}0`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('move-syntax');
      expect(describeSameGameError(r.error)).toContain('(2002 characters)');
    }
    // The short forms are still read as moves (whether the group can be removed is another matter).
    expect(moveCode(' 3 ,\t0 ')).not.toBe('move-syntax');
    expect(moveCode('3\n0')).toBe(moveCode('3,0'));
  });

  it('SameGame: a field over 10,000 characters is refused as too long; one with spaces between cells is read', () => {
    const padded = `111/222${' '.repeat(TEXT_LIMITS.position)}`;
    const r = samegame.parsePosition(SMALL, padded);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(describeSameGameError(r.error)).toBe('bad field at line 1: the text is longer than 10000 characters');
    const spaced = samegame.parsePosition(SMALL, ' 1 1 1 \n 2  2 2 ');
    expect(spaced.ok).toBe(true);
  });

  it('Shisen-Sho: a pair padded with tabs is refused; b3 h7 and b3-h7 are still pairs', () => {
    expect(parseCellPair(`b3${'\t'.repeat(500)}h7`)).toBeUndefined();
    expect(parseCellPair(' b3 \t h7 ')).toEqual([
      { x: 1, y: 2 },
      { x: 7, y: 6 },
    ]);
    expect(parseCellPair('b3 - h7')).toEqual(parseCellPair('b3-h7'));
    const deal = shisensho.newGame(shisensho.defaultParams, createRng('k2'));
    const r = shisensho.parseMove(deal, `${' '.repeat(200)}scramble`);
    expect(r.ok).toBe(false);
    const board = shisensho.parsePosition(shisensho.defaultParams, `1m 1m${'\n'.repeat(TEXT_LIMITS.position)}`);
    expect(board.ok).toBe(false);
    if (!board.ok) expect(describeShisenShoError(board.error)).toContain('longer than 10000 characters');
  });

  it('Konobi and Scarabeo: positions and moves over their bound are refused', () => {
    const size = konobi.defaultParams;
    const long = konobi.parsePosition(size, `${'.'.repeat(11)}\n`.repeat(11) + ' '.repeat(TEXT_LIMITS.position));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(describeKonobiError(long.error)).toContain('longer than 10000 characters');
    expect(konobi.parseMove(konobi.newGame(size, createRng('k')), `${' '.repeat(200)}c4`).ok).toBe(false);
    expect(konobi.parseMove(konobi.newGame(size, createRng('k')), ' c4 ').ok).toBe(true);
    const scarabeo = parseScarabeoPosition(`rack: ABC${' '.repeat(TEXT_LIMITS.position)}x`);
    expect(scarabeo.ok ? 'accepted' : scarabeo.error.code).toBe('position-syntax');
    if (!scarabeo.ok) expect(describeProblem('scarabeo', scarabeo.error)).toContain('longer than 10000 characters');
    expect(parseMoveText(`${' '.repeat(200)}pass`).ok).toBe(false);
    expect(parseMoveText(' pass ').ok).toBe(true);
  });

  it('params and game ids over their bound are refused, quoting only their start', () => {
    for (const game of GAMES.values()) {
      const r = game.parseParams(` ${' '.repeat(100)}${game.formatParams(game.defaultParams)}`);
      expect(r.ok).toBe(false);
    }
    expect(parseScarabeoParams(`${' '.repeat(100)}2p`).ok).toBe(false);
    const id = parseGameId(`samegame:15x10c4#k2${' '.repeat(300)}`);
    expect(id.ok ? 'accepted' : id.error).toEqual({
      code: 'game-id-syntax',
      text: expect.stringContaining('(319 characters)'),
    });
  });
});

describe('records whose moves have holes', () => {
  it.each(['samegame', 'shisensho', 'konobi'])(
    '%s: a sparse moves list is refused as malformed, not replayed',
    (name) => {
      const game = GAMES.get(name);
      if (!game) throw new Error(name);
      const moves: string[] = [];
      moves[1] = 'pass';
      const r = parseRecord({
        version: 1,
        game: name,
        params: game.formatParams(game.defaultParams),
        seed: 'k2',
        moves,
      });
      expect(r.ok ? 'accepted' : r.error).toEqual({
        code: 'record-shape',
        field: 'moves',
        expected: 'a list of moves in notation',
      });
      if (r.ok) expect(() => replayRecord(GAMES, r.value)).not.toThrow();
    },
  );
});

describe('GTP comments', () => {
  it('a comment runs to the end of the line, U+2028 included', () => {
    const gtp = new GtpSession({ version: '0', level: 1, rng: createRng('t'), now: () => 0 });
    expect(gtp.handle('boardsize 7 # c\u2028')).toBe('=\n\n');
    expect(gtp.handle('boardsize 7 # c \u2028 d')).toBe('=\n\n');
  });
});
