// SameGame's demo: the computer plays the field one move at a time (in the solver's worker), with a strategy
// and a speed; 'best' follows the solver's line while the field is the one the line expects.
import { useEffect, useRef, useState } from 'react';
import type { Strategy } from '../../ai/samegame/index.js';
import { STRATEGIES } from '../../ai/samegame/index.js';
import { type Field, formatField } from '../../games/samegame/index.js';
import { useLang } from '../i18n.js';
import type { SolverPool } from './solverClient.js';

const SPEEDS = { slow: 900, normal: 450, fast: 180 } as const;
type Speed = keyof typeof SPEEDS;
const DEMO_BEST_MS = 1500;

type Point = { readonly x: number; readonly y: number };

export interface Demo {
  readonly running: boolean;
  readonly strategy: Strategy;
  readonly speed: Speed;
}

/**
 * Runs the demo while `demo.running`: every `speed` ms, one move on the field `field()` returns, played with
 * `move` (false when it could not be played, which stops the demo). `tick` changes after every move played.
 */
export function useDemo(options: {
  solver: SolverPool;
  field: () => Field;
  over: () => boolean;
  move: (p: Point) => boolean;
  tick: unknown;
}) {
  const [demo, setDemo] = useState<Demo>({ running: false, strategy: 'best', speed: 'normal' });
  const plan = useRef<{ key: string; moves: Point[] } | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const { solver, tick } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move played (`tick`) schedules the next one.
  useEffect(() => {
    if (!demo.running) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const o = latest.current;
      if (o.over()) {
        setDemo((d) => ({ ...d, running: false }));
        return;
      }
      const field = o.field();
      const key = formatField(field, '/');
      let next: Point | undefined;
      const line = plan.current;
      if (demo.strategy === 'best' && line && line.key === key && line.moves.length > 0) {
        next = line.moves[0];
        plan.current = { key: '', moves: line.moves.slice(1) };
      } else {
        const reply =
          demo.strategy === 'best'
            ? await solver.solve(field, DEMO_BEST_MS)
            : await solver.choose(field, demo.strategy, DEMO_BEST_MS);
        if (cancelled) return;
        next = reply.moves[0];
        plan.current = demo.strategy === 'best' ? { key: '', moves: reply.moves.slice(1) } : undefined;
      }
      if (cancelled) return;
      if (!next || !latest.current.move(next)) {
        setDemo((d) => ({ ...d, running: false }));
        return;
      }
      if (plan.current) plan.current = { ...plan.current, key: formatField(latest.current.field(), '/') };
    }, SPEEDS[demo.speed]);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [demo, tick, solver]);

  return {
    demo,
    start: () => setDemo((d) => ({ ...d, running: true })),
    stop: () => {
      setDemo((d) => ({ ...d, running: false }));
      solver.cancel();
      plan.current = undefined;
    },
    setStrategy: (strategy: Strategy) => {
      plan.current = undefined;
      setDemo((d) => ({ ...d, strategy }));
    },
    setSpeed: (speed: Speed) => setDemo((d) => ({ ...d, speed })),
  };
}

export function DemoControls(props: {
  readonly demo: Demo;
  readonly over: boolean;
  readonly onStart: () => void;
  readonly onStop: () => void;
  readonly onStrategy: (s: Strategy) => void;
  readonly onSpeed: (s: Speed) => void;
}) {
  const { t } = useLang();
  const { demo } = props;
  return (
    <fieldset className="demo">
      <legend>{t.demo}</legend>
      <label>
        {t.strategy}
        <select value={demo.strategy} onChange={(e) => props.onStrategy(e.target.value as Strategy)}>
          {STRATEGIES.map((s) => (
            <option key={s} value={s}>
              {t.strategies[s] ?? s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.speed}
        <select value={demo.speed} onChange={(e) => props.onSpeed(e.target.value as Speed)}>
          {(Object.keys(SPEEDS) as Speed[]).map((s) => (
            <option key={s} value={s}>
              {t.speeds[s]}
            </option>
          ))}
        </select>
      </label>
      {demo.running ? (
        <button type="button" onClick={props.onStop} data-testid="demo-toggle">
          ■ {t.demoStop}
        </button>
      ) : (
        <button type="button" onClick={props.onStart} disabled={props.over} data-testid="demo-toggle">
          ▶ {t.demoStart}
        </button>
      )}
      <p className="muted small-print">{t.demoNote}</p>
    </fieldset>
  );
}
