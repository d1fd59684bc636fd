// `ludoteca konobi gtp`: the Go Text Protocol, version 2 framing, for Konobi (docs/formats.md): `=[id] result` or
// `?[id] error` and a blank line after each reply. A session is a small state machine fed one line at a time,
// so tests and the process share it; the loop at the bottom wires it to stdin and stdout.
import { search } from '../../ai/konobi/index.js';
import type { Rng } from '../../core/rng.js';
import {
  canSwap,
  checkMove,
  describeKonobiError,
  formatMove,
  formatPoint,
  isOver,
  type KonobiMove,
  type KonobiState,
  LIMITS,
  legalPoints,
  newGame,
  parseAnyPosition,
  parseColour,
  parseMove,
  play,
  winner,
} from '../../games/konobi/index.js';
import { INPUT_LIMITS } from '../input.js';
import type { Io } from '../io.js';
import { renderBoard } from './render.js';

export const GTP_COMMANDS = [
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'boardsize',
  'clear_board',
  'play',
  'genmove',
  'undo',
  'showboard',
  'quit',
  'swap',
  'konobi-setup',
  'konobi-legal',
  'konobi-winner',
] as const;

export interface GtpConfig {
  readonly version: string;
  readonly level: number;
  readonly rng: Rng;
  readonly now: () => number;
}

interface Reply {
  readonly ok: boolean;
  readonly text: string;
}

const success = (text = ''): Reply => ({ ok: true, text });
const failure = (text: string): Reply => ({ ok: false, text });

export class GtpSession {
  private state: KonobiState;
  private history: KonobiState[] = [];
  quitting = false;

  constructor(private readonly config: GtpConfig) {
    this.state = newGame({ size: 11 });
  }

  /** The reply to one input line (framed, with its blank line), or '' for a line with no command. */
  handle(raw: string): string {
    // The process reads lines of at most INPUT_LIMITS.line characters; a caller feeding longer ones is refused.
    if (raw.length > INPUT_LIMITS.line) return `? the line is longer than ${INPUT_LIMITS.line} characters\n\n`;
    // GTP preprocessing: drop control characters but tab, turn tabs into spaces, cut comments. The comment runs
    // to the end of the line whatever it holds (`/#.*$/` would stop at U+2028, which `.` does not match).
    const kept = Array.from(raw, (ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 ? ' ' : code < 32 || code === 127 ? '' : ch;
    }).join('');
    const hash = kept.indexOf('#');
    const line = (hash < 0 ? kept : kept.slice(0, hash)).trim();
    if (line === '') return '';
    const words = line.split(/\s+/);
    let id = '';
    if (/^\d+$/.test(words[0] as string)) id = words.shift() as string;
    const command = (words[0] ?? '').toLowerCase();
    const args = words.slice(1);
    const rest = line
      .replace(/^\d+\s+/, '')
      .slice(command.length)
      .trim();
    const reply = command === '' ? failure('syntax error') : this.run(command, args, rest);
    const text = reply.text === '' || reply.text.startsWith('\n') ? reply.text : ` ${reply.text}`;
    return `${reply.ok ? '=' : '?'}${id}${text}\n\n`;
  }

  private run(command: string, args: readonly string[], rest: string): Reply {
    switch (command) {
      case 'protocol_version':
        return success('2');
      case 'name':
        return success('Ludoteca Konobi');
      case 'version':
        return success(this.config.version);
      case 'known_command':
        return success(String((GTP_COMMANDS as readonly string[]).includes((args[0] ?? '').toLowerCase())));
      case 'list_commands':
        return success(GTP_COMMANDS.join('\n'));
      case 'boardsize': {
        const size = Number(args[0]);
        if (args.length !== 1 || !/^\d+$/.test(args[0] as string)) return failure('syntax error');
        if (size < LIMITS.minSize || size > LIMITS.maxSize) return failure('unacceptable size');
        this.reset(newGame({ size }));
        return success();
      }
      case 'clear_board':
        this.reset(newGame(this.state.params));
        return success();
      case 'play':
        return this.play(args);
      case 'genmove':
        return this.genmove(args);
      case 'swap':
        return this.apply('white', 'swap');
      case 'undo': {
        const previous = this.history.pop();
        if (!previous) return failure('cannot undo');
        this.state = previous;
        return success();
      }
      case 'showboard':
        return success(`\n${renderBoard(this.state, 'en')}`);
      case 'quit':
        this.quitting = true;
        return success();
      case 'konobi-setup': {
        // In GTP each play, genmove and konobi-legal names its colour, so any count of stones is accepted
        // (forced passes and the swap reach them all); only a position that breaks the rules is refused.
        const parsed = parseAnyPosition(rest, 'black');
        if (!parsed.ok) return failure(describeKonobiError(parsed.error));
        this.reset(parsed.value);
        return success();
      }
      case 'konobi-legal': {
        const colour = parseColour(args[0] ?? '');
        if (colour === undefined || args.length !== 1) return failure('syntax error: expected a colour, b or w');
        const n = this.state.board.size;
        return success(
          legalPoints(this.state, colour)
            .map((p) => formatPoint(n, p))
            .join(' '),
        );
      }
      case 'konobi-winner':
        return success(winner(this.state) ?? 'none');
      default:
        return failure('unknown command');
    }
  }

  private reset(state: KonobiState): void {
    this.state = state;
    this.history = [];
  }

  private play(args: readonly string[]): Reply {
    const colour = parseColour(args[0] ?? '');
    if (colour === undefined || args.length !== 2) return failure('syntax error: expected play <colour> <point>');
    return this.apply(colour, args[1] as string);
  }

  /** Plays `text` for `colour`, whoever's turn it is (GTP lets the controller play either colour). */
  private apply(colour: 'black' | 'white', text: string): Reply {
    const turn: KonobiState = { ...this.state, toMove: colour };
    const move = parseMove(turn, text);
    if (!move.ok) return failure(`illegal move: ${describeKonobiError(move.error)}`);
    this.commit(turn, move.value);
    return success();
  }

  private commit(turn: KonobiState, move: KonobiMove): void {
    this.history.push(this.state);
    this.state = play(turn, move);
  }

  private genmove(args: readonly string[]): Reply {
    const colour = parseColour(args[0] ?? '');
    if (colour === undefined || args.length !== 1) return failure('syntax error: expected genmove <colour>');
    const turn: KonobiState = { ...this.state, toMove: colour };
    if (isOver(turn)) {
      const over = checkMove(turn, { type: 'pass' });
      return failure(over.ok ? 'the game is over' : describeKonobiError(over.error));
    }
    // `swap` is only on White's first turn; search() decides it (and never returns it otherwise).
    const move = search(turn, { level: this.config.level, rng: this.config.rng, now: this.config.now }).move;
    const text = formatMove(turn, move);
    if (move.type === 'swap' && !canSwap(turn)) return failure('internal error: swap not allowed');
    this.commit(turn, move);
    return success(text);
  }
}

/** Runs a GTP session on stdin/stdout until `quit` or the end of input. */
export async function runGtp(io: Io, config: GtpConfig): Promise<number> {
  const session = new GtpSession(config);
  const lines = io.stdinLines();
  try {
    for (;;) {
      const line = await lines.next();
      if (line === undefined) break;
      const reply = session.handle(line);
      if (reply !== '') io.stdout(reply);
      if (session.quitting) break;
    }
  } finally {
    lines.close();
  }
  return 0;
}
