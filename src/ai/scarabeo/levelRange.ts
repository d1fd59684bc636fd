// Scarabeo's computer levels as numbers, in a module of their own (as Konobi's levels.ts) so that the session layer
// can check a saved seat's level without loading the players.

/** 1 easy, 2 casual, 3 good, 4 strong, 5 strongest at once, 6 championship (simulates; takes its time). */
export type ScarabeoLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const SCARABEO_LEVELS: readonly ScarabeoLevel[] = [1, 2, 3, 4, 5, 6];
