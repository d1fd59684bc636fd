// Shisen-Sho's clock: the time played, from a base (a resumed game's time) plus the running stretch; it runs
// from the first pair to the win and pauses while the tab is hidden. `save` is called when the tab hides or
// closes, so the time is kept.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useClock(options: { base: number; started: boolean; stopped: boolean; save: (ms: number) => void }) {
  const { started, stopped } = options;
  const clock = useRef<{ base: number; since: number | undefined }>({ base: options.base, since: undefined });
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  const [, setTick] = useState(0);
  const save = useRef(options.save);
  save.current = options.save;

  const elapsed = useCallback(() => {
    const c = clock.current;
    return c.base + (c.since === undefined ? 0 : performance.now() - c.since);
  }, []);

  const running = (started || clock.current.base > 0) && !stopped && visible;
  useEffect(() => {
    const c = clock.current;
    if (running && c.since === undefined) c.since = performance.now();
    else if (!running && c.since !== undefined) {
      c.base += performance.now() - c.since;
      c.since = undefined;
    }
    if (!running) return;
    // A render a second, so the time on screen moves.
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    const keep = () => save.current(elapsed());
    const onVisibility = () => {
      setVisible(document.visibilityState !== 'hidden');
      keep();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', keep);
    };
  }, [elapsed]);

  return elapsed;
}
