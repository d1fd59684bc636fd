// `--join` for the games played online: a game's play command runs the online seat instead when asked.
import { type Command, command } from '../args.js';
import { FACES } from './faces.js';
import { asksToJoin, parseJoinOptions } from './options.js';
import { joinOnline } from './play.js';
import { words } from './text.js';

/** The game's commands, or online play when they are options (no sub-command) holding `--join`. */
export function withJoin(game: 'konobi' | 'scarabeo', run: Command): Command {
  const join = command(
    (args, lang) => parseJoinOptions(game, args, lang),
    (lang) => words(lang).usage(game),
    (options, io) => joinOnline(options, FACES[game], io),
  );
  return (args, io, lang) =>
    args[0]?.startsWith('-') && asksToJoin(args) ? join(args, io, lang) : run(args, io, lang);
}
