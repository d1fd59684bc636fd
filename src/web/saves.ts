// The games in progress in this browser, one per board (a game and its params: SameGame 15x10c4, Konobi 9,
// Scarabeo 2p): where each is saved and how to get back to it, for the home page's Resume and for asking
// before a new game on the same board abandons it. Finished games leave the list; their saves stay for review.
import { load, remove, store } from './storage.js';

export interface InProgress {
  /** The game's name, e.g. "samegame". */
  readonly game: string;
  /** The game and its params (`samegame:15x10c4`); one game in progress per board. */
  readonly board: string;
  /** The storage key of the save. */
  readonly key: string;
  /** The page that resumes it. */
  readonly path: string;
  /** The params in their canonical text (`15x10c4`), or an example position's id. */
  readonly params: string;
  readonly moves: number;
  /** When it was last played (ms since 1970), newest first on the home page. */
  readonly at: number;
}

const INDEX_KEY = 'in-progress';
/** Boards beyond the most recent ones are forgotten, with their saves. */
const MAX_BOARDS = 40;

function isEntry(v: unknown): v is InProgress {
  const e = v as InProgress;
  return (
    !!e &&
    typeof e.game === 'string' &&
    typeof e.board === 'string' &&
    typeof e.key === 'string' &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof e.params === 'string' &&
    Number.isInteger(e.moves) &&
    typeof e.at === 'number'
  );
}

function readIndex(): InProgress[] {
  try {
    const parsed: unknown = JSON.parse(load(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    // A damaged list is started again; the saves themselves are still there for their pages.
    return [];
  }
}

function writeIndex(entries: readonly InProgress[]): void {
  const sorted = [...entries].sort((a, b) => b.at - a.at);
  for (const old of sorted.slice(MAX_BOARDS)) remove(old.key);
  store(INDEX_KEY, JSON.stringify(sorted.slice(0, MAX_BOARDS)));
}

/** The board of a game in progress as players read it: Konobi's size as 9×9, the others' params as written. */
export function boardName(entry: InProgress): string {
  return entry.game === 'konobi' ? `${entry.params}×${entry.params}` : entry.params;
}

/** Every game in progress, newest first; `game` keeps one game's. */
export function gamesInProgress(game?: string): InProgress[] {
  return readIndex()
    .filter((e) => game === undefined || e.game === game)
    .sort((a, b) => b.at - a.at);
}

export function inProgressOn(board: string): InProgress | undefined {
  return readIndex().find((e) => e.board === board);
}

/**
 * Notes where the game saved under `entry.key` stands: in progress (the board's entry, replacing another game
 * on the same board, whose save goes), or not (finished, or back at its start: it leaves the list).
 */
export function noteProgress(entry: Omit<InProgress, 'at'>, inProgress: boolean): void {
  const index = readIndex();
  const before = index.find((e) => e.board === entry.board);
  const others = index.filter((e) => e.board !== entry.board);
  if (inProgress) {
    if (before && before.key !== entry.key) remove(before.key);
    // First, so that on a tie of times (the same millisecond) the newest still counts as the newest.
    writeIndex([{ ...entry, at: Date.now() }, ...others]);
  } else if (before?.key === entry.key) writeIndex(others);
}

/** Gives up the game in progress on `board`: its save goes too. */
export function abandon(board: string): void {
  const index = readIndex();
  const entry = index.find((e) => e.board === board);
  if (!entry) return;
  remove(entry.key);
  writeIndex(index.filter((e) => e.board !== board));
}
