// Shisen-Sho's public engine: board, path check, rules, deals (the construction; proven random deals come from
// src/ai/shisensho), params, errors and messages.
export * from './board.js';
export * from './deal.js';
export type * from './errors.js';
export * from './messages.js';
export * from './params.js';
export * from './path.js';
export * from './rules.js';
