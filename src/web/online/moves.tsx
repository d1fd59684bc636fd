// The online game's list of moves: each with its mover's name, or the game's own log line where the face has one
// (Scarabeo's, with points and words, as the local game writes it).
import { useEffect, useRef } from 'react';
import { useLang } from '../i18n.js';

/**
 * The moves, the mover's name beside each (seats move in turn); the list scrolls inside its box, kept at the
 * newest move, and is a tab stop so the keyboard can scroll it too. `lines[i]`, when given, replaces move i's text.
 */
export function MoveList({
  moves,
  names,
  seats,
  lines = [],
}: {
  moves: readonly string[];
  names: readonly string[];
  seats: number;
  lines?: readonly string[];
}) {
  const { ol } = useLang().t;
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (list && moves.length > 0) list.scrollTop = list.scrollHeight;
  }, [moves.length]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll by keyboard.
    <ol ref={ref} className="online-moves" data-testid="online-moves" tabIndex={0} aria-label={ol.movesTitle}>
      {moves.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the moves of a game only grow.
        <li key={i}>
          {lines[i] ?? (
            <>
              <span className="muted">{names[i % seats]}:</span> {m}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
