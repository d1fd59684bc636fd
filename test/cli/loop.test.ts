// The one line loop of the four terminal games, through the real binary: the same commands and Italian
// aliases everywhere, a script's lines echoed alike, the exit status a script can rely on, and a save that only a person's game (or --save)
// writes, which --resume picks up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, tempDir } from './helpers.js';

/** Each game dealt small and fixed, with one legal first move and a line that is refused. */
const GAMES = [
  { game: 'samegame', args: ['--id', 'samegame:6x4c2#tm1'], move: '2 2', bad: '0 3' },
  { game: 'shisensho', args: ['--id', 'shisensho:6x2k3#tss'], move: 'c1 f1', bad: 'a1 b1' },
  { game: 'konobi', args: ['--size', '5', '--white', 'human', '--seed', 'lp'], move: 'c3', bad: 'zz9' },
  { game: 'scarabeo', args: ['--seed', 'x', '--level', '1'], move: '9F BEGA', bad: '9A CASA' },
] as const;

describe('every terminal game', () => {
  for (const g of GAMES) {
    it(`${g.game}: aiuto, annulla, ripeti and esci work; a script's refused line exits 1, none exits 0`, () => {
      const ok = ludoteca(['--lang', 'it', g.game, ...g.args], { input: `aiuto\n${g.move}\nannulla\nripeti\nesci\n` });
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      expect(ok.stdout).toMatch(/undo|annulla/i);
      const refused = ludoteca([g.game, ...g.args], { input: `${g.bad}\nq\n` });
      expect(refused.status).toBe(1);
    });

    it(`${g.game}: a script's lines are echoed after a prompt, in order, a long one cut short`, () => {
      const long = `x${' y'.repeat(100)}`;
      const r = ludoteca([g.game, ...g.args], { input: `${g.move}\n${g.bad}\n${long}\nquit\n` });
      const echoes = r.stdout.split('\n').filter((line) => line.startsWith('> '));
      expect(echoes).toEqual([`> ${g.move}`, `> ${g.bad}`, `> ${long.slice(0, 100)}… (201 characters)`, '> quit']);
    });

    it(`${g.game}: a piped run leaves the save alone; with --save it writes one that --resume replays`, () => {
      const home = tempDir();
      const save = join(home, `${g.game}.json`);
      ludoteca([g.game, ...g.args], { input: `${g.move}\n`, home });
      expect(existsSync(save)).toBe(false);
      const first = ludoteca([g.game, ...g.args, '--save'], { input: `${g.move}\nquit\n`, home });
      expect(first.stdout).toContain(`The game is saved: ludoteca ${g.game} --resume picks it up.`);
      const saved = JSON.parse(readFileSync(save, 'utf8')) as { game: string; moves: string[] };
      expect(saved.game).toBe(g.game);
      expect(saved.moves.length).toBeGreaterThanOrEqual(1);
      const resumed = ludoteca([g.game, '--resume'], { input: 'q\n', home });
      expect(resumed.status).toBe(0);
      expect(resumed.stdout).toMatch(/Resuming the saved game after \d/);
      // Quitting says the same in every game: the save still holds the game, unchanged by this run.
      expect(resumed.stdout).toContain(`The game is saved: ludoteca ${g.game} --resume picks it up.`);
      const moved = ludoteca([g.game, '--resume', '--lang', 'it'], { input: 'undo\nesci\n', home });
      expect(moved.stdout).toContain('La partita non è salvata (uno script salva la sua partita solo con --save).');
    });
  }

  it('konobi refuses a bad --seed as the other games do, with status 2', () => {
    for (const game of ['konobi', 'samegame']) {
      const r = ludoteca([game, '--seed', 'not a seed']);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/seed/);
    }
  });
});
