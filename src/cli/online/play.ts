// `ludoteca konobi|scarabeo --join <link>`: one seat of an online game (or a spectator's place) in the terminal.
// Typed lines are handled one after another: a move waits for the seat's turn (so a script can pipe its moves
// in at once), goes to the server with a client id and the version, and waits for the server's ack or error.
// What the server sends is shown as it arrives: the other seats' moves, the board from this seat's view,
// whose turn it is and the clocks. A dropped connection is opened again and resynchronised by the next state.
import { randomUUID } from 'node:crypto';
import type { Problem } from '../../core/game.js';
import { everySeatTaken, offersRematch } from '../../online/protocol.js';
import { type Failure, operationFailed, reportFailure, usageError } from '../args.js';
import { POSITION_ALIASES, parseCommonCommand } from '../commands.js';
import type { Io, LineSource } from '../io.js';
import type { Lang } from '../lang.js';
import { lazyStdin } from '../loop.js';
import { printable } from '../text.js';
import { Connection } from './connection.js';
import type { OnlineFace } from './faces.js';
import { gameOf, type HttpFailure, takeSeat } from './http.js';
import { formatJoinLink, type JoinLink, socketAddress } from './link.js';
import { type ClientMessage, parseServerMessage, type ServerMessage, type StateMessage } from './messages.js';
import type { JoinOptions } from './options.js';
import { Screen } from './screen.js';
import { words } from './text.js';

const ALIASES: Readonly<Record<string, Command>> = {
  help: 'help',
  '?': 'help',
  aiuto: 'help',
  quit: 'quit',
  q: 'quit',
  exit: 'quit',
  esci: 'quit',
  resign: 'resign',
  abbandona: 'resign',
  rematch: 'rematch',
  rivincita: 'rematch',
  claim: 'claim',
  reclama: 'claim',
  board: 'board',
  b: 'board',
  tavola: 'board',
  clock: 'board',
  orologio: 'board',
  // The local game's hint, by its names there: online it is refused, saying why, rather than taken for a move.
  hint: 'hint',
  h: 'hint',
  suggerimento: 'hint',
};

type Command = 'help' | 'quit' | 'resign' | 'rematch' | 'claim' | 'board' | 'hint';

/** The commands of local play: `legal` and `position` answered from the seat's view, the rest not online. */
type LocalCommand = 'legal' | 'position' | 'unavailable';

function localCommand(input: string): LocalCommand | undefined {
  const lower = input.toLowerCase();
  if (lower === 'legal') return 'legal';
  if (Object.hasOwn(POSITION_ALIASES, lower)) return 'position';
  const common = parseCommonCommand(lower);
  return common === undefined || common === 'help' || common === 'quit' ? undefined : 'unavailable';
}

/** How a request ended: the server's ack, or its error's code and message. */
type Answer =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly reason?: Problem };

interface Pending {
  readonly message: ClientMessage & { readonly id: string };
  readonly settle: (answer: Answer) => void;
}

/** The longest move text the protocol carries. */
const MAX_MOVE = 256;

class OnlineSeat {
  private state: StateMessage | undefined;
  private readonly screen: Screen;
  private connection: Connection | undefined;
  private pending: Pending | undefined;
  private readonly waiters = new Set<() => void>();
  private failure: Failure | undefined;
  private closed = false;
  /** A connection opened again: "Connected again." is said with the server's first answer on it. */
  private backAgain = false;
  /** The version of this seat's last acknowledged request (see `synced`). */
  private acked = 0;
  /** Echo each line as it is acted on (a script's transcript reads like a game). */
  private readonly echo: boolean;
  private refused = false;
  /** The link of the game followed now (a rematch moves to a new one). */
  private link: JoinLink;
  private helloName: string | undefined;

  constructor(
    private readonly io: Io,
    private readonly o: JoinOptions,
    private readonly face: OnlineFace,
    link: JoinLink,
    name: string | undefined,
  ) {
    this.link = link;
    this.helloName = name;
    this.screen = new Screen(face, o.lang, io.stdoutIsTty && !io.env.NO_COLOR);
    this.echo = !(io.stdinIsTty && io.stdoutIsTty);
  }

  private get t() {
    return words(this.o.lang);
  }

  /** Resolves when the connection is lost for good. */
  readonly whenFailed = new Promise<void>((resolve) => this.waiters.add(() => this.failure && resolve()));

  /** The terminal's input while it shows a prompt (see `out`). */
  prompting: LineSource | undefined;

  private out(text: string): void {
    if (text === '') return;
    const line = text.endsWith('\n') ? text : `${text}\n`;
    // At a terminal the prompt is on screen while the server's news arrives: clear its line, print, prompt again.
    if (this.prompting?.refresh) {
      this.io.stdout(`\r\x1b[2K${line}`);
      this.prompting.refresh(this.prompt());
    } else this.io.stdout(line);
  }

  /** Wakes whatever waits for a change (a state, an answer, a failure). */
  private wake(): void {
    for (const w of [...this.waiters]) w();
  }

  private until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (ready()) {
          this.waiters.delete(check);
          resolve();
        }
      };
      this.waiters.add(check);
    });
  }

  /** Connects and waits for the first state (or the reason there is none). */
  async open(): Promise<Failure | undefined> {
    this.connect();
    await this.until(() => this.state !== undefined || this.failure !== undefined);
    return this.failure;
  }

  private connect(): void {
    this.connection?.close();
    // A rematch announced while the run ends must not open a socket nobody will close.
    if (this.closed) return;
    const connection = new Connection(socketAddress(this.link.base), {
      open: (first) => {
        // Said when the server answers: a socket it refuses (too many from this address) opens first.
        if (!first) this.backAgain = true;
        this.send({
          type: 'hello',
          game: this.link.id,
          ...(this.link.token ? { token: this.link.token } : {}),
          ...(this.helloName ? { name: this.helloName } : {}),
        });
        // A request the server may not have seen goes again with the same id: an accepted one is only acked.
        if (this.pending) this.send(this.pending.message);
      },
      message: (data) => {
        if (this.backAgain) this.out(this.t.reconnected);
        this.backAgain = false;
        const message = parseServerMessage(data);
        if (message) this.receive(message);
      },
      lost: (retryMs, _attempt, crowded) =>
        this.out((crowded ? this.t.crowded : this.t.connectionLost)(Math.ceil(retryMs / 100) / 10)),
      failed: (why, crowded) => {
        const message = crowded ? this.t.crowdedFailed(this.link.base) : this.t.unreachable(this.link.base, why);
        this.failure = { status: 1, message };
        // A request in flight will not be answered: its line ends, and the run with it.
        this.settle({ ok: false, code: 'unreachable', message: this.failure.message });
        this.wake();
      },
    });
    this.connection = connection;
    connection.start();
  }

  private send(message: ClientMessage): void {
    this.connection?.send(message);
  }

  private receive(m: ServerMessage): void {
    switch (m.type) {
      case 'state':
        if (m.id !== this.link.id) return;
        this.state = m;
        this.out(this.screen.show(m));
        break;
      case 'ack':
        if (this.pending?.message.id === m.id) {
          this.acked = Math.max(this.acked, m.version);
          this.settle({ ok: true });
        }
        break;
      case 'error':
        this.error(m);
        break;
      case 'rematch':
        this.follow({ base: this.link.base, id: m.game, token: m.token });
        break;
      case 'pong':
        break;
    }
    this.wake();
  }

  private error(m: Extract<ServerMessage, { type: 'error' }>): void {
    if (this.pending && (m.id === this.pending.message.id || m.id === undefined)) {
      this.settle({ ok: false, code: m.code, message: m.message, ...(m.reason ? { reason: m.reason } : {}) });
      return;
    }
    // Before the first state, an error is the answer to hello: the game or the seat cannot be followed.
    if (this.state === undefined) {
      const known = m.code === 'unknown-game' || m.code === 'seat-taken' || m.code === 'not-a-seat';
      this.failure = { status: 1, message: known ? this.t.helloRefused(m.code, this.link.id) : printable(m.message) };
      this.wake();
      return;
    }
    this.out(this.t.serverSays(this.t.describeCode(m.code, printable(m.message))));
  }

  private settle(answer: Answer): void {
    const p = this.pending;
    this.pending = undefined;
    p?.settle(answer);
  }

  /** A rematch's new game: follow it with the seat's new token. */
  private follow(link: JoinLink): void {
    // The request that made the rematch is answered by the new game itself (its ack may come later or never).
    if (this.pending) this.settle({ ok: true });
    this.link = link;
    this.helloName = undefined;
    this.state = undefined;
    this.acked = 0;
    this.screen.reset();
    this.out(this.t.rematchStarts(formatJoinLink(link)));
    this.connect();
  }

  /** Sends a request and waits for the server's answer. */
  private request(message: ClientMessage & { readonly id: string }): Promise<Answer> {
    return new Promise((settle) => {
      this.pending = { message, settle };
      this.send(message);
    });
  }

  private get seat(): number | null {
    return this.state?.seat ?? null;
  }

  /**
   * Whether the state shown is at least as new as this seat's last acknowledged request: the ack comes before
   * the state it made, and until that state arrives the old one still says it is this seat's turn.
   */
  private synced(): boolean {
    return this.state !== undefined && this.state.version >= this.acked;
  }

  private myTurn(): boolean {
    const s = this.state;
    return this.synced() && s !== undefined && s.status === 'playing' && s.seat !== null && s.toMove === s.seat;
  }

  private refuse(text: string): void {
    this.refused = true;
    this.out(text);
  }

  /** A request and what its success says ('' for nothing: a rematch's offer and start are said by the screen). */
  private async ask(message: ClientMessage & { readonly id: string }, done: string): Promise<void> {
    const answer = await this.request(message);
    await this.until(() => this.synced() || this.failure !== undefined);
    if (answer.ok) {
      if (done !== '') this.out(done);
    } else this.refuse(this.t.refused(this.t.describeCode(answer.code, printable(answer.message))));
  }

  /** One typed line, to its end (a move: until the server answers). */
  async line(text: string): Promise<'quit' | undefined> {
    const input = text.trim();
    if (input === '') return undefined;
    const command = ALIASES[input.toLowerCase()];
    const t = this.t;
    if (this.echo && command !== undefined) this.out(`> ${input}`);
    switch (command) {
      case 'quit':
        return 'quit';
      case 'help':
        this.out(t.help);
        return undefined;
      case 'board':
        if (this.state) this.out(this.screen.redraw(this.state));
        return undefined;
      case 'hint':
        this.refuse(t.noHints);
        return undefined;
      case undefined: {
        const local = localCommand(input);
        if (local === undefined) break;
        if (this.echo) this.out(`> ${input}`);
        await this.viewLine(local, input);
        return undefined;
      }
      default:
        // After this seat's last request, its answer's state first (a rematch right after the last move).
        await this.until(() => this.synced() || this.failure !== undefined);
        if (this.failure) return undefined;
        if (this.seat === null) {
          this.refuse(t.watching);
          return undefined;
        }
        if (command === 'rematch' && this.state?.status !== 'over') {
          this.refuse(t.rematchAfterEnd);
          return undefined;
        }
        if (command === 'rematch' && !offersRematch(this.state?.end, everySeatTaken(this.state?.seats ?? []))) {
          this.refuse(t.rematchAborted);
          return undefined;
        }
        // A rematch's offer ("waiting for the others") and its start are each said by the screen as they come.
        await this.ask({ type: command, id: randomUUID() }, command === 'rematch' ? '' : t.sent(command));
        return undefined;
    }
    if (this.seat === null) {
      if (this.echo) this.out(`> ${input}`);
      this.refuse(t.watching);
      return undefined;
    }
    if (input.length > MAX_MOVE) {
      if (this.echo) this.out(`> ${input.slice(0, 40)}…`);
      this.refuse(t.tooLong(MAX_MOVE));
      return undefined;
    }
    // A person types again when it is their turn; a script's move waits for it.
    if (this.io.stdinIsTty && this.synced() && !this.myTurn() && this.state?.status !== 'over') {
      this.refuse(t.refused(this.state?.status === 'waiting' ? t.waitingForSeats : t.notYourTurn));
      return undefined;
    }
    await this.until(
      () => (this.synced() && (this.myTurn() || this.state?.status === 'over')) || this.failure !== undefined,
    );
    if (this.failure) return undefined;
    // Echoed when it is acted on, so a script's transcript shows it after the moves it waited for.
    if (this.echo) this.out(`> ${input}`);
    const s = this.state as StateMessage;
    if (s.status === 'over') {
      this.refuse(t.refused(t.gameOver));
      return undefined;
    }
    const answer = await this.request({ type: 'move', id: randomUUID(), version: s.version, move: input });
    // The state the move made comes after its ack: the next prompt is drawn from it.
    await this.until(() => this.synced() || this.failure !== undefined);
    if (!answer.ok) {
      // An illegal move in the run's language, as local play words it, from the engine's reason the server sent.
      const why = answer.code === 'illegal-move' ? this.face.refusal(answer.reason, input, this.o.lang) : undefined;
      this.refuse(
        t.refused(why !== undefined ? printable(why) : t.describeCode(answer.code, printable(answer.message))),
      );
    }
    return undefined;
  }

  /**
   * `legal` and `position` from this seat's own view, which hides nothing it may not see; the commands of local
   * play that would change or advise the game (hint, undo, redo, restart, new) are refused as not online.
   */
  private async viewLine(local: LocalCommand, input: string): Promise<void> {
    const t = this.t;
    if (local === 'unavailable') {
      this.refuse(t.refused(t.notInOnlineGame(input.toLowerCase())));
      return;
    }
    await this.until(() => this.state !== undefined || this.failure !== undefined);
    if (this.failure || !this.state) return;
    const shown = local === 'legal' ? this.face.legal?.(this.state, this.o.lang) : this.face.position(this.state);
    if (shown === undefined) this.refuse(t.refused(t.notInOnlineGame(input.toLowerCase())));
    else if (shown.ok) this.out(shown.value);
    else this.refuse(t.refused(printable(shown.error)));
  }

  /**
   * The end of a script's input: a spectator watches to the end; a seat stays while the others play, until
   * the game ends or waits for this seat's move (which will not come).
   */
  async drain(): Promise<void> {
    await this.until(
      () =>
        this.failure !== undefined ||
        (this.synced() && ((this.state?.status === 'over' && !this.awaitingRematch()) || this.myTurn())),
    );
    if (this.failure === undefined) this.out(this.leaving());
  }

  /** How to come back to a game left in progress ('' once it is over). */
  leaving(): string {
    if (this.state?.status === 'over') return '';
    return `${this.t.leaving(this.face.game, formatJoinLink(this.link))}\n`;
  }

  get failed(): Failure | undefined {
    return this.failure;
  }

  get anyRefused(): boolean {
    return this.refused;
  }

  prompt(): string | undefined {
    return this.state ? this.screen.prompt(this.state) : undefined;
  }

  /** Whether this seat asked for a rematch of the finished game: it goes on into the new game. */
  private awaitingRematch(): boolean {
    const s = this.state;
    return s !== undefined && s.seat !== null && (s.rematch?.offeredBy.includes(s.seat) ?? false);
  }

  close(): void {
    this.closed = true;
    this.connection?.close();
  }
}

/** Reads lines until quit or the end of input, racing them against a connection failure. */
async function readLines(seat: OnlineSeat, input: LineSource, io: Io): Promise<void> {
  const person = io.stdinIsTty && io.stdoutIsTty;
  for (;;) {
    const prompt = person ? (seat.prompt() ?? '> ') : undefined;
    if (prompt !== undefined && !input.prompts) io.stdout(prompt);
    seat.prompting = prompt !== undefined && input.prompts ? input : undefined;
    const line = await Promise.race([input.next(prompt), seat.whenFailed.then(() => undefined)]);
    seat.prompting = undefined;
    if (seat.failed) return;
    if (line === undefined) {
      if (prompt !== undefined) io.stdout('\n');
      if (!person) await seat.drain();
      else io.stdout(seat.leaving());
      return;
    }
    const r = await seat.line(printable(line));
    if (seat.failed) return;
    if (r === 'quit') {
      io.stdout(seat.leaving());
      return;
    }
  }
}

/** Why a request before the socket failed, in the run's language. */
function describeHttpFailure(e: HttpFailure, link: JoinLink, lang: Lang): string {
  const t = words(lang);
  if (e.code === 'unreachable') return t.unreachable(link.base, e.why);
  if (e.code === 'unknown-game') return t.helloRefused('unknown-game', link.id);
  return t.seatRefused(e.status, printable(e.message));
}

export async function joinOnline(o: JoinOptions, face: OnlineFace, io: Io): Promise<number> {
  const t = words(o.lang);
  let link = o.link;
  // The link's game first: a seat taken in another game's could not be played from here, and would stay taken.
  const game = await gameOf(link.base, link.id);
  if (!game.ok) return reportFailure(io, operationFailed(describeHttpFailure(game.error, link, o.lang)));
  if (game.value !== face.game) {
    return reportFailure(io, usageError(t.otherGame(game.value, formatJoinLink(link))));
  }
  if (link.token === undefined) {
    const seat = await takeSeat(link.base, link.id, o.name ?? t.anonymous);
    if (!seat.ok) return reportFailure(io, operationFailed(describeHttpFailure(seat.error, link, o.lang)));
    if (seat.value.kind === 'full') io.stdout(`${t.noFreeSeat}\n`);
    else {
      link = { ...link, token: seat.value.token };
      io.stdout(`${t.tookSeat(seat.value.seat + 1, formatJoinLink(link))}\n`);
    }
  }
  const seat = new OnlineSeat(io, o, face, link, o.name);
  const { stdin, close } = lazyStdin(io);
  try {
    const failed = await seat.open();
    if (failed) {
      io.stderr(`ludoteca: ${failed.message}\n`);
      return failed.status;
    }
    await readLines(seat, stdin(), io);
    if (seat.failed) {
      io.stderr(`ludoteca: ${seat.failed.message}\n`);
      return 1;
    }
    return seat.anyRefused && !io.stdinIsTty ? 1 : 0;
  } finally {
    seat.close();
    close();
  }
}
