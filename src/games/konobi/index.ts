// Konobi's public engine: rules, board caches, points, positions, params, errors and their messages.
export * from './board.js';
export type * from './errors.js';
export * from './messages.js';
export * from './params.js';
export * from './points.js';
export * from './position.js';
export * from './reference.js';
export * from './rules.js';
