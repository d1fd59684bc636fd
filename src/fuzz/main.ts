// `npm run fuzz -- <target|all> [--runs N] [--seed S]`: fuzzes the parsers of untrusted input and prints, per
// target, the inputs tried, the crashes (none expected) and the slowest input; exit status 1 on a crash.
import { parseArgs } from 'node:util';
import { allTargets } from './all.js';
import { fuzz } from './run.js';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
const targets = allTargets();
const names = targets.map((t) => t.name);
const wanted = positionals[0];
const runs = values.runs === undefined ? 10_000 : Number(values.runs);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (
  values.help ||
  wanted === undefined ||
  (wanted !== 'all' && !names.includes(wanted)) ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  (seed !== undefined && !Number.isInteger(seed))
) {
  process.stderr.write(
    `usage: npm run fuzz -- <target|all> [--runs N (default 10000)] [--seed S]\ntargets:\n${targets
      .map((t) => `  ${t.name.padEnd(18)}${t.about}`)
      .join('\n')}\n`,
  );
  process.exit(values.help ? 0 : 2);
}
let crashes = 0;
for (const target of targets) {
  if (wanted !== 'all' && target.name !== wanted) continue;
  const r = await fuzz(target, { runs, ...(seed === undefined ? {} : { seed }) });
  const perInput = r.runs === 0 ? 0 : (r.totalMs / r.runs).toFixed(3);
  process.stdout.write(
    `${r.target}: ${r.runs} inputs in ${(r.totalMs / 1000).toFixed(1)} s (${perInput} ms each), ` +
      `${r.crash ? 1 : 0} crashes; slowest ${r.slowestMs.toFixed(1)} ms; slowest timed again ${r.slowestAgainMs.toFixed(1)} ms: ` +
      `${r.slowestInput}\n`,
  );
  if (r.crash) {
    crashes++;
    process.stdout.write(`  CRASH on ${r.crash.input}\n  ${r.crash.error.split('\n').join('\n  ')}\n`);
  }
}
process.exit(crashes > 0 ? 1 : 0);
