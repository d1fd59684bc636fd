// The session layer: a game in progress for every face, pure like the engines (docs/architecture.md).
//
//   dealSession(game, params, seed, { seats })   a new deal; positionSession(...) from a start position
//   recordSession(game, record), replayRecord(games, record), parseSave(...)   a record or save replayed
//                                                 (refused whole at the first bad move, naming it)
//   current(s), outcome(s), toMove(s), seatToMove(s), viewOf(s, seat)   what to draw and whose turn it is
//   play(s, move) / playText(s, text)             a move (redo is dropped); undo(s), redo(s), moveTo(s, 0)
//   forcedMove(s)                                 the move a side must play (Konobi's pass), which undo passes
//   toRecord(s) / saveText(s)                     the record (result from the outcome) and the save
//   registeredGames({ lexicons })                 every game the registry can make, with the solver's deals
//
// Controllers for interactions two faces share live beside it: ./shisensho.ts (select a pair of tiles) and
// ./scarabeo.ts (place tiles from the rack, the jolly swaps, the computer's input from the seat's view).
export * from './games.js';
export * from './save.js';
export * from './session.js';
