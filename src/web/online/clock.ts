// The clocks of an online game: each seat's time left as the server last said it, the running one counting down
// from when that snapshot arrived (the server's own clock decides; this only draws it), and the time written.
import { useEffect, useState } from 'react';
import type { ClockState } from '../../online/protocol.js';

/** Redraws every `ms` while `running`. */
export function useNow(running: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [running, ms]);
  return running ? now : Date.now();
}

/** A seat's time left now: the running seat's clock has run since the snapshot arrived at `receivedAt`. */
export function remainingNow(clocks: ClockState, seat: number, receivedAt: number, now: number): number {
  const left = clocks.remainingMs[seat] ?? 0;
  return Math.max(0, clocks.running === seat ? left - (now - receivedAt) : left);
}

/** 1:05:09, 4:59, 0:09; a day or more as "2 d 3 h" (correspondence). */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  if (days > 0) return `${days} d ${hours} h`;
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
