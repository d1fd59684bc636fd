// One WebSocket to the server that follows one game, kept open: when it drops, it is opened again after a
// growing, jittered pause (0.5 s doubling to 10 s) and the client says hello again, so the server's next state
// resynchronises everything. Messages are handed over as parsed JSON; the caller checks their shape.
import WebSocket from 'ws';
import { CROWDED_CLOSE } from '../../online/protocol.js';

export interface ConnectionEvents {
  /** A message from the server (parsed JSON, not yet checked). */
  message(data: unknown): void;
  /** The socket is open (again): the caller sends its hello. `first` for the first time. */
  open(first: boolean): void;
  /**
   * The socket closed unexpectedly; a new attempt follows in `retryMs`. `crowded`: the server refused it, too many
   * connections being open from this address (CROWDED_CLOSE).
   */
  lost(retryMs: number, attempt: number, crowded: boolean): void;
  /** The first connection failed, or reconnecting failed for longer than the patience allows (`crowded`: as above). */
  failed(why: string, crowded: boolean): void;
}

export interface ConnectionOptions {
  /** How long to keep trying after a drop before giving up, in ms. */
  readonly patienceMs?: number;
  /** The largest message accepted from the server (a state holds the whole game). */
  readonly maxPayload?: number;
}

/** Words for a failure to connect: the system's error code when there is one, else its message. */
export function describeSocketError(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return e instanceof Error ? e.message : String(e);
}

export class Connection {
  private socket: WebSocket | undefined;
  private closed = false;
  private opened = false;
  private attempt = 0;
  private lostAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly events: ConnectionEvents,
    private readonly options: ConnectionOptions = {},
  ) {}

  start(): void {
    this.connect();
  }

  /** Whether a message sent now goes out (else it is dropped: the hello after reconnecting resynchronises). */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  send(message: object): boolean {
    if (!this.isOpen) return false;
    (this.socket as WebSocket).send(JSON.stringify(message));
    return true;
  }

  /** Drops the socket as a network failure would (the reconnection follows). */
  drop(): void {
    this.socket?.terminate();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000);
    // A socket still connecting, or a server that never answers the close, must not hold the process.
    const s = this.socket;
    if (s) setTimeout(() => s.terminate(), 1000).unref();
  }

  private connect(): void {
    const socket = new WebSocket(this.url, {
      maxPayload: this.options.maxPayload ?? 1 << 20,
      handshakeTimeout: 10_000,
    });
    this.socket = socket;
    let failure: unknown;
    socket.on('open', () => {
      const first = !this.opened;
      this.opened = true;
      this.events.open(first);
    });
    socket.on('message', (data, isBinary) => {
      // The backoff starts over once the server answers, not when the socket opens: a socket the server refuses
      // (too many from this address) opens first, and must not be tried again every half second forever.
      this.attempt = 0;
      if (isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      this.events.message(parsed);
    });
    socket.on('error', (e) => {
      failure = e;
    });
    socket.on('close', (code) => {
      if (this.socket !== socket || this.closed) return;
      const crowded = code === CROWDED_CLOSE;
      if (!this.opened) {
        this.events.failed(describeSocketError(failure ?? 'closed'), crowded);
        return;
      }
      if (this.attempt === 0) this.lostAt = Date.now();
      if (Date.now() - this.lostAt > (this.options.patienceMs ?? 120_000)) {
        this.events.failed(describeSocketError(failure ?? 'closed'), crowded);
        return;
      }
      this.attempt++;
      const base = Math.min(10_000, 500 * 2 ** (this.attempt - 1));
      const wait = Math.round(base * (0.75 + Math.random() * 0.5));
      this.events.lost(wait, this.attempt, crowded);
      this.timer = setTimeout(() => this.connect(), wait);
    });
  }
}
