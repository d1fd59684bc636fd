// SameGame's public engine: rules, field operations, deals, params, errors and their messages.
export * from './deal.js';
export type * from './errors.js';
export * from './field.js';
export * from './messages.js';
export * from './params.js';
export * from './rules.js';
