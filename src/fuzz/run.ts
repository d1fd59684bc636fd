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
  readonly slowestMs: number;
  /** The slowest input timed again (best of 5), to tell its own cost from a pause of the loaded machine. */
  readonly slowestAgainMs: number;
  readonly slowestInput: string;
  readonly totalMs: number;
}

export async function fuzz(target: AnyTarget, options: { runs: number; seed?: number }): Promise<FuzzReport> {
  let slowestMs = -1;
  let slowest: unknown;
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
    if (!shrinking) {
      runs++;
      if (ms > slowestMs) {
        slowestMs = ms;
        slowest = input;
      }
    }
  });
  const details = await fc.check(property, {
    numRuns: options.runs,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const totalMs = performance.now() - started;
  let slowestAgainMs = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5 && slowestMs >= 0; i++) {
    const t0 = performance.now();
    try {
      await target.check(slowest);
    } catch {
      // Counted above if it crashed; here only the time matters.
    }
    slowestAgainMs = Math.min(slowestAgainMs, performance.now() - t0);
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
    slowestMs,
    slowestAgainMs,
    slowestInput: slowestMs < 0 ? '' : target.show(slowest),
    totalMs,
  };
}
