// Saves this browser wrote before the session layer, turned into the layer's form so a game in progress survives
// the update; the session layer then checks and replays them like any save.

/**
 * SameGame's `{record, redo, assisted, submitted}` and Shisen-Sho's `{version: 2, gameId, actions, redo, hints,
 * scrambles, elapsedMs, recorded}` (both kept the moves to redo next-last); anything else is left as it is.
 */
export function upgradeSave(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const v = value as Record<string, unknown>;
  const redo = Array.isArray(v.redo) ? [...v.redo].reverse() : [];
  if (v.version === undefined && typeof v.record === 'object' && v.record !== null) {
    return { ...v.record, redo, web: { assisted: v.assisted, submitted: v.submitted } };
  }
  const id = v.version === 2 && typeof v.gameId === 'string' ? /^shisensho:([^#]+)#(.+)$/.exec(v.gameId) : null;
  if (id) {
    const web = { hints: v.hints, scrambles: v.scrambles, elapsedMs: v.elapsedMs, recorded: v.recorded };
    return { version: 1, game: 'shisensho', params: id[1], seed: id[2], moves: v.actions, redo, web };
  }
  return value;
}

type OldSeat = { readonly name?: unknown; readonly kind?: unknown; readonly level?: unknown };

function layerSeat(s: OldSeat): { kind: 'person' } | { kind: 'computer'; level: unknown } {
  return s.kind === 'computer' ? { kind: 'computer', level: s.level } : { kind: 'person' };
}

/**
 * Moves a save kept under an old key to `key` in the layer's form (unless `key` already holds one): Konobi's one
 * game (`konobi:game`, `{size, first, second, moves, seed, recorded}`, for this size only) and Scarabeo's games
 * (`scarabeo:<params>#<seed>` or `scarabeo:example:<id>`, `{params, seed | example, seats, moves, recorded}`).
 * `start` gives an example's position. Nothing is checked here: the session layer replays what it gets.
 */
export function moveOldSave(
  storage: { load(key: string): string | undefined; store(key: string, v: string): void; remove(key: string): void },
  oldKey: string,
  key: string,
  convert: (old: Record<string, unknown>) => object | undefined,
): void {
  const text = storage.load(oldKey);
  if (text === undefined || storage.load(key) !== undefined) return;
  let old: unknown;
  try {
    old = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof old !== 'object' || old === null) return;
  const save = convert(old as Record<string, unknown>);
  if (!save) return;
  storage.store(key, JSON.stringify(save));
  storage.remove(oldKey);
}

/** Konobi's old save as the layer's, when it is a game of `size` (a seed is made up for a save without one). */
export function oldKonobi(size: number, seed: string) {
  return (old: Record<string, unknown>): object | undefined => {
    if (old.size !== size || typeof old.first !== 'object' || typeof old.second !== 'object') return undefined;
    return {
      version: 1,
      game: 'konobi',
      params: String(size),
      seed: typeof old.seed === 'string' ? old.seed : seed,
      moves: old.moves,
      seats: [layerSeat(old.first as OldSeat), layerSeat(old.second as OldSeat)],
      web: { recorded: old.recorded === true },
    };
  };
}

/** Scarabeo's old save as the layer's; `start` is the example's position for an example game. */
export function oldScarabeo(start: (example: string) => string | undefined) {
  return (old: Record<string, unknown>): object | undefined => {
    const seats = Array.isArray(old.seats) ? (old.seats as OldSeat[]) : undefined;
    if (typeof old.params !== 'string' || !seats) return undefined;
    const origin =
      typeof old.seed === 'string'
        ? { seed: old.seed }
        : { start: start(typeof old.example === 'string' ? old.example : '') };
    if ('start' in origin && origin.start === undefined) return undefined;
    return {
      version: 1,
      game: 'scarabeo',
      params: old.params,
      ...origin,
      moves: old.moves,
      players: seats.map((s) => s.name),
      seats: seats.map(layerSeat),
      web: { recorded: old.recorded === true },
    };
  };
}
