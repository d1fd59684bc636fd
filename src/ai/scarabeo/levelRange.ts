// Scarabeo's computer level numbers, apart from the players, so the session layer checks a save without loading them.

/** 1 easy, 2 casual, 3 good, 4 strong, 5 strongest at once, 6 championship (simulates; takes its time). */
export type ScarabeoLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const SCARABEO_LEVELS: readonly ScarabeoLevel[] = [1, 2, 3, 4, 5, 6];
