// A Scarabeo seat's view as the server encodes it, read into what the terminal draws: the board's cells, the
// squares of the last play, the seat's own rack (none for a spectator), the rack counts, the bag and scores.
import { err, ok, type Result } from '../../core/result.js';
import { type Cells, emptyRack, JOLLY, letterCode, RACK_JOLLY, type Rack, SIZE } from '../../games/scarabeo/index.js';

export interface ScarabeoSeen {
  readonly cells: Cells;
  readonly fresh: ReadonlySet<number>;
  readonly rack?: Rack;
  readonly rackCounts: readonly number[];
  readonly bagCount: number;
  readonly scores: readonly number[];
}

const isCounts = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isSafeInteger(n));

function cellsOf(rows: unknown): Cells | undefined {
  if (!Array.isArray(rows) || rows.length !== SIZE) return undefined;
  const cells = new Uint8Array(SIZE * SIZE);
  for (let r = 0; r < SIZE; r++) {
    const row = rows[r];
    if (typeof row !== 'string' || row.length !== SIZE) return undefined;
    for (let c = 0; c < SIZE; c++) {
      const ch = row[c] as string;
      if (ch === '.' || ch === ' ') continue;
      const code = letterCode(ch.toUpperCase());
      if (code <= 0) return undefined;
      cells[r * SIZE + c] = ch === ch.toLowerCase() ? code | JOLLY : code;
    }
  }
  return cells;
}

function rackOf(text: unknown): Rack | undefined {
  if (typeof text !== 'string' || text.length > 16) return undefined;
  const rack = emptyRack();
  for (const ch of text) {
    const code = ch === '?' ? RACK_JOLLY : letterCode(ch.toUpperCase());
    if (code < 0) return undefined;
    rack[code] = (rack[code] as number) + 1;
  }
  return rack;
}

export function decodeScarabeoView(view: unknown): Result<ScarabeoSeen, string> {
  if (typeof view !== 'object' || view === null) return err('no view');
  const v = view as Record<string, unknown>;
  const cells = cellsOf(v.board);
  if (!cells) return err('board');
  if (!isCounts(v.rackCounts) || !isCounts(v.scores) || !Number.isSafeInteger(v.bagCount)) return err('counts');
  const rack = v.rack === undefined || v.rack === null ? undefined : rackOf(v.rack);
  const fresh = new Set(isCounts(v.fresh) ? v.fresh : []);
  return ok({
    cells,
    fresh,
    ...(rack ? { rack } : {}),
    rackCounts: v.rackCounts,
    bagCount: v.bagCount as number,
    scores: v.scores,
  });
}
