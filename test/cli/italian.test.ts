// The terminal's Italian, through the real binary: counts that agree with their nouns and verbs (one pair, one
// tile, 150 blocks) and Konobi's players named in the third person in every sentence that names them.
import { describe, expect, it } from 'vitest';
import { ludoteca, tempFile } from './helpers.js';

describe('the terminal in Italian', () => {
  it('puts the number before the noun and agrees with one', () => {
    const samegame = ludoteca(['samegame', '--seed', 's1', '--lang', 'it']);
    expect(samegame.stdout).toContain('punteggio 0 · 150 blocchi rimasti');
    const board = tempFile('two.txt', '1m 1m\n');
    const solve = ludoteca(['shisensho', 'solve', board, '--lang', 'it']);
    expect(solve.stdout).toMatch(/^risolvibile: 1 coppia toglie le 2 tessere/);
    const moves = ludoteca(['shisensho', 'moves', board, '--lang', 'it']);
    expect(moves.stdout).toContain('1 coppia si può togliere');
    const status = ludoteca(['shisensho', '--board', board, '--lang', 'it']);
    expect(status.stdout).toContain('2 tessere rimaste · 1 coppia possibile · 0 coppie tolte');
  });

  it('names a Konobi player with an article, so the verb agrees ("Il computer (Bianco, O) gioca")', () => {
    const points: string[] = [];
    for (let y = 1; y <= 5; y++) for (const x of 'abcde') points.push(`${x}${y}`);
    const input = `c3\n${[...points, ...points].join('\n')}\n`;
    const r = ludoteca(['konobi', '--size', '5', '--level', '1', '--seed', 'console', '--lang', 'it'], { input });
    expect(r.stdout).toMatch(/^Il computer \((Nero|Bianco), [XO]\) (gioca [a-e][1-5]|usa la regola della torta)/m);
    expect(r.stdout).toMatch(/Vince il (computer \((Nero|Bianco), [XO]\)|(Nero|Bianco) \(tu, [XO]\))\./);
    expect(r.stdout).not.toMatch(/\bTu \(|Muove Tu|Vince Tu/);
  });
});
