// The Scarabeo console game and its scripting commands through the real binary, with the real standard
// lexicon (dist/lexicon, built by `npm test` before vitest): piped plays and their refusals, a whole game of
// two computer players whose final scores are checked against the move log and the settlement, moves, check.
import { describe, expect, it } from 'vitest';
import { LETTER_POINTS, letterCode } from '../../src/games/scarabeo/alphabet.js';
import { ludoteca, oneLineError, tempFile } from './helpers.js';

const EMPTY = '.................';
/** CASA across from G9 on an otherwise empty board. */
const CASA_BOARD = [...new Array(8).fill(EMPTY), '......CASA.......', ...new Array(8).fill(EMPTY)].join('\n');

describe('ludoteca scarabeo (console)', () => {
  it('plays piped moves against the computer and explains wrong ones', () => {
    // Seed x deals the person A A A B E G S S.
    const input = '9F BEGX\n9A CASA\n9F BEGA\n9A KIWI\nexchange QQ\nhint\nundo\nundo\n9E BASSA\nquit\n';
    const r = ludoteca(['scarabeo', '--seed', 'x', '--names', 'Ada'], { input });
    // The refused lines make a script's run exit 1.
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('Scarabeo, game scarabeo:2p#x: Ada (person), Computer 2 (computer); house rules,');
    expect(r.stdout).toContain("Ada's rack: A A A B E G S S");
    expect(r.stdout).toContain('Refused: "X" is not a letter of the set');
    expect(r.stdout).toContain('Refused: the first word must cover the centre square, I9.');
    expect(r.stdout).toContain('Ada plays 9F BEGA for 10 points (BEGA).');
    expect(r.stdout).toMatch(/Computer 2 plays \S+ \S+ for \d+ points/);
    expect(r.stdout).toContain('Refused: "K" is not a letter of the set');
    expect(r.stdout).toContain('Refused: the move needs 2 × Q but the rack has 0.');
    expect(r.stdout).toMatch(/ 1\. \S+ \S+ +\d+ {2}[A-Z]/);
    expect(r.stdout).toContain('Move taken back: Ada to play again.');
    expect(r.stdout).toContain('Nothing to undo');
    expect(r.stdout).toContain('Ada plays 9E BASSA for 8 points (BASSA).');
    expect(r.stdout).toContain('The game is not saved (a script saves its game only with --save).');
    // Premium squares are labelled, the centre marked; no colour codes when stdout is not a terminal.
    expect(r.stdout).toMatch(/^ 9 TW {2}\. {2}\. DL/m);
    expect(r.stdout).not.toContain('\x1b[');
  });

  it('restarts the same deal in a game between people, as against the computer', () => {
    const people = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], { input: '9F BEGA\npass\nrestart\n' });
    expect(people.stdout).not.toContain('Nothing to take back');
    expect(people.stdout).toContain('> restart\nBack to the start.');
    // The first rack again, and the score back to nothing.
    expect(people.stdout.split('> restart')[1]).toContain("Player 1's rack: A A A B E G S S");
    expect(people.stdout.split('> restart')[1]).toContain('▶ Player 1 0 (8 tiles) · Player 2 0 (8 tiles) · bag 114');
    expect(people.status).toBe(0);
    const fresh = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], { input: 'restart\n' });
    expect(fresh.stdout).toContain('Nothing to take back.');
    expect(fresh.status).toBe(1);
  });

  it('goes on after the end as the other games do: undo, new or quit; a move or a hint is refused', () => {
    const input = 'pass\npass\npass\npass\nhint\n9F BEGA\nundo\nposition\npass\nnew\n';
    const r = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], { input });
    const [before, after] = r.stdout.split('> hint\n') as [string, string];
    expect(before).toMatch(/Two full rounds without a word placed: the game is over \(no settlement\)\.\n/);
    expect(before.endsWith('A tie between Player 1 and Player 2.\n(undo, new or quit)\n')).toBe(true);
    expect(after).toContain('Refused: the game is over.\n> 9F BEGA\nRefused: the game is over.\n');
    // The rules of undo as everywhere: the last pass (Player 2's) is taken back, and it is Player 2's turn again.
    expect(after).toContain('> undo\nMove taken back: Player 2 to play again.');
    expect(after).toContain('> position\n.................\n');
    expect(after).toContain('rack: CEMMNOOV');
    expect(after).toMatch(/> pass\nPlayer 2 passes\.\n[\s\S]*\(undo, new or quit\)\n> new\nNew game scarabeo:2p#\S+/);
    expect(after).toContain("Player 1's rack:");
    // A script's refused lines make its run exit 1.
    expect(r.status).toBe(1);
  });

  it('takes back a move between people before the next one moves, and says when there is none', () => {
    const people = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], {
      input: 'undo\n9F BEGA\nundo\nredo\n',
    });
    expect(people.stdout).toContain(
      "> undo\nNothing to undo: no person has moved yet (undo takes back a person's move, with the computer's replies after it).\n",
    );
    expect(people.stdout).toContain('> undo\nMove taken back: Player 1 to play again.\n');
    expect(people.stdout.split('> undo\nMove taken back')[1]).toContain("Player 1's rack: A A A B E G S S");
    expect(people.stdout).toContain('> redo\nMove played again.');
    const italian = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none', '--lang', 'it'], { input: 'undo\n' });
    expect(italian.stdout).toContain('Niente da annullare: nessuna persona ha ancora mosso');
  });

  it('says that lowercase letters are jollies when a play needs jollies the rack does not hold', () => {
    // Seed x deals A A A B E G S S: no jolly.
    const r = ludoteca(['scarabeo', '--seed', 'x'], { input: '9f bega\n9F BEga\n9F BEGX\n' });
    expect(r.stdout).toContain(
      'Refused: the move needs 4 × jolly (blank) but the rack has 0; lowercase letters are jollies; type BEGA to play tiles.',
    );
    expect(r.stdout).toContain(
      'Refused: the move needs 2 × jolly (blank) but the rack has 0; lowercase letters are jollies; type BEGA',
    );
    expect(r.stdout).toContain('Refused: "X" is not a letter of the set');
    const italian = ludoteca(['scarabeo', '--seed', 'x', '--lang', 'it'], { input: '9f bega\n' });
    expect(italian.stdout).toContain('le minuscole sono jolly; scrivi BEGA per giocare le tessere.');
  });

  it('names the word that is not in the lexicon, in Italian too', () => {
    const r = ludoteca(['scarabeo', '--seed', 'x', '--lang', 'it'], { input: '9F BAGA\n' });
    expect(r.stdout).toContain('Rifiutata: BAGA non è nel lessico.');
    expect(r.stdout).toContain('Fine dell’input');
  });

  it('plays a whole game of two computers to the end; the totals are the moves plus the settlement', () => {
    const r = ludoteca(['scarabeo', '--seed', 'end1', '--computer', 'all', '--names', 'Ada,Bea']);
    expect(r.status).toBe(0);
    const totals: Record<string, number> = { Ada: 0, Bea: 0 };
    let moves = 0;
    for (const m of r.stdout.matchAll(/^(Ada|Bea) plays \S+ \S+ for (\d+) points/gm)) {
      totals[m[1] as string] = (totals[m[1] as string] as number) + Number(m[2]);
      moves++;
    }
    expect(moves).toBeGreaterThan(10);
    const settlement =
      /^Settlement: (Ada|Bea) gains (\d+) points, the tiles left on the other racks \((.*); a jolly counts 0\)\.$/m.exec(
        r.stdout,
      );
    expect(settlement).not.toBeNull();
    const [, winner, gained, left] = settlement as RegExpExecArray;
    // Recompute the settlement from the printed racks: "Bea QA? = 11" and so on.
    let recomputed = 0;
    for (const rack of (left as string).split(', ')) {
      const [, tiles, points] = /^\S+ (\S+) = (\d+)$/.exec(rack) as RegExpExecArray;
      const sum = [...(tiles as string)].reduce(
        (s, ch) => s + (ch === '?' || ch === '-' ? 0 : (LETTER_POINTS[letterCode(ch)] as number)),
        0,
      );
      expect(sum).toBe(Number(points));
      recomputed += sum;
    }
    expect(Number(gained)).toBe(recomputed);
    // Each play's line says the totals after it, the last one's before the settlement that the end adds.
    const running: Record<string, number> = { Ada: 0, Bea: 0 };
    for (const m of r.stdout.matchAll(/^(Ada|Bea) plays \S+ \S+ for (\d+) points \(.*\)\. Ada (\d+), Bea (\d+)\.$/gm)) {
      running[m[1] as string] = (running[m[1] as string] as number) + Number(m[2]);
      expect([Number(m[3]), Number(m[4])]).toEqual([running.Ada, running.Bea]);
    }
    totals[winner as string] = (totals[winner as string] as number) + recomputed;
    const final = /^Final scores: Ada (\d+), Bea (\d+)\.$/m.exec(r.stdout) as RegExpExecArray;
    expect([Number(final[1]), Number(final[2])]).toEqual([totals.Ada, totals.Bea]);
    expect(r.stdout).toMatch(/^Winner: (Ada|Bea)\.$/m);
    // The same id plays the same game.
    expect(ludoteca(['scarabeo', '--id', 'scarabeo:2p#end1', '--computer', 'all', '--names', 'Ada,Bea']).stdout).toBe(
      r.stdout,
    );
  });

  it('plays the computer at the level asked: an easy and the strongest computer make different games', () => {
    const game = (level: string) =>
      ludoteca(['scarabeo', '--seed', 'lv', '--computer', 'all', '--names', 'Ada,Bea', '--level', level]);
    const easy = game('1');
    const strong = game('5');
    expect(easy.status).toBe(0);
    expect(strong.status).toBe(0);
    const firstPlay = (out: string) => /^Ada plays .*$/m.exec(out)?.[0];
    expect(firstPlay(easy.stdout)).toBeDefined();
    expect(firstPlay(easy.stdout)).not.toBe(firstPlay(strong.stdout));
    // Level 1 plays only words of at most 5 letters.
    for (const m of easy.stdout.matchAll(/^(?:Ada|Bea) plays \S+ (\S+) for/gm))
      expect((m[1] as string).length).toBeLessThanOrEqual(5);
  });

  it('refuses bad flags with one line and status 2', () => {
    for (const [args, message] of [
      [['--players', '5'], /--players expects a number of players from 2 to 4, got "5"/],
      [['--computer', '3'], /--computer expects seat numbers from 1 to 2/],
      [['--rules', 'scrabble'], /--rules expects seed or editrice/],
      [['--level', '7'], /--level expects a level from 1 to 6, got "7"/],
      [['--lexicon', 'huge'], /--lexicon expects standard or full/],
      [['--id', 'scarabeo:9p#x'], /--id: the number of players must be from 2 to 4, not 9$/],
      [['--id', 'scarabeo:2p#x', '--players', '3'], /--id already fixes what --players sets/],
      [['--names', 'A,B,C'], /--names expects up to 2 names/],
      [['--names', 'Ada,ada'], /--names: players 1 and 2 are both called "ada": every player needs a different name/],
      [['--names', `Ada,${'x'.repeat(41)}`], /--names: "x{41}" is too long: at most 40 characters \(it has 41\)/],
      [['play'], /unknown command "play"/],
    ] as const) {
      const r = ludoteca(['scarabeo', ...args]);
      expect(r.status).toBe(2);
      expect(oneLineError(r)).toMatch(message);
    }
  });
});

describe('ludoteca scarabeo --help', () => {
  it('ends with examples, and each command prints its own usage', () => {
    const help = ludoteca(['scarabeo', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/\nExamples:\n {2}ludoteca scarabeo /);
    for (const [command, flag] of [
      ['moves', '--rack LETTERS'],
      ['check', 'WORD…'],
      ['endgame', '--time-ms N'],
    ] as const) {
      const own = ludoteca(['scarabeo', command, '--help']);
      expect(own.status).toBe(0);
      expect(own.stdout.startsWith(`Usage: ludoteca scarabeo ${command} `)).toBe(true);
      expect(own.stdout).toContain(flag);
      expect(own.stdout).toMatch(/\nExamples?:\n {2}ludoteca scarabeo /);
      // Not the game's help: no play flags, no session commands.
      expect(own.stdout).not.toContain('--players');
      expect(own.stdout).not.toContain('Commands in every game');
    }
    const italian = ludoteca(['scarabeo', 'moves', '--help', '--lang', 'it']);
    expect(italian.stdout.startsWith('Uso: ludoteca scarabeo moves ')).toBe(true);
  });
});

describe('ludoteca scarabeo moves', () => {
  it('lists the plays best first, from a file or stdin, as text or JSON', () => {
    const file = tempFile('casa.txt', `${CASA_BOARD}\nrack: PNEO\n`);
    const text = ludoteca(['scarabeo', 'moves', file, '--top', '3']);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe('H8 NAPO    12  NAPO\nH8 PANE    12  PANE\nH8 PANO    12  PANO\n');
    const json = ludoteca(['scarabeo', 'moves', '--rack', 'abc', '--top', '2', '--json'], { input: CASA_BOARD });
    expect(JSON.parse(json.stdout)).toEqual([
      { move: 'G9 CAB', score: 14, words: ['CAB'] },
      { move: 'H8 BACA', score: 12, words: ['BACA'] },
    ]);
  });
  it('names a bad character of a position: x is a letter, but not one of the Italian set', () => {
    const x = ludoteca(['scarabeo', 'moves', '--rack', 'A'], { input: `${EMPTY}\n...x${EMPTY.slice(4)}\n` });
    expect(x.status).toBe(1);
    expect(oneLineError(x)).toBe(
      'ludoteca: stdin: bad position at line 2, column 4: x is not a letter of the Italian set (no J, K, W, X, Y)',
    );
    const digit = ludoteca(['scarabeo', 'moves', '--rack', 'A'], { input: `3${EMPTY.slice(1)}\n` });
    expect(oneLineError(digit)).toMatch(/line 1, column 1: "3" is not a square: expected an uppercase letter/);
  });
  it('explains a bad position, rack or flag', () => {
    const short = ludoteca(['scarabeo', 'moves', '--rack', 'A'], { input: `${EMPTY}\n${EMPTY}.\n` });
    expect(short.status).toBe(1);
    expect(oneLineError(short)).toBe('ludoteca: stdin: bad position at line 2, column 18: a row must have 17 squares');
    const noRack = ludoteca(['scarabeo', 'moves'], { input: CASA_BOARD });
    expect(noRack.status).toBe(2);
    expect(oneLineError(noRack)).toMatch(/no rack: give --rack LETTERS/);
    const qs = ludoteca(['scarabeo', 'moves', '--rack', 'QQQ'], { input: CASA_BOARD });
    expect(oneLineError(qs)).toMatch(/the set has 2/);
    expect(ludoteca(['scarabeo', 'moves', '--top', '0'], { input: CASA_BOARD }).status).toBe(2);
    expect(oneLineError(ludoteca(['scarabeo', 'moves', '/nonexistent/x']))).toMatch(
      /cannot read \/nonexistent\/x: no such file/,
    );
  });
});

describe('ludoteca scarabeo check', () => {
  it('says whether each word is in the lexicon; status 0 only when all are', () => {
    const yes = ludoteca(['scarabeo', 'check', 'casa', 'perché']);
    expect(yes.status).toBe(0);
    expect(yes.stdout).toBe('CASA is in the lexicon\nPERCHE is in the lexicon\n');
    const no = ludoteca(['scarabeo', 'check', 'casa', 'kiwi', '--json']);
    expect(no.status).toBe(1);
    expect(JSON.parse(no.stdout)).toEqual([
      { word: 'CASA', valid: true },
      { word: 'KIWI', valid: false },
    ]);
    const none = ludoteca(['scarabeo', 'check']);
    expect(none.status).toBe(2);
    expect(oneLineError(none)).toMatch(/check needs at least one word/);
  });

  it('refuses an empty word as a usage error, naming it, and looks up nothing', () => {
    for (const args of [[''], ['casa', ' ']]) {
      const r = ludoteca(['scarabeo', 'check', ...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(oneLineError(r)).toBe(
        `ludoteca: check: word ${args.length} is empty; give words of letters, e.g. \`ludoteca scarabeo check casa\``,
      );
    }
  });
});
