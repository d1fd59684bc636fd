// Shisen-Sho's clock: the time played, from a base (a resumed game's time) plus the running stretch; it runs
// from the first pair to the win and pauses while the tab is hidden. `save` is called when the tab hides or
// closes, so the time is kept.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PlayClock, playedMs, runPlayClock } from '../../session/shisensho.js';

export function useClock(options: { base: number; started: boolean; stopped: boolean; save: (ms: number) => void }) {
  const { started, stopped } = options;
  const clock = useRef<PlayClock>({ base: options.base });
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  const [, setTick] = useState(0);
  const save = useRef(options.save);
  save.current = options.save;

  const elapsed = useCallback(() => playedMs(clock.current, performance.now()), []);

  const running = (started || clock.current.base > 0) && !stopped && visible;
  useEffect(() => {
    clock.current = runPlayClock(clock.current, running, performance.now());
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
