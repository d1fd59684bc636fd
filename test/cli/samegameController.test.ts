// The SameGame terminal controller and renderer without a process: feed lines, read frames and states.
import { describe, expect, it } from 'vitest';
import type { Hint } from '../../src/cli/samegame/advice.js';
import { type Context, intro, parseCommand, type Ui, update } from '../../src/cli/samegame/controller.js';
import { render, renderField } from '../../src/cli/samegame/render.js';
import { boardSession, current, dealSession, recordOf, type Session } from '../../src/cli/samegame/session.js';
import { unwrap } from '../../src/core/result.js';
import {
  formatField,
  formatMove,
  groupPoints,
  groupSize,
  legalMoves,
  paramsOfField,
  parseField,
  parseParams,
  type SameGameState,
} from '../../src/games/samegame/index.js';

// docs/samegame.md, "Worked example".
const WORKED = '213312/213112/123221/123211';

function board(text: string): Session {
  const field = unwrap(parseField(text));
  return boardSession(paramsOfField(field), field);
}

// The hint's search is injected: here a stand-in that suggests the first legal move (the real one, the
// solver within a time budget, is exercised through the binary in samegame.test.ts).
const firstMove = (state: SameGameState): Hint | undefined => {
  const move = legalMoves(state)[0];
  if (move === undefined) return undefined;
  const removed = groupSize(state.field, move.x, move.y);
  return { move: formatMove(state, move), removed, points: groupPoints(removed) };
};

const ctx: Context = { color: false, random32: () => 7, suggest: firstMove };
const ui: Ui = { lang: 'en', json: false, done: false };

/** Feeds lines one by one, as the process wrapper does, and returns the last step with all output. */
function feed(lines: readonly string[], start: Session, u: Ui = ui) {
  let session = start;
  let state = u;
  let output = '';
  for (const line of lines) {
    const step = update(state, session, line, ctx);
    session = step.session;
    state = step.ui;
    output += step.output;
  }
  return { session, ui: state, output };
}

describe('update', () => {
  it('plays the worked example: 2 0 then 1,2 score 9 each', () => {
    const { session, output } = feed(['2 0', '1,2'], board(WORKED));
    expect(formatField(current(session).field, '/')).toBe('2...2./2...2./12221./12211.');
    expect(current(session).score).toBe(18);
    expect(session.moves).toEqual(['2,0', '1,2']);
    expect(output).toContain('last move 2,0: 5 blocks, 9 points');
    expect(output).toContain('score 18 · 14 blocks left · last move 1,2: 5 blocks, 9 points');
  });

  it.each([
    ['foo', 'move-syntax', '"foo" is not a move or a command'],
    ['1 2 3', 'move-syntax', 'is not a move'],
    ['6 0', 'outside-field', '(6, 0) is outside the field: x runs from 0 to 5, y from 0 to 2'],
    ['5 2', 'empty-cell', 'there is no block at (5, 2)'],
    ['0 0', 'lone-block', 'the block at (0, 0) stands alone'],
  ])('refuses %j (%s) with its own message and changes nothing', (line, code, message) => {
    const start = board('1.2.../2121../121212');
    const step = update(ui, start, line, ctx);
    expect(step.session).toBe(start);
    expect(step.changed).toBe(false);
    expect(step.output).toBe(`${step.output.split('\n')[0]}\n`);
    expect(step.output).toContain(message);
    const json = update({ ...ui, json: true }, start, line, ctx);
    expect(JSON.parse(json.output)).toEqual({ error: code, message: expect.stringContaining(message) });
  });

  it('announces a cleared field with the bonus, and refuses moves after the end', () => {
    const { session, output } = feed(['0 0'], board('11/22'));
    expect(output).toContain('last move 0,0: 2 blocks, 0 points');
    const won = feed(['0 0'], session);
    expect(current(won.session).score).toBe(1000);
    expect(won.output).toContain('Game over: field cleared, you won! Bonus 1000; final score 1000.');
    expect(update(ui, won.session, '0 0', ctx).output).toContain('the game is over');
  });

  it('announces a game with no moves left', () => {
    const { output } = feed(['0 0'], board('12./113'));
    expect(output).toContain('Game over: no moves left, 2 blocks remain; final score 1.');
  });

  it('undo, redo and restart move through the history; a new move drops the redo', () => {
    let r = feed(['2 0', '1 2', 'undo', 'undo'], board(WORKED));
    expect(r.session.at).toBe(0);
    expect(update(ui, r.session, 'undo', ctx).output).toBe('nothing to undo\n');
    r = feed(['redo', 'redo'], r.session);
    expect(current(r.session).score).toBe(18);
    expect(update(ui, r.session, 'redo', ctx).output).toBe('nothing to redo\n');
    r = feed(['restart'], r.session);
    expect(r.session.at).toBe(0);
    r = feed(['redo', '0 2'], r.session);
    expect(r.session.moves).toEqual(['2,0', '0,2']);
    expect(update(ui, r.session, 'redo', ctx).changed).toBe(false);
    expect(recordOf(r.session).moves).toEqual(['2,0', '0,2']);
  });

  it('new deals a fresh game with the same params and a new seed', () => {
    const start = dealSession(unwrap(parseParams('8x6c3')), 'abc');
    const step = update(ui, start, 'new', ctx);
    expect(step.changed).toBe(true);
    expect(step.output).toMatch(/New game samegame:8x6c3#[a-z2-9]{6}\./);
    expect(step.session.origin).not.toEqual(start.origin);
    expect(step.session.params).toEqual(start.params);
  });

  it('hint names the suggested move and its points, and changes nothing; none when the game is over', () => {
    const start = board(WORKED);
    const step = update(ui, start, 'hint', ctx);
    expect(step.session).toBe(start);
    expect(step.output).toBe('Hint: 0,0 removes 2 blocks for 0 points.\n');
    const json = update({ ...ui, json: true }, start, 'hint', ctx);
    expect(JSON.parse(json.output)).toEqual({ command: 'hint', move: '0,0', removed: 2, points: 0 });
    expect(update(ui, board('12/21'), 'hint', ctx).output).toContain('the game is over');
  });

  it('help lists the commands; quit ends; blank lines are ignored; commands ignore case and have Italian names', () => {
    const start = board(WORKED);
    expect(update(ui, start, 'help', ctx).output).toContain('Commands: help, undo, redo, hint');
    expect(update(ui, start, '', ctx).output).toBe('');
    expect(update(ui, start, 'QUIT', ctx).ui.done).toBe(true);
    expect(parseCommand('annulla')).toBe('undo');
    expect(parseCommand('Esci')).toBe('quit');
  });

  it('speaks Italian', () => {
    const it_ = { ...ui, lang: 'it' as const };
    const r = feed(['2 0', 'foo'], board(WORKED), it_);
    expect(r.output).toContain('punteggio 9 · 19 blocchi rimasti · ultima mossa 2,0: 5 blocchi, 9 punti');
    expect(r.output).toContain('"foo" non è una mossa né un comando');
  });
});

describe('render', () => {
  it('draws the field with coordinates, top row first, plain characters without colour', () => {
    const session = board(WORKED);
    expect(renderField(current(session).field, { color: false })).toBe(
      ['3  + | o o | +', '2  + | o | | +', '1  | + o + + |', '0  | + o + | |', '   0 1 2 3 4 5'].join('\n'),
    );
    const frame = render(session, ui, { color: false });
    expect(frame).not.toContain('\x1b');
    expect(frame.split('\n')[0]).toBe('SameGame board 6×4, 3 colours');
  });

  it('uses nine distinct symbols and ANSI colours only when asked', () => {
    const field = unwrap(parseField('123456789/123456789'));
    const plain = renderField(field, { color: false });
    expect(plain.split('\n')[0]).toBe('1  | + o x - # @ * %');
    const colored = renderField(field, { color: true });
    expect(colored).toContain('\x1b[41;97m |\x1b[0m');
    const sgr = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
    expect(colored.replace(sgr, '')).toBe(plain);
  });

  it('lines up columns of 10 and more', () => {
    const field = unwrap(parseField(`${'1'.repeat(12)}/${'2'.repeat(12)}`));
    const lines = renderField(field, { color: false }).split('\n');
    expect(lines[0]).toBe(`1 ${'  |'.repeat(12)}`);
    expect(lines[2]).toBe('    0  1  2  3  4  5  6  7  8  9 10 11');
  });

  it('intro: the JSON start line names the deal; a board gets none', () => {
    const dealt = dealSession(unwrap(parseParams('6x4c3')), 'j');
    const line = JSON.parse(intro({ ...ui, json: true }, dealt, ctx)) as Record<string, unknown>;
    expect(line).toMatchObject({ id: 'samegame:6x4c3#j', score: 0, over: false });
    expect(intro({ ...ui, json: true }, board(WORKED), ctx)).toBe('');
  });
});
