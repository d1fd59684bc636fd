// Scarabeo's move log as data, for every face: each move's mover, notation, points and words, read from a local
// game's states or rebuilt from an online game's public moves and the board alone (the racks are not needed).
import {
  ALPHABET_SIZE,
  checkPlay,
  type Dawg,
  formatMove,
  JOLLY,
  parseMoveText,
  RACK_SIZE,
  type Rack,
  rackSize,
  type ScarabeoParams,
  type ScarabeoState,
  SQUARES,
  squareName,
} from '../games/scarabeo/index.js';

/** One move of the log: a play with its points and words, an exchange (how many tiles), a pass or a jolly swap. */
export type LogEntry = { readonly player: number } & (
  | { readonly kind: 'play'; readonly move: string; readonly score: number; readonly words: readonly string[] }
  | { readonly kind: 'exchange'; readonly count: number }
  | { readonly kind: 'pass' }
  | { readonly kind: 'swap'; readonly square: string }
);

/** The log entry of the move that led to `after` (none for a game's first state). */
export function logEntry(after: ScarabeoState): LogEntry | undefined {
  const l = after.last;
  if (!l) return undefined;
  const { player, move } = l;
  switch (move.type) {
    case 'play':
      return { player, kind: 'play', move: formatMove(move), score: l.score, words: move.scored.words };
    case 'exchange':
      return { player, kind: 'exchange', count: rackSize(move.tiles) };
    case 'pass':
      return { player, kind: 'pass' };
    case 'swap':
      return { player, kind: 'swap', square: squareName(move.square) };
  }
}

/**
 * A rack holding enough of every tile (each letter and the jolly) for any play: a public play is scored without
 * its mover's rack (checkPlay only reads it).
 */
function anyRack(): Rack {
  return new Uint8Array(ALPHABET_SIZE + 1).fill(RACK_SIZE);
}

/** `exchange 3`: another seat's exchange as a reader sees it, the count only. */
const EXCHANGE_COUNT = /^\s*exchange\s+(\d+)\s*$/i;

/**
 * The log of an online game from its public moves (seats move in turn from seat 0): each play is checked and
 * scored on the board the earlier plays made. A move that cannot be read (never from a server that checked it)
 * stops the log there, so the face shows the rest as plain notation rather than wrong points.
 */
export function publicLog(params: ScarabeoParams, moves: readonly string[], dawg: Dawg): LogEntry[] {
  const cells = new Uint8Array(SQUARES);
  const rack = anyRack();
  const log: LogEntry[] = [];
  for (const [i, text] of moves.entries()) {
    const player = i % params.players;
    const count = EXCHANGE_COUNT.exec(text);
    if (count) {
      log.push({ player, kind: 'exchange', count: Number(count[1]) });
      continue;
    }
    const parsed = parseMoveText(text);
    if (!parsed.ok) return log;
    const m = parsed.value;
    if (m.type === 'pass') log.push({ player, kind: 'pass' });
    else if (m.type === 'exchange') log.push({ player, kind: 'exchange', count: rackSize(m.tiles) });
    else if (m.type === 'swap') {
      // The jolly on the square is swapped for the real tile of its letter.
      cells[m.square] = (cells[m.square] as number) & ~JOLLY;
      log.push({ player, kind: 'swap', square: squareName(m.square) });
    } else {
      const scored = checkPlay({ cells, rules: params.rules }, rack, m.play, dawg);
      if (!scored.ok) return log;
      for (const p of scored.value.placed) cells[p.square] = p.cell;
      const { score, words } = scored.value;
      log.push({ player, kind: 'play', move: formatMove({ type: 'play', scored: scored.value }), score, words });
    }
  }
  return log;
}
