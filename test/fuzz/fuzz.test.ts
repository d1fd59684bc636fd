// The fuzz program's targets, a few hundred inputs each (npm run fuzz runs 10⁵): no parser may crash.
import { afterAll, describe, expect, it } from 'vitest';
import { allTargets } from '../../src/fuzz/all.js';
import { fuzz } from '../../src/fuzz/run.js';

const targets = allTargets();

describe('fuzzing every parser of untrusted input', () => {
  afterAll(async () => {
    for (const t of targets) await t.close?.();
  });

  it('has a target for each kind of input the issue names', () => {
    expect(targets.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'params',
        'game-id',
        'samegame-position',
        'samegame-move',
        'shisensho-position',
        'shisensho-move',
        'konobi-position',
        'konobi-move',
        'record',
        'gtp',
        'command-line',
        'terminal-lines',
        'http',
      ]),
    );
  });

  it.each(targets.map((t) => [t.name, t] as const))('%s: 300 inputs, no crash', async (_name, target) => {
    const report = await fuzz(target, { runs: 300 });
    expect(report.crash).toBeUndefined();
    expect(report.runs).toBe(300);
  });

  it('reports a crash with the input that caused it', async () => {
    const [first] = targets;
    if (!first) throw new Error('no targets');
    const report = await fuzz(
      {
        ...first,
        check: (t: string) => {
          if (t.includes('x')) throw new TypeError('boom');
        },
      },
      { runs: 300, seed: 1 },
    );
    expect(report.crash?.error).toContain('boom');
    expect(report.crash?.input).toContain('x');
  });
});
