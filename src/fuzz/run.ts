// Runs one fuzz target with fast-check: counts inputs, stops at the first crash (shrunk to a small example),
// and keeps the slowest input, since parse time that grows faster than the input is a bug too.

import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { AnyTarget } from './targets.js';

export interface FuzzReport {
  readonly target: string;
  readonly runs: number;
  /** The first crash, shrunk by fast-check, as the report shows it; undefined when there was none. */
  readonly crash?: { readonly input: string; readonly error: string };
  /** The longest time one input took during the run. */
  readonly slowestMs: number;
  /** The five slowest inputs timed again (best of 3 each): the longest, to tell an input's own cost from a pause. */
  readonly slowestAgainMs: number;
  /** The input of `slowestAgainMs`. */
  readonly slowestInput: string;
  readonly totalMs: number;
}

/** How many of the slowest inputs are timed again after the run. */
const RETIMED = 5;

export async function fuzz(target: AnyTarget, options: { runs: number; seed?: number }): Promise<FuzzReport> {
  // The slowest inputs seen, slowest first: timed again after the run, since on a loaded machine a garbage
  // collection or a descheduled process makes any input look slow once.
  const slowest: { ms: number; input: unknown }[] = [];
  let runs = 0;
  let shrinking = false;
  await target.prepare?.();
  const started = performance.now();
  const property = fc.asyncProperty(target.input, async (input) => {
    const t0 = performance.now();
    try {
      await target.check(input);
    } catch (e) {
      // Every run after the first crash is fast-check shrinking it.
      shrinking = true;
      throw e;
    }
    const ms = performance.now() - t0;
    if (shrinking) return;
    runs++;
    if (slowest.length < RETIMED || ms > (slowest[slowest.length - 1]?.ms ?? 0)) {
      slowest.push({ ms, input });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, RETIMED);
    }
  });
  const details = await fc.check(property, {
    numRuns: options.runs,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const totalMs = performance.now() - started;
  // Each of the slowest inputs timed again (best of 3); the report keeps the one that stays slowest.
  let again = { ms: -1, input: undefined as unknown };
  for (const s of slowest) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      try {
        await target.check(s.input);
      } catch {
        // Counted above if it crashed; here only the time matters.
      }
      best = Math.min(best, performance.now() - t0);
    }
    if (best > again.ms) again = { ms: best, input: s.input };
  }
  await target.close?.();
  const crash =
    details.failed && details.counterexample
      ? {
          input: target.show(details.counterexample[0]),
          error:
            details.errorInstance instanceof Error
              ? (details.errorInstance.stack ?? '')
              : String(details.errorInstance),
        }
      : undefined;
  return {
    target: target.name,
    runs,
    ...(crash ? { crash } : {}),
    slowestMs: slowest[0]?.ms ?? -1,
    slowestAgainMs: again.ms,
    slowestInput: again.ms < 0 ? '' : target.show(again.input),
    totalMs,
  };
}
