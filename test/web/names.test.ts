// The names a finished game is told and recorded under: Scarabeo's winner line ("You win!" for the default name of
// the person at this screen) and the seats a Konobi record names when a computer played.
import { describe, expect, it } from 'vitest';
import { recordNames } from '../../src/web/konobi/session.js';
import { SC_TEXT } from '../../src/web/scarabeo/text.js';
import { winnerLine } from '../../src/web/scarabeo/winner.js';

describe('winnerLine', () => {
  it('tells the default "You" that they won, in English and Italian', () => {
    expect(winnerLine(SC_TEXT.en, ['You'], true)).toBe('You win!');
    expect(winnerLine(SC_TEXT.it, ['Tu'], true)).toBe('Hai vinto!');
    // A game begun in English and finished in Italian keeps its seat's name.
    expect(winnerLine(SC_TEXT.it, ['You'], true)).toBe('Hai vinto!');
  });
  it('names any other winner, a tie, and an online player who calls themselves "You"', () => {
    expect(winnerLine(SC_TEXT.en, ['Computer 1'], true)).toBe('Computer 1 wins!');
    expect(winnerLine(SC_TEXT.en, ['You', 'Computer 1'], true)).toBe('A tie: You, Computer 1.');
    expect(winnerLine(SC_TEXT.en, ['You'], false)).toBe('You wins!');
  });
});

describe('recordNames', () => {
  const computer = (level: number) => `Computer (level ${level})`;
  it('names two computers as computers, never as the person who watched', () => {
    const named = recordNames(
      [
        { kind: 'computer', level: 1 },
        { kind: 'computer', level: 3 },
      ],
      'Ada',
      computer,
    );
    expect(named).toEqual({
      players: { players: ['Computer (level 1)', 'Computer (level 3)'] },
      poster: 'Computer (level 1)',
    });
  });
  it('names the person and the computer, posted under the person', () => {
    const named = recordNames([{ kind: 'computer', level: 2 }, { kind: 'person' }], 'Ada', computer);
    expect(named).toEqual({ players: { players: ['Computer (level 2)', 'Ada'] }, poster: 'Ada' });
    const anonymous = recordNames([{ kind: 'person' }, { kind: 'computer', level: 2 }], undefined, computer);
    expect(anonymous).toEqual({ players: { players: ['anonymous', 'Computer (level 2)'] }, poster: undefined });
  });
  it('leaves a game between people as it was: the kept name only', () => {
    expect(recordNames([{ kind: 'person' }, { kind: 'person' }], 'Ada', computer)).toEqual({
      players: {},
      poster: 'Ada',
    });
  });
});
