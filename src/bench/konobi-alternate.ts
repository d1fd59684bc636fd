// `npm run bench -- konobi-alternate --other DIR [--playouts N] [--rounds N] [--tuning K=V+...]`: this build's
// Konobi search (with the tuning given, e.g. `leafPlayouts=1`) and another build's (DIR: a copy of another
// checkout's dist/, e.g. `cp -r dist /tmp/before` before a change) in alternating rounds in one process, each
// round searching the bench's early 11×11 position with both, in alternating order; prints playouts per CPU
// second (mean, median, best) of each, and whether they chose the same moves with the same win rates. Comparing
// moment by moment under the same load is what makes two builds' figures comparable on a shared machine, where
// a single run moves by ±15%.

import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchTuning } from '../ai/konobi/index.js';
import { search } from '../ai/konobi/index.js';
import { createRng } from '../core/rng.js';
import { newGame, play } from '../games/konobi/index.js';
import { processCpuMs } from '../node/cpuClock.js';
import { parseTuning } from './konobi-shared/tuning.js';

const USAGE = 'usage: npm run bench -- konobi-alternate --other DIR [--playouts N] [--rounds N] [--tuning K=V+...]\n';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

const options = { other: '', playouts: 15000, rounds: 10, tuning: {} as Partial<SearchTuning> };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const [flag, text] = [args[i], args[i + 1]];
  if (text === undefined) fail(`${flag} needs a value`);
  if (flag === '--other') options.other = resolve(text);
  else if (flag === '--tuning')
    options.tuning =
      parseTuning(text) ?? fail(`bad --tuning ${text}: expected settings like leafPlayouts=1+amafLevels=2`);
  else if (flag === '--playouts' || flag === '--rounds') {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) fail(`bad ${flag} ${text}: expected a positive integer`);
    options[flag === '--playouts' ? 'playouts' : 'rounds'] = value;
  } else fail(`unknown option ${flag}`);
}
if (options.other === '') fail('--other is needed');

type Search = typeof search;
type Modules = { search: Search; createRng: typeof createRng; newGame: typeof newGame; play: typeof play };

async function loadOther(dir: string): Promise<Modules> {
  const at = (path: string) => pathToFileURL(`${dir}/${path}`).href;
  try {
    const ai = await import(at('ai/konobi/index.js'));
    const rng = await import(at('core/rng.js'));
    const games = await import(at('games/konobi/index.js'));
    return { search: ai.search, createRng: rng.createRng, newGame: games.newGame, play: games.play };
  } catch (error) {
    return fail(`cannot load a build from ${dir}: ${(error as Error).message}`);
  }
}

const cpuSeconds = (): number => processCpuMs() / 1000;

const builds: [string, Modules][] = [
  ['this build', { search, createRng, newGame, play }],
  [options.other, await loadOther(options.other)],
];
const rates: number[][] = [[], []];
let differences = 0;
// Round -1 warms both up and is not counted.
for (let round = -1; round < options.rounds; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  const answers: string[] = [];
  for (const b of order) {
    const m = (builds[b] as [string, Modules])[1];
    let state = m.newGame({ size: 11 });
    state = m.play(state, { type: 'place', point: 5 * 11 + 5 });
    state = m.play(state, { type: 'place', point: 3 * 11 + 5 });
    const c0 = cpuSeconds();
    const tuning = b === 0 ? options.tuning : {};
    const r = m.search(state, { maxPlayouts: options.playouts, rng: m.createRng(`alternate-${round % 3}`), tuning });
    const cpu = cpuSeconds() - c0;
    if (round >= 0) (rates[b] as number[]).push(r.playouts / cpu);
    answers[b] = `${JSON.stringify(r.move)} ${r.winRate}`;
  }
  if (round >= 0 && answers[0] !== answers[1]) differences++;
}
const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
console.log(`${options.rounds} rounds of ${options.playouts} playouts each, load average ${load}`);
for (const [b, [name]] of builds.entries()) {
  const x = [...(rates[b] as number[])].sort((p, q) => p - q);
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  console.log(
    `${name.padEnd(30)} playouts per CPU second: mean ${Math.round(mean)}, median ${Math.round(x[x.length >> 1] as number)}, best ${Math.round(x[x.length - 1] as number)}`,
  );
}
console.log(
  differences === 0 ? 'same moves and win rates in every round' : `different answers in ${differences} rounds`,
);
