// Features of the terminal games through the real binary: Scarabeo's move log and unseen tiles, the moves'
// Italian words, the help listing only what is accepted, Shisen-Sho's kind marks, one level per computer seat.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newUi, type Context as ShisenShoContext, update } from '../../src/cli/shisensho/controller.js';
import { boardSession } from '../../src/cli/shisensho/session.js';
import { unwrap } from '../../src/core/result.js';
import { paramsOfBoard, parseBoard } from '../../src/games/shisensho/index.js';
import { ludoteca, oneLineError, tempDir, tempFile } from './helpers.js';

describe('Scarabeo: log and unseen', () => {
  it('lists the moves so far and the unseen tiles of the player to move, never counting their own rack', () => {
    // Seed x deals Player 1 A A A B E G S S and Player 2 C E M M N O O V.
    const input = 'log\nunseen\n9G BASE\nlog\nunseen\nbag\nhelp\n';
    const r = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], { input });
    expect(r.status).toBe(0);
    const [before, after] = r.stdout.split('> 9G BASE') as [string, string];
    expect(before).toContain('> log\nNo move yet.');
    // Player 1 sees Player 2's C among the unseen tiles, but not their own three As.
    expect(before).toContain('Unseen tiles: 122 (114 in the bag, 8 on the other racks): A×9 B×3 C×7 ');
    expect(after).toContain('> log\n  1. Player 1 plays 9G BASE for 7 points (BASE). Player 1 7, Player 2 0.');
    // Player 2 to move: their own C is not unseen, Player 1's new rack is.
    expect(after).toContain('> unseen\nUnseen tiles: 118 (110 in the bag, 8 on the other racks): A×11 B×3 C×6 ');
    expect(after).toContain('> bag\nUnseen tiles: 118');
    expect(after).toMatch(/^ {2}log {14}the moves so far/m);
    expect(after).toMatch(/^ {2}unseen, bag {6}the tiles you have not seen/m);
  });

  it('answers the Italian names, in Italian', () => {
    const r = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none', '--lang', 'it'], {
      input: '9G BASE\nmosse\nnonviste\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('> mosse\n  1. Giocatore 1 gioca 9G BASE per 7 punti (BASE).');
    expect(r.stdout).toContain('> nonviste\nTessere non viste: 118 (110 nel sacchetto, 8 sugli altri leggii):');
  });
});

describe('the moves in Italian', () => {
  it('reads scambia and passa as Scarabeo moves in Italian, and saves them in notation', () => {
    const home = tempDir();
    const r = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none', '--lang', 'it', '--save'], {
      input: '9G BASE\npassa\nscambia AD\nhelp\n',
      home,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Giocatore 2 passa.');
    expect(r.stdout).toContain('Giocatore 1 cambia 2 tessere.');
    expect(r.stdout).toContain('in italiano anche: scambia o cambia (exchange), passa o passo (pass), prendi (swap)');
    const saved = JSON.parse(readFileSync(join(home, 'scarabeo.json'), 'utf8')) as { moves: string[] };
    expect(saved.moves).toEqual(['9G BASE', 'pass', 'exchange AD']);
  });

  it('leaves the Italian words to Italian: in English they are not moves', () => {
    const r = ludoteca(['scarabeo', '--seed', 'x', '--computer', 'none'], { input: '9G BASE\npassa\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('Refused: "passa" is not a move');
  });

  it("reads scambio as Konobi's swap in Italian, and says so in the help", () => {
    const r = ludoteca(['konobi', '--size', '5', '--white', 'human', '--seed', 'k', '--lang', 'it'], {
      input: 'c3\nscambio\nposition\nhelp\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Swap: prendi la pietra del Nero');
    expect(r.stdout).toContain('/to-move: white/swap: used');
    expect(r.stdout).toContain('swap o scambio (solo al primo turno del Bianco');
  });

  it("lists in SameGame's and Shisen-Sho's Italian help only names that are accepted", () => {
    for (const game of ['samegame', 'shisensho']) {
      const help = ludoteca([game, '--seed', 's1', '--lang', 'it'], { input: 'help\n' });
      expect(help.stdout).not.toContain('nuova partita');
      expect(help.stdout).toMatch(/new \(nuova[;)]/);
      const nuova = ludoteca([game, '--seed', 's1', '--lang', 'it'], { input: 'nuova\n' });
      expect(nuova.status).toBe(0);
      expect(nuova.stdout).toContain('Nuova partita ');
    }
  }, 90_000);
});

describe('--level for each computer seat', () => {
  it('gives two Konobi computers their own levels, Black first', () => {
    const r = ludoteca([
      'konobi',
      '--size',
      '5',
      '--seed',
      'q',
      '--black',
      'computer',
      '--white',
      'computer',
      '--level',
      '1,2',
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Black computer (level 1), White computer (level 2).');
    // Level 1 runs 200 playouts a move, level 2 1,000.
    expect(r.stdout).toMatch(/^Computer \(Black, X\) plays [a-e][1-5] \(200 playouts\)\.$/m);
    expect(r.stdout).toMatch(/^Computer \(White, O\) plays [a-e][1-5] \(1000 playouts\)\.$/m);
    expect(r.stdout).not.toMatch(/\(White, O\) plays [a-e][1-5] \(200 playouts\)/);
  });

  it('gives two Scarabeo computers their own levels, in seat order', () => {
    const r = ludoteca(['scarabeo', '--seed', 'lv', '--computer', 'all', '--names', 'Ada,Bea', '--level', '1,5']);
    expect(r.status).toBe(0);
    const words = (who: string) => [...r.stdout.matchAll(new RegExp(`^${who} plays \\S+ (\\S+) for`, 'gm'))];
    // Level 1 plays only words of at most 5 letters; level 5 plays longer ones too.
    expect(words('Ada').length).toBeGreaterThan(0);
    for (const m of words('Ada')) expect((m[1] as string).length).toBeLessThanOrEqual(5);
    expect(Math.max(...words('Bea').map((m) => (m[1] as string).length))).toBeGreaterThan(5);
  });

  it('refuses a list of the wrong length, and a level with no computer seat, as usage errors', () => {
    for (const [args, message] of [
      [['scarabeo', '--computer', 'none', '--level', '4'], /^ludoteca: --level 4: no seat is played by the computer/],
      [['scarabeo', '--computer', 'all', '--level', '1,2,3'], /or 2 separated by commas \(one per computer seat/],
      [['scarabeo', '--level', '2,3'], /--level expects one level: the computer plays one seat, got "2,3"/],
      [['scarabeo', '--computer', 'all', '--level', '1,7'], /--level expects a level from 1 to 6, got "7"/],
      [['konobi', '--white', 'human', '--level', '2'], /no seat is played by the computer.*--black computer/],
      [['konobi', '--black', 'computer', '--level', '1,2,3'], /or 2 separated by commas/],
    ] as const) {
      const r = ludoteca(args);
      expect(r.status).toBe(2);
      expect(oneLineError(r)).toMatch(message);
    }
  }, 90_000);
});

describe('Shisen-Sho: the selected kind and the time played', () => {
  it('marks the other tiles of the selected kind (capitals without colour), the selected one in brackets', () => {
    const file = tempFile('kinds.txt', '1m 2p 1m 3s\n2p 1m 3s 1m\n');
    const r = ludoteca(['shisensho', '--board', file], { input: 'a1\n' });
    expect(r.status).toBe(0);
    const frame = r.stdout.split('Selected a1')[1] as string;
    expect(frame).toContain('\n1[1m]2p 1M 3s\n2 2p 1M 3s 1M\n');
    // Before the selection, and with it dropped, every code is in lowercase.
    expect(r.stdout.split('Selected a1')[0]).toContain('\n1 1m 2p 1m 3s\n2 2p 1m 3s 1m\n');
  });

  it('shows the time played in the status line and under the win, from the first pair', async () => {
    const b = unwrap(parseBoard('1m 1m 2p 2p'));
    let clock = 1_000;
    const ctx: ShisenShoContext = {
      color: false,
      random32: () => 7,
      suggest: async () => undefined,
      now: () => clock,
      timer: true,
    };
    let session = boardSession(paramsOfBoard(b, false), b);
    let ui = newUi('en');
    const feed = async (line: string) => {
      const step = await update(ui, session, line, ctx);
      ui = step.ui;
      session = step.session;
      return step.output;
    };
    clock += 5_000;
    expect(await feed('a1 b1')).toMatch(/^2 tiles left · 1 pair available · 1 pair removed · time 0:00$/m);
    clock += 83_000;
    expect(await feed('c1')).toMatch(/· time 1:23$/m);
    const won = await feed('d1');
    expect(won).toMatch(/· time 1:23$/m);
    // One clock: the result line under the win says the time the status line shows.
    expect(won).toMatch(/^You won: .*\nCleared in 1:23 with 0 hints and 0 scrambles\.$/m);
    // Stopped by the win: the time stays.
    clock += 60_000;
    expect(await feed('undo')).toMatch(/· time 1:23$/m);
    const it = await update({ ...ui, lang: 'it' }, session, 'c1', ctx);
    expect(it.output).toMatch(/· tempo 1:23$/m);
  });
});
