// Konobi's computer levels: playouts per move, in a module of their own so that a page can offer the levels
// without loading the search (whose tree pool is allocated when its module loads).

/** Playout budgets of the levels, weakest first (on 11×11 and one quiet core, level 5 thinks under a second). */
export const LEVEL_PLAYOUTS = [200, 1000, 4000, 12000, 40000] as const;
export const LEVELS = LEVEL_PLAYOUTS.length;
export const DEFAULT_LEVEL = 3;
