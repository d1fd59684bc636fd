// Shisen-Sho's terminal face: `ludoteca shisensho [options]` plays, `solve`, `moves` and `replay` are for scripts.
import { shisensho } from '../../ai/shisensho/index.js';
import { ok } from '../../core/result.js';
import { formatBoard } from '../../games/shisensho/index.js';
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { type ReplayFace, replayCommand, replayOptions } from '../replay.js';
import { common } from '../words.js';
import { parseMovesOptions, parsePlayOptions, parseSolveOptions } from './options.js';
import { playShisenSho } from './play.js';
import { gameOverLine, statusLine } from './render.js';
import { current, type Session } from './session.js';
import { movesCommand, solveCommand } from './solve.js';
import { usage, words } from './text.js';

/** A replayed record: the status line the game shows under its board, then the end or that it goes on. */
const replay: ReplayFace = {
  rules: () => ok({ rules: shisensho }),
  summary: (session, lang) =>
    `${statusLine(session as Session, lang)}\n${gameOverLine(current(session as Session), lang) ?? common(lang).notOver}`,
  fields: (session) => {
    const state = current(session as Session);
    return { tilesLeft: state.tilesLeft, scrambles: state.scrambles, board: formatBoard(state.board, '/') };
  },
};

const run = subCommands(
  'shisensho',
  {
    solve: command(parseSolveOptions, usage, solveCommand),
    moves: command(parseMovesOptions, usage, movesCommand),
    replay: command(replayOptions('shisensho'), usage, (o, io) => replayCommand('shisensho', replay, o, io)),
  },
  command(parsePlayOptions, usage, playShisenSho),
);

export const shisenshoCli: CliGame = {
  name: 'shisensho',
  summary: (lang) => words(lang).summary,
  run,
};
