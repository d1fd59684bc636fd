// Scarabeo's public engine: the shared contract (alphabet, board, plays, word graph), params, notation, rule
// check and scoring, game state and its views, positions, errors and their messages, the move generator, and
// the Game object (`scarabeoGame(dawg)`).
export * from './alphabet.js';
export * from './board.js';
export * from './dawg.js';
export * from './dawgBuild.js';
export type * from './errors.js';
export * from './game.js';
export * from './messages.js';
export * from './movegen.js';
export * from './notation.js';
export * from './params.js';
export * from './play.js';
export * from './position.js';
export * from './rules.js';
export * from './state.js';
