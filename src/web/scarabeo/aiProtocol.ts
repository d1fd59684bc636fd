// The messages between the page and Scarabeo's worker (plain data: a seat's view of the board, never the bag).
import type { LexiconKind } from '../../games/scarabeo/params.js';
import type { RulesVariant } from '../../games/scarabeo/play.js';

interface Position {
  readonly id: number;
  readonly lexicon: LexiconKind;
  /** The board's 289 cells (board.ts encoding). */
  readonly cells: Uint8Array;
  readonly rules: RulesVariant;
  /** The rack as counts (index 0 the jollies). */
  readonly rack: Uint8Array;
  readonly bagCount: number;
}

/** The computer's move (or the automatic action for a person: level 5 with the exchange/pass fallback). */
export interface MoveRequest extends Position {
  readonly task: 'move';
  readonly level: number;
  /** The seed's automatic action for a person instead of the level's choice. */
  readonly auto?: boolean;
  readonly unseen: Uint8Array;
  readonly exchangesInARow: number;
  /** Turns in a row without a word, and the players: level 6's endgame and simulation need them. */
  readonly idleTurns?: number;
  readonly players?: number;
  /** This seat's score minus the best other's: level 6 plays for the win late in the game. */
  readonly spread?: number;
}

/** The best plays for the hint panel. */
export interface HintRequest extends Position {
  readonly task: 'hints';
  readonly top: number;
  /** With the bag empty and two players, the unseen tiles are the opponent's rack: the endgame is solved too. */
  readonly unseen?: Uint8Array;
  readonly players?: number;
  readonly idleTurns?: number;
}

/** Loads the lexicon ahead of the first request, so the first move is not slowed by the download. */
export interface WarmRequest {
  readonly id: number;
  readonly task: 'warm';
  readonly lexicon: LexiconKind;
}

export type AiRequest = MoveRequest | HintRequest | WarmRequest;

export interface HintPlay {
  readonly move: string;
  readonly score: number;
  readonly words: readonly string[];
  /** The endgame solver's choice: the spread to the end with best play, and whether that is proven. */
  readonly endgame?: { readonly spread: number; readonly proven: boolean };
}

export interface AiReply {
  readonly id: number;
  /** An interim message while level 6 thinks: how far along it is (0–1); the answer comes later. */
  readonly interim?: boolean;
  readonly progress?: number;
  readonly move?: string;
  readonly hints?: readonly HintPlay[];
  /** Time spent choosing, in the worker (ms), without loading the lexicon. */
  readonly ms?: number;
  readonly error?: string;
}
