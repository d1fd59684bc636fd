// What Scarabeo's terminal shows around the board on request: the move log and the tiles the player to move has
// not seen, both computed by the session layer the browser's side panel uses.
import {
  LETTERS,
  RACK_JOLLY,
  type Rack,
  rackSize,
  type ScarabeoError,
  type ScarabeoMove,
  type ScarabeoParams,
  type ScarabeoState,
  type ScarabeoView,
  unseenTiles,
} from '../../games/scarabeo/index.js';
import * as S from '../../session/index.js';
import { logEntry } from '../../session/scarabeoLog.js';
import type { Lang } from '../lang.js';
import { dictionary } from '../words.js';
import { words as gameWords } from './text.js';

/** The commands' names, English and Italian; `bag` answers with the unseen tiles, which count the bag's. */
const AROUND_ALIASES: Readonly<Record<string, AroundCommand>> = {
  log: 'log',
  mosse: 'log',
  unseen: 'unseen',
  nonviste: 'unseen',
  'non viste': 'unseen',
  bag: 'unseen',
  sacchetto: 'unseen',
};

export type AroundCommand = 'log' | 'unseen';

/** The controller's session (named here too, so this module need not import the controller that imports it). */
type Session = S.Session<ScarabeoParams, ScarabeoState, ScarabeoMove, ScarabeoError, ScarabeoView>;

export function parseAroundCommand(input: string): AroundCommand | undefined {
  const key = input.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(AROUND_ALIASES, key) ? AROUND_ALIASES[key] : undefined;
}

const words = dictionary(
  {
    noMoves: 'No move yet.',
    unseen: (total: number, bag: number, racks: number, tiles: string) =>
      `Unseen tiles: ${total} (${bag} in the bag, ${racks} on the other racks): ${tiles}`,
    none: 'none',
    help: `  log              the moves so far: who played what where, for how many points (also mosse)
  unseen, bag      the tiles you have not seen: the bag and the other racks together (also nonviste, sacchetto)`,
  },
  {
    noMoves: 'Ancora nessuna mossa.',
    unseen: (total, bag, racks, tiles) =>
      `Tessere non viste: ${total} (${bag} nel sacchetto, ${racks} sugli altri leggii): ${tiles}`,
    none: 'nessuna',
    help: `  mosse            le mosse fin qui: chi ha giocato cosa e dove, per quanti punti (anche log)
  nonviste         le tessere che non hai visto: il sacchetto e gli altri leggii insieme (anche unseen,
                   sacchetto, bag)`,
  },
);

/** The help's lines for these commands, to go under the game's own. */
export function aroundHelp(lang: Lang): string {
  return words(lang).help;
}

/** Every move played so far, numbered, as the log said each when it was played (with the scores after it). */
export function logText(session: Session, names: readonly string[], lang: Lang): string {
  const t = gameWords(lang);
  const lines: string[] = [];
  for (let i = 1; i <= session.at; i++) {
    const after = session.states[i] as ScarabeoState;
    const entry = logEntry(after);
    if (!entry) continue;
    const name = names[entry.player] as string;
    const totals = names.map((n, k) => `${n} ${after.scores[k]}`).join(', ');
    const line =
      entry.kind === 'play'
        ? t.plays(name, entry.move, entry.score, entry.words.join(', '), totals)
        : entry.kind === 'exchange'
          ? t.exchanges(name, entry.count)
          : entry.kind === 'pass'
            ? t.passes(name)
            : t.swaps(name, entry.square);
    lines.push(`${String(i).padStart(3)}. ${line}`);
  }
  return lines.length === 0 ? words(lang).noMoves : lines.join('\n');
}

/** `A×5 B×2 … ?×1`: a count of tiles by letter, the jollies last. */
function tileCounts(tiles: Rack, lang: Lang): string {
  const parts: string[] = [];
  for (let k = 1; k <= LETTERS.length; k++) {
    const n = tiles[k] as number;
    if (n > 0) parts.push(`${LETTERS[k - 1]}×${n}`);
  }
  const jollies = tiles[RACK_JOLLY] as number;
  if (jollies > 0) parts.push(`?×${jollies}`);
  return parts.length === 0 ? words(lang).none : parts.join(' ');
}

/** The tiles the player to move has not seen, from that seat's view: never another seat's rack. */
export function unseenText(session: Session, lang: Lang): string {
  const view = S.viewOf(session, S.current(session).toMove);
  // From the view of the player to move alone: no other seat's rack can show.
  const unseen = unseenTiles(view.cells, view.rack);
  const total = rackSize(unseen);
  return words(lang).unseen(total, view.bagCount, total - view.bagCount, tileCounts(unseen, lang));
}
