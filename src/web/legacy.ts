// Saves this browser wrote before the session layer, in the layer's form, so a game in progress survives the
// update: SameGame's `{record, redo, assisted, submitted}` and Shisen-Sho's `{version: 2, gameId, actions, redo,
// hints, scrambles, elapsedMs, recorded}` (both kept the moves to redo next-last). Anything else is left as it is,
// and the session layer then checks it like any save.
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
