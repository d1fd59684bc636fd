// What the terminal prints for the states the server sends (src/cli/online/screen.ts), without a server: the
// introduction, another seat's move, whose turn with the clocks, a first move due, the end (aborted too), a
// spectator, names escaped, Italian.
import { describe, expect, it } from 'vitest';
import { konobiFace } from '../../src/cli/online/faces.js';
import type { StateMessage } from '../../src/cli/online/messages.js';
import { formatClock, Screen } from '../../src/cli/online/screen.js';
import { unwrap } from '../../src/core/result.js';
import { formatPosition, konobi } from '../../src/games/konobi/index.js';

/** The state after `moves` on a 5×5 board, as seat `seat` receives it. */
function konobiState(moves: readonly string[], seat: number | null, extra: Partial<StateMessage> = {}): StateMessage {
  let s = konobi.newGame({ size: 5 }, undefined as never);
  for (const m of moves) s = konobi.play(s, unwrap(konobi.parseMove(s, m)));
  const over = konobi.isOver(s);
  return {
    type: 'state',
    id: 'abcdefgh23456789',
    game: 'konobi',
    params: '5',
    version: moves.length,
    status: over ? 'over' : 'playing',
    seat,
    seats: [
      { kind: 'person', name: 'Ada', taken: true, connected: true },
      { kind: 'person', name: 'Bo', taken: true, connected: true },
    ],
    moves,
    view: formatPosition(s),
    toMove: over ? null : konobi.toMove(s),
    clock: { kind: 'clock', initialMs: 300_000, incrementMs: 0 },
    clocks: { remainingMs: [299_500, 61_000], running: over ? null : konobi.toMove(s), serverTime: 0 },
    end: over ? { reason: 'rules', result: 'black' } : null,
    outcome: over ? { winners: [0] } : null,
    rematch: null,
    claimableAt: null,
    firstMoveBy: null,
    ...extra,
  };
}

describe('the online screen', () => {
  it('introduces the game, then shows the other seat’s move, the board and whose turn with the clocks', () => {
    const screen = new Screen(konobiFace, 'en', false);
    const first = screen.show(konobiState(['c3'], 0));
    expect(first).toContain('Konobi 5×5 online (abcdefgh23456789): Ada — you (Black, X), Bo (White, O).');
    expect(first).toContain('(X)');
    expect(first).toContain('Waiting for Bo (White, O) to move.');
    expect(first).toContain('Clocks: Ada — you (Black, X) 5:00 · Bo (White, O) 1:01 ◀');
    const next = screen.show(konobiState(['c3', 'a1'], 0));
    expect(next).toContain('Bo (White, O) plays a1.');
    expect(next).toContain('Your move (Black, X).');
    // The same state again (a resync after reconnecting) prints nothing new.
    expect(screen.show(konobiState(['c3', 'a1'], 0))).toBe('');
  });

  it("offers the pie rule's swap on White's first turn, and only then", () => {
    const screen = new Screen(konobiFace, 'en', false);
    const pie = "Pie rule: you may type swap to take over Black's first stone instead of placing one.";
    expect(screen.show(konobiState(['c3'], 1))).toContain(`Your move (White, O).\n${pie}`);
    expect(screen.show(konobiState(['c3', 'a1', 'c4'], 1))).not.toContain('Pie rule');
    const italian = new Screen(konobiFace, 'it', false).show(konobiState(['c3'], 1));
    expect(italian).toContain('Regola della torta: puoi scrivere swap');
  });

  it('says who won and offers a rematch at the end', () => {
    const screen = new Screen(konobiFace, 'en', false);
    screen.show(konobiState(['c1', 'a1', 'c2', 'a2', 'c3', 'a3', 'c4', 'a4'], 1));
    const end = screen.show(konobiState(['c1', 'a1', 'c2', 'a2', 'c3', 'a3', 'c4', 'a4', 'c5'], 1));
    expect(end).toContain('Ada (Black, X) plays c5.');
    expect(end).toContain('The game is over: Ada (Black, X) wins (black).');
    expect(end).toContain('Type rematch to offer a rematch');
    expect(end).toContain('[X]');
  });

  it('says by when a first move is due, and that a game aborted for want of one has no winner', () => {
    const due = Date.parse('2026-11-28T07:20:31Z');
    const waiting = konobiState([], 1, {
      firstMoveBy: due,
      clocks: { remainingMs: [60_000, 60_000], running: null, serverTime: 0 },
    });
    expect(new Screen(konobiFace, 'en', false).show(waiting)).toContain(
      'Ada (Black, X) must make a first move by 07:20:31 UTC, or the game is aborted.',
    );
    expect(new Screen(konobiFace, 'it', false).show({ ...waiting, seat: 0 })).toContain(
      'Fai la tua prima mossa entro le 07:20:31 UTC, o la partita sarà annullata.',
    );
    const aborted = konobiState([], 1, {
      status: 'over',
      toMove: null,
      end: { reason: 'aborted', result: 'aborted', seat: 0 },
      outcome: { winners: [] },
    });
    expect(new Screen(konobiFace, 'en', false).show(aborted)).toContain(
      'The game was aborted: Ada (Black, X) did not make a first move. Nobody wins.',
    );
    const italian = new Screen(konobiFace, 'it', false).show({ ...aborted, seat: 0 });
    expect(italian).toContain('La partita è stata annullata: non hai fatto la prima mossa. Nessuno vince.');
    // No rematch of a game nobody played: the way on is a new game, as the browser says.
    expect(italian).toContain('Una partita annullata non ha rivincita: scrivi esci;');
    expect(italian).not.toContain('Scrivi rivincita');
    const english = new Screen(konobiFace, 'en', false).show({ ...aborted, seat: 1 });
    expect(english).toContain('A game aborted or cancelled before it began has no rematch: type quit;');
    expect(english).not.toContain('Type rematch');
  });

  it('tells a spectator it watches, and escapes control characters in names', () => {
    const screen = new Screen(konobiFace, 'en', false);
    const state = konobiState([], null, {
      seats: [
        { kind: 'person', name: 'Ada\u001b]0;x\u0007', taken: true, connected: true },
        { kind: 'computer', level: 3 },
      ],
    });
    const text = screen.show(state);
    expect(text).toContain('You are watching');
    // Konobi has no rack to hide.
    expect(text).not.toContain('rack');
    expect(text).toContain('Ada\\x1b]0;x\\x07 (Black, X), Computer (level 3) (White, O)');
    expect(text).not.toContain('\u001b');
  });

  it('speaks Italian', () => {
    const screen = new Screen(konobiFace, 'it', false);
    screen.show(konobiState(['c3'], 1));
    const next = screen.show(konobiState(['c3', 'a1', 'e4'], 1));
    expect(next).toContain('Ada (Nero, X) gioca e4.');
    expect(next).toContain('Tocca a te (Bianco, O).');
    expect(next).toContain('Orologi:');
  });

  it('formats clocks as m:ss and h:mm:ss, never below zero', () => {
    expect([formatClock(0), formatClock(-5), formatClock(59_001), formatClock(3_600_000), formatClock(61_000)]).toEqual(
      ['0:00', '0:00', '1:00', '1:00:00', '1:01'],
    );
  });
});
