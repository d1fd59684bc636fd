// LISTEN on one PostgreSQL channel over a dedicated connection (a pooled one cannot hold a LISTEN), reconnecting
// with backoff when it drops; after a reconnect the owner is told since when it was deaf, to catch up from the
// tables (a NOTIFY sent while nobody listened is gone).
import pg from 'pg';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The connection is back after a drop; notifications sent since `downSince` (ms since 1970) may be lost. */
  onReconnect(downSince: number): void;
  /** A drop or a failed reconnect attempt, for the log. */
  onError(e: Error): void;
}

export interface ChannelListener {
  /** Stops listening for good and closes the connection. */
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/** Listens on `channel`; resolves once the first LISTEN is in place (rejects if that first connection fails). */
export async function listenChannel(
  config: pg.ClientConfig,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let downSince = 0;

  const connect = async (): Promise<void> => {
    // Keep-alive, so a connection that silently died (a host gone, not a closed socket) is noticed too.
    const next = new pg.Client({ ...config, keepAlive: true });
    let dropped = false;
    const drop = (e?: Error) => {
      if (dropped) return;
      dropped = true;
      if (e) handlers.onError(e);
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (stopped) return;
      if (downSince === 0) downSince = Date.now();
      schedule();
    };
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    next.on('error', drop);
    next.on('end', () => drop(new Error('the listening connection closed')));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (e) {
      drop(e as Error);
      throw e;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (downSince !== 0) {
      const since = downSince;
      downSince = 0;
      handlers.onReconnect(since);
    }
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => {
        // drop() has scheduled the next attempt already.
      });
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  try {
    await connect();
  } catch (e) {
    // The first attempt failed: no background retries for a listener nobody holds.
    stopped = true;
    if (timer) clearTimeout(timer);
    throw e;
  }
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
