// What the online game page gives each game's board (Konobi's, Scarabeo's): the snapshot as this seat sees it,
// whether this seat may move now, and how to send a move in the game's notation.
import type { Snapshot } from './client.js';

export interface FaceProps {
  readonly snapshot: Snapshot;
  /** This browser holds the seat to move, the game is on, and no move of ours is waiting for its answer. */
  readonly canMove: boolean;
  /** A move of ours is on its way to the server. */
  readonly busy: boolean;
  readonly onMove: (text: string) => void;
  /** The seats' names as the page shows them. */
  readonly names: readonly string[];
}
