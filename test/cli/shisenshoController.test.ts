// The Shisen-Sho terminal controller and renderer without a process: feed lines, read frames and states.
import { describe, expect, it } from 'vitest';
import { winnableDeals } from '../../src/ai/shisensho/index.js';
import type { Hint } from '../../src/cli/shisensho/advice.js';
import { type Context, newUi, parseCommand, type Ui, update } from '../../src/cli/shisensho/controller.js';
import { formatPath, renderBoard } from '../../src/cli/shisensho/render.js';
import { boardSession, current, dealSession, recordOf, type Session } from '../../src/cli/shisensho/session.js';
import { unwrap } from '../../src/core/result.js';
import { createGames } from '../../src/games/index.js';
import {
  checkPair,
  formatBoard,
  formatMove,
  legalPairs,
  paramsOfBoard,
  parseBoard,
  parseParams,
  type ShisenShoState,
  tileCounts,
} from '../../src/games/shisensho/index.js';
import { replayRecord } from '../../src/session/index.js';

const GAMES = createGames({ shisenShoDeals: winnableDeals });

function board(text: string, gravity = false): Session {
  const b = unwrap(parseBoard(text));
  return boardSession(paramsOfBoard(b, gravity), b);
}

// The hint's search is injected: here the first legal pair (the solver's own is exercised through the binary).
const firstPair = async (state: ShisenShoState): Promise<Hint | undefined> => {
  const m = legalPairs(state.board)[0];
  if (m === undefined) return undefined;
  const r = unwrap(checkPair(state.board, m.a, m.b));
  return { move: formatMove(state, m), path: r.path, verdict: 'winning' };
};

let counter = 0;
const ctx: Context = { color: false, random32: () => counter++, suggest: firstPair };

async function feed(lines: readonly string[], start: Session, u: Ui = newUi('en'), c: Context = ctx) {
  let session = start;
  let ui = u;
  let output = '';
  let changes = 0;
  for (const line of lines) {
    const step = await update(ui, session, line, c);
    session = step.session;
    ui = step.ui;
    output += step.output;
    if (step.changed) changes++;
  }
  return { session, ui, output, changes };
}

// A row whose pairs join over the top ring and side by side (spec: paths through the ring).
const ROW = '1m 1p 1p 1m';
const TWO_ROWS = '1m 2m 1m 2m\n2m 1m 2m 1m';
// Diagonal pairs on a 2×2 board need three turns: stuck from the start.
const STUCK = '1m 2m\n2m 1m';

describe('update', () => {
  it('removes a legal pair, shows its path, and announces the win on the last one', async () => {
    const { session, output } = await feed(['a1 d1', 'b1-c1'], board(ROW));
    expect(current(session).tilesLeft).toBe(0);
    expect(session.moves).toEqual(['a1 d1', 'b1 c1']);
    expect(output).toContain('Last pair a1 d1, path: a1 → [1,0] → [4,0] → d1');
    expect(output).toContain('Last pair b1 c1, path: b1 → c1');
    expect(output).toContain('You won: the board is clear!');
  });

  it('ends a win with the time taken and the hints and scrambles used, undone ones counted', async () => {
    // A clock that moves 4 s each time it is read: the time runs from the first change to the win.
    let clock = 0;
    const timed: Context = { ...ctx, now: () => (clock += 4000) };
    const lines = ['hint', 'scramble', 'undo', 'hint', 'a1 d1', 'b1 c1'];
    const { ui, output } = await feed(lines, board(ROW), newUi('en', false), timed);
    expect(ui.aids).toEqual({ hints: 2, scrambles: 1 });
    expect(output).toContain('You won: the board is clear! Type new for another game, or quit.\nCleared in 0:');
    expect(output).toMatch(/\nCleared in 0:\d\d with 2 hints and 1 scramble\.\n$/);
    // The first pair starts the clock, the win 75 s later stops it: the result reads that one clock.
    let tick = 0;
    const it = await feed(['a1 d1', 'b1 c1'], board(ROW), newUi('it', false), {
      ...ctx,
      now: () => (tick += 75_000),
    });
    expect(it.output).toMatch(/\nTavolo svuotato in 1:15 con 0 suggerimenti e 0 mescolate\.\n$/);
    // Without a clock (a test's context) no time passes; a new deal starts the aids again.
    const again = await feed(['hint', 'new'], board(ROW));
    expect(again.ui.aids).toEqual({ hints: 0, scrambles: 0 });
  });

  it.each([
    ['a1 b1', 'a1 (1m) and b1 (1p) are not the same kind of tile'],
    ['a1 a1', 'a1 was given twice: a pair needs two different tiles'],
    ['a1 e1', 'e1 is outside the 4×1 board'],
    ['a1 b3', 'b3 is outside the 4×1 board'],
  ])('refuses %s with its reason', async (line, message) => {
    const { session, output, changes } = await feed([line], board(ROW));
    expect(output).toBe(`${message}\n`);
    expect(changes).toBe(0);
    expect(current(session).tilesLeft).toBe(4);
  });

  it('says why a same-kind pair is refused: three turns, or blocked', async () => {
    expect((await feed(['a1 b2'], board(STUCK))).output).toBe(
      'the path between a1 and b2 needs 3 turns; at most 2 are allowed\n',
    );
    // a2 sits between two walls of tiles with no way out.
    const walled = board('2m 2m 2m\n2m 1m 2m\n2m 2m 2m\n2m 1m 2m\n2m 2m 2m\n3m 3m 3m');
    expect((await feed(['b2 b4'], walled)).output).toBe(
      'b2 and b4 are blocked: no path through empty cells joins them\n',
    );
    expect((await feed(['b2 a1'], walled)).output).toContain('not the same kind');
  });

  it('tells unknown input apart from a bad pair', async () => {
    expect((await feed(['frobnicate'], board(ROW))).output).toBe(
      '"frobnicate" is not a move or a command: type two cells (e.g. b3 h7) or help\n',
    );
    expect((await feed(['b3 h7 x'], board(ROW))).output).toContain('is not a move or a command');
  });

  it('one cell at a time: select, deselect, a failed pair selects the second, a legal one removes both', async () => {
    const s = board(ROW);
    const selected = await feed(['a1'], s);
    expect(selected.ui.selection.selected).toEqual({ x: 0, y: 0 });
    expect(selected.output).toContain('Selected a1');
    expect(selected.output).toContain('1[1m]1p 1p 1M');
    expect((await feed(['a1', 'a1'], s)).ui.selection).toEqual({});
    const failed = await feed(['a1', 'b1'], s);
    expect(failed.ui.selection.selected).toEqual({ x: 1, y: 0 });
    expect(failed.output).toContain('a1 (1m) and b1 (1p) are not the same kind of tile; b1 is selected now');
    const paired = await feed(['a1', 'b1', 'c1'], s);
    expect(paired.session.moves).toEqual(['b1 c1']);
    expect(paired.ui.selection).toEqual({});
  });

  it('undo and redo walk the history; scramble is a step that undo takes back', async () => {
    const s = board(TWO_ROWS);
    const played = await feed(['a1 c1', 'undo'], s);
    expect(played.output).toContain('Undid a1 c1.');
    expect(formatBoard(current(played.session).board)).toBe(TWO_ROWS);
    const redone = await feed(['redo'], played.session);
    expect(redone.output).toContain('Redid a1 c1.');
    expect(current(redone.session).tilesLeft).toBe(6);
    expect((await feed(['undo'], s)).output).toBe('nothing to undo\n');
    expect((await feed(['redo'], s)).output).toBe('nothing to redo\n');

    const scrambled = await feed(['a1 c1', 'scramble'], s);
    const after = current(scrambled.session).board;
    const before = current((await feed(['a1 c1'], s)).session).board;
    expect(tileCounts(after)).toEqual(tileCounts(before));
    // Empty cells stay empty.
    for (let i = 0; i < after.cells.length; i++) expect(after.cells[i] === 0).toBe(before.cells[i] === 0);
    expect(scrambled.output).toContain('Scrambled the remaining tiles.');
    expect(scrambled.output).toContain('1 scramble');
    const undone = await feed(['undo'], scrambled.session);
    expect(undone.output).toContain('Undid the scramble.');
    expect(formatBoard(current(undone.session).board)).toBe(formatBoard(before));
  });

  it('a winnable deal scrambles to a board that is still clearable', async () => {
    const s = dealSession(unwrap(parseParams('6x4k6')), 'ctl');
    const { session, output } = await feed(['scramble'], s);
    expect(output).toContain('(the board can still be cleared)');
    expect(tileCounts(current(session).board)).toEqual(tileCounts(current(s).board));
  });

  it('announces a stuck board and suggests scramble', async () => {
    const { output } = await feed(['hint'], board(STUCK));
    expect(output).toBe('no pair can be removed: try scramble or undo\n');
    const frame = (await feed(['help', 'restart'], board(STUCK))).output;
    expect(frame).toContain('already at the start');
    // After c1 c2 the 1m and 2m pairs lie on diagonals that need three turns.
    const stuck = await feed(['c1 c2'], board('1m 2m 3m\n2m 1m 3m'));
    expect(stuck.output).toContain(
      'Stuck: no pair can be removed, 4 tiles left. Type scramble to shuffle them, undo, or new.',
    );
  });

  it('hint gives the suggested pair with its path', async () => {
    expect((await feed(['hint'], board(ROW))).output).toBe('Hint: a1 d1, path: a1 → [1,0] → [4,0] → d1\n');
  });

  it('new deals a game with the same params; quit stops', async () => {
    const { session, output, ui } = await feed(['new', 'quit'], dealSession(unwrap(parseParams('4x2k2')), 'x'));
    expect(output).toMatch(/New game shisensho:4x2k2#\w{6}\./);
    expect(current(session).tilesLeft).toBe(8);
    expect(ui.done).toBe(true);
    expect(output).toContain('Bye: 8 tiles left.');
  });

  it('speaks Italian', async () => {
    const { output } = await feed(['a1 b1', 'boh', 'a1 d1'], board(ROW), newUi('it'));
    expect(output).toContain('a1 (1m) e b1 (1p) non sono dello stesso tipo');
    expect(output).toContain('"boh" non è una mossa né un comando');
    expect(output).toContain('Ultima coppia a1 d1, cammino: a1 → [1,0] → [4,0] → d1');
  });

  it('knows the commands and their aliases', async () => {
    expect(parseCommand('SCRAMBLE')).toBe('scramble');
    expect(parseCommand('mescola')).toBe('scramble');
    expect(parseCommand('b3')).toBeUndefined();
  });
});

describe('--json', () => {
  const json = newUi('en', true);

  it("hint names the solver's verdict; on a stuck board it says why there is none, refusing nothing", async () => {
    const lost = async (state: ShisenShoState) => ({ ...((await firstPair(state)) as Hint), verdict: 'lost' as const });
    const step = await update(json, board(ROW), 'hint', { ...ctx, suggest: lost });
    const path = [
      [1, 1],
      [1, 0],
      [4, 0],
      [4, 1],
    ];
    expect(JSON.parse(step.output)).toEqual({ command: 'hint', move: 'a1 d1', path, verdict: 'lost' });
    const stuck = await update(json, board(STUCK), 'hint', ctx);
    expect(JSON.parse(stuck.output)).toEqual({
      command: 'hint',
      message: 'no pair can be removed: try scramble or undo',
    });
    expect(stuck.refused).toBeUndefined();
  });

  it('a lone cell is refused and selects nothing', async () => {
    const step = await update(json, board(ROW), 'a1', ctx);
    expect(step.refused).toBe(true);
    expect(step.ui.selection).toEqual(json.selection);
    expect(JSON.parse(step.output)).toMatchObject({ error: 'move-syntax' });
  });
});

describe('recordOf', () => {
  it('replays: from the seed, with the scramble as a move', async () => {
    const s = dealSession(unwrap(parseParams('6x4k6')), 'rec');
    const pair = legalPairs(current(s).board)[0];
    if (!pair) throw new Error('no pair');
    const first = formatMove(current(s), pair);
    const played = (await feed([first], s)).session;
    const rec = recordOf(played);
    expect(rec).toMatchObject({ game: 'shisensho', params: '6x4k6', seed: 'rec', moves: [first] });
    const replayed = unwrap(replayRecord<ShisenShoState>(GAMES, rec));
    expect(formatBoard((replayed.states.at(-1) as ShisenShoState).board)).toBe(formatBoard(current(played).board));

    const scrambled = (await feed(['scramble'], played)).session;
    const next = legalPairs(current(scrambled).board)[0];
    if (!next) throw new Error('no pair');
    const end = (await feed([formatMove(current(scrambled), next)], scrambled)).session;
    const rec2 = recordOf(end);
    expect(rec2).toMatchObject({ seed: 'rec', moves: [first, 'scramble 1', formatMove(current(scrambled), next)] });
    const replayed2 = unwrap(replayRecord<ShisenShoState>(GAMES, rec2));
    expect(formatBoard((replayed2.states[2] as ShisenShoState).board)).toBe(formatBoard(current(scrambled).board));
    expect(formatBoard((replayed2.states.at(-1) as ShisenShoState).board)).toBe(formatBoard(current(end).board));
    // Undo and scramble again at the same move number: a new shuffle, numbered past the one undone.
    const again = (await feed(['undo', 'undo', 'scramble'], end)).session;
    expect(recordOf(again).moves).toEqual([first, 'scramble 2']);
    expect(formatBoard(current(again).board)).not.toBe(formatBoard(current(scrambled).board));
    // A scramble typed as the record writes it plays that draw; one already used on the line is refused.
    const typed = await feed(['undo', 'scramble 7', 'scramble 7'], again);
    expect(recordOf(typed.session).moves).toEqual([first, 'scramble 7']);
    expect(typed.output).toContain('"scramble 7": a scramble\'s number must be a whole number from 8 to 999999');
  });
});

describe('render', () => {
  it('prints letters above and below, row numbers on the left, codes in columns', async () => {
    expect(renderBoard(unwrap(parseBoard(TWO_ROWS)), { color: false })).toBe(
      ['  a  b  c  d', '1 1m 2m 1m 2m', '2 2m 1m 2m 1m', '  a  b  c  d'].join('\n'),
    );
  });

  it('keeps columns past z and rows past 9 lined up', async () => {
    const b = unwrap(parseBoard(Array.from({ length: 10 }, () => Array(28).fill('1m').join(' ')).join('\n')));
    const lines = renderBoard(b, { color: false }).split('\n');
    expect(lines[0]).toMatch(/^ {3}a {2}b .* {2}z {2}aa ab$/);
    expect(lines[10]).toMatch(/^10 1m/);
    expect(lines[1]).toMatch(/^ 1 1m/);
    expect(new Set(lines.slice(1, 11).map((l) => l.length)).size).toBe(1);
  });

  it('colours suits on a terminal', async () => {
    const text = renderBoard(unwrap(parseBoard('1m 1p 1s 1z 1f ..')), { color: true });
    expect(text).toContain('\x1b[31m1m');
    expect(text).toContain('\x1b[34m1p');
  });

  it('writes cells by name and ring points as [col,row] on every side of the board', async () => {
    const b = unwrap(parseBoard(TWO_ROWS));
    expect(
      formatPath(b, [
        [1, 1],
        [0, 1],
        [0, 2],
        [1, 2],
      ]),
    ).toBe('a1 → [0,1] → [0,2] → a2');
    expect(
      formatPath(b, [
        [2, 2],
        [2, 3],
        [4, 3],
      ]),
    ).toBe('b2 → [2,3] → [4,3]');
  });
});
