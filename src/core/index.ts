// The core as one module for code outside the package (`ludoteca/core`); the layers inside import each file.

export * from './duration.js';
export * from './game.js';
export * from './gameId.js';
export * from './grid.js';
export * from './lang.js';
export * from './messages.js';
export * from './names.js';
export * from './record.js';
export * from './result.js';
export * from './rng.js';
export * from './text.js';
