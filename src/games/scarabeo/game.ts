// Scarabeo behind the shared Game interface (src/core/game.ts), so records replay and faces handle it like
// the other games. The rules need the lexicon to check a play, so the game is made by a factory around one.
import type { Game, Outcome } from '../../core/game.js';
import { ok, type Result } from '../../core/result.js';
import { createRng, type Rng } from '../../core/rng.js';
import { type Cells, JOLLY, LETTER_MASK, SQUARES } from './board.js';
import type { Dawg } from './dawg.js';
import type { ScarabeoError } from './errors.js';
import { describeScarabeoError } from './messages.js';
import { generatePlays } from './movegen.js';
import { DEFAULT_PARAMS, formatParams, type LexiconKind, parseParams, type ScarabeoParams } from './params.js';
import type { Rack } from './play.js';
import { formatPositionText, parsePositionText } from './position.js';
import {
  exchanges,
  formatMove,
  gameFromBoard,
  isOver,
  newGame,
  parseMove,
  play,
  redealHidden,
  type ScarabeoMove,
  type ScarabeoState,
  type ScarabeoView,
  view,
} from './state.js';

export type ScarabeoGame = Game<ScarabeoParams, ScarabeoState, ScarabeoMove, ScarabeoError, ScarabeoView>;

/**
 * A game from a position's text: its `rules:` line, when present, takes the place of the params' rules (the
 * position says what it was set up for). The unseen tiles are shuffled by a generator seeded from the
 * canonical text, so the same position always gives the same bag and other racks.
 */
export function parsePosition(params: ScarabeoParams, text: string): Result<ScarabeoState, ScarabeoError> {
  const parsed = parsePositionText(text);
  if (!parsed.ok) return parsed;
  const { cells, rack, rules } = parsed.value;
  const rng: Rng = createRng(`position:${formatPositionText(parsed.value)}`);
  return ok(gameFromBoard({ ...params, rules: rules ?? params.rules }, cells, rack, rng));
}

/** The board, the rack of the player to move and the rules: what a seat needs to find its plays. */
export function formatPosition(state: ScarabeoState): string {
  return formatPositionText({ cells: state.cells, rack: state.racks[state.toMove], rules: state.params.rules });
}

/** Every legal move: the plays best first, then the jolly swaps (Editrice rules), the exchanges and pass. */
export function legalMoves(state: ScarabeoState, dawg: Dawg): ScarabeoMove[] {
  if (isOver(state)) return [];
  const rack = state.racks[state.toMove] as Uint8Array;
  const moves: ScarabeoMove[] = generatePlays({ cells: state.cells, rules: state.params.rules }, rack, dawg).map(
    (scored) => ({ type: 'play', scored }),
  );
  if (state.params.rules === 'editrice') {
    for (const s of jollySwapSquares(state.cells, rack)) {
      moves.push({ type: 'swap', square: s, letter: (state.cells[s] as number) & LETTER_MASK });
    }
  }
  moves.push(...exchanges(state), { type: 'pass' });
  return moves;
}

/** The squares whose jolly a rack may take back by a swap (Editrice rules): the rack holds the letter it stands for. */
export function jollySwapSquares(cells: Cells, rack: Rack): number[] {
  const squares: number[] = [];
  for (let s = 0; s < SQUARES; s++) {
    const c = cells[s] as number;
    if ((c & JOLLY) !== 0 && (rack[c & LETTER_MASK] as number) > 0) squares.push(s);
  }
  return squares;
}

export function scarabeoGame(dawg: Dawg): ScarabeoGame {
  return {
    name: 'scarabeo',
    defaultParams: DEFAULT_PARAMS,
    parseParams,
    formatParams,
    seats: (params) => params.players,
    newGame,
    parsePosition,
    formatPosition,
    parseMove: (state, text) => parseMove(state, text, dawg),
    formatMove: (_state, move) => formatMove(move),
    play,
    legalMoves: (state) => legalMoves(state, dawg),
    isOver,
    toMove: (state) => state.toMove,
    outcome,
    view,
    redealHidden,
    describeError: describeScarabeoError,
  };
}

/** Each seat's score, and once the game is over the winning seats and the record's result. */
export function outcome(state: ScarabeoState): Outcome {
  const { scores, end } = state;
  if (!end) return { over: false, scores };
  return { over: true, scores, winners: end.winners, result: resultWithWinner(state) };
}

/**
 * A finished game's result, as records and the server keep it: the winning seat (1-based; seats joined by "=" on a tie), a colon, then the
 * final scores in seat order, e.g. "1:312-280" or "1=2:300-300"; undefined while the game goes on.
 */
export function resultWithWinner(state: ScarabeoState): string | undefined {
  if (!state.end) return undefined;
  return `${state.end.winners.map((w) => w + 1).join('=')}:${state.scores.join('-')}`;
}

/**
 * Scarabeo for a face that holds both lexicons (the server): each game's params say which one it plays with
 * (`f` for the full lexicon), so the move check and the legal moves use `lexicons(params.lexicon)`.
 */
export function scarabeoGameWith(lexicons: (kind: LexiconKind) => Dawg): ScarabeoGame {
  return {
    ...scarabeoGame(lexicons('standard')),
    parseMove: (state, text) => parseMove(state, text, lexicons(state.params.lexicon)),
    legalMoves: (state) => legalMoves(state, lexicons(state.params.lexicon)),
  };
}
