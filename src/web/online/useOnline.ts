// The online game page's live state: the socket (client.ts) as a React hook. It keeps the server's last
// snapshot (with when it arrived, for the clocks), the connection, the last refusal, the action in flight (sent
// again, with the same client id, on the first state after a reconnection: the server answers a repeat with
// its ack instead of playing it twice), and the rematch's new game.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from '../../core/game.js';
import {
  type ClientMessage,
  type Connection,
  clientId,
  GameSocket,
  type ServerMessage,
  type Snapshot,
} from './client.js';
import { forgetToken, keepToken } from './tokens.js';

export interface Received {
  readonly snapshot: Snapshot;
  /** Date.now() when it arrived: the running clock counts down from there. */
  readonly at: number;
}

export interface Refusal {
  readonly code: string;
  readonly message: string;
  /** An illegal move's engine error, as the server sent it (described through src/online/reasons.ts). */
  readonly reason?: Problem;
  /** Which action was refused (a move, a resignation…), when it was ours. */
  readonly action?: ClientMessage['type'];
  /**
   * The version of the position it answers, and goes once the game moves on from: the page's when it came; for
   * `stale-version`, that of the fresh state the server sends after it (undefined until then).
   */
  readonly version: number | undefined;
}

export interface OnlineGame {
  readonly received: Received | undefined;
  readonly connection: Connection;
  readonly retryInMs: number | undefined;
  /** The last connection was refused: too many are open from this address (the server's CROWDED_CLOSE). */
  readonly crowded: boolean;
  readonly refusal: Refusal | undefined;
  /** The move sent and not yet answered. */
  readonly pending: ClientMessage | undefined;
  /** The rematch's game id once the server has given this seat its token there. */
  readonly rematchGame: string | undefined;
  readonly move: (text: string) => void;
  readonly act: (type: 'resign' | 'claim' | 'rematch') => void;
  /** Follow the game again under another seat's token (a seat just taken). */
  readonly follow: (token: string, name?: string) => void;
  readonly reconnect: () => void;
}

export function useOnlineGame(id: string, token: string | undefined, name: string | undefined): OnlineGame {
  const [received, setReceived] = useState<Received | undefined>();
  const [connection, setConnection] = useState<Connection>('connecting');
  const [retryInMs, setRetryInMs] = useState<number | undefined>();
  const [crowded, setCrowded] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [pending, setPending] = useState<ClientMessage | undefined>();
  const [rematchGame, setRematchGame] = useState<string | undefined>();
  const socket = useRef<GameSocket | undefined>(undefined);
  const pendingRef = useRef<{ message: ClientMessage; version: number } | undefined>(undefined);
  /** A connection just opened: its first state decides whether the action in flight is sent again. */
  const fresh = useRef(false);
  const versionRef = useRef<number | undefined>(undefined);
  // One socket per game page; the token and name it says hello with are those of the first render, and
  // `follow` changes them.
  const hello = useRef<{ token?: string | undefined; name?: string | undefined }>({ token, name });

  const setInFlight = useCallback((p: { message: ClientMessage; version: number } | undefined) => {
    pendingRef.current = p;
    setPending(p?.message);
  }, []);

  const onMessage = useCallback(
    (m: ServerMessage) => {
      const inFlight = pendingRef.current;
      switch (m.type) {
        case 'state': {
          versionRef.current = m.state.version;
          setReceived({ snapshot: m.state, at: Date.now() });
          // A refusal answers the position it was made in, as Konobi's under the board does: a move, a
          // resignation or a rematch offer since then drops it.
          setRefusal((r) => {
            if (r?.version === undefined) return r && { ...r, version: m.state.version };
            return m.state.version > r.version ? undefined : r;
          });
          // A rematch keeps each seat's token (docs/online.md), so a seat that missed the `rematch` message
          // (it was away when the last seat agreed) still finds its way there.
          const next = m.state.rematch?.game;
          const held = hello.current.token;
          if (next && held && m.state.seat !== null) {
            keepToken(next, held);
            setRematchGame(next);
          }
          if (inFlight && m.state.version > inFlight.version) setInFlight(undefined);
          else if (inFlight && fresh.current) socket.current?.send(inFlight.message);
          fresh.current = false;
          return;
        }
        case 'ack':
          if (inFlight?.message.id === m.id) setInFlight(undefined);
          return;
        case 'error': {
          const ours = inFlight && (m.id === undefined || m.id === inFlight.message.id) ? inFlight : undefined;
          if (ours) setInFlight(undefined);
          setRefusal({
            code: m.code,
            message: m.message,
            ...(m.reason ? { reason: m.reason } : {}),
            ...(ours ? { action: ours.message.type } : {}),
            version: m.code === 'stale-version' ? undefined : versionRef.current,
          });
          // Nothing was done and the server asks for a fresh start: hello again brings the whole state.
          if (m.code === 'server-busy') socket.current?.resync();
          // The token holds no seat here (the seat went to someone else): forget it and watch instead.
          if (m.id === undefined && (m.code === 'bad-token' || m.code === 'seat-taken')) {
            forgetToken(id);
            hello.current = { token: undefined, name: hello.current.name };
            socket.current?.rehello(hello.current.name ? { name: hello.current.name } : {});
          }
          return;
        }
        case 'rematch':
          keepToken(m.game, m.token);
          setRematchGame(m.game);
          return;
        case 'pong':
          return;
      }
    },
    [setInFlight, id],
  );

  useEffect(() => {
    const s = new GameSocket(
      id,
      {
        ...(hello.current.token ? { token: hello.current.token } : {}),
        ...(hello.current.name ? { name: hello.current.name } : {}),
      },
      {
        onMessage,
        onConnection: (c, wait, refused) => {
          if (c === 'open') fresh.current = true;
          setConnection(c);
          setRetryInMs(wait);
          // Kept while connecting again, so the line does not flicker back to "connecting" between refusals.
          if (c !== 'connecting') setCrowded(c === 'closed' && refused === true);
        },
      },
    );
    socket.current = s;
    return () => {
      s.close();
      socket.current = undefined;
    };
  }, [id, onMessage]);

  const move = useCallback(
    (text: string) => {
      if (pendingRef.current) return;
      setRefusal(undefined);
      const version = versionRef.current ?? 0;
      const message: ClientMessage = { type: 'move', id: clientId(), version, move: text };
      setInFlight({ message, version });
      // Not connected: it stays in flight and goes out on the next connection's first state.
      socket.current?.send(message);
    },
    [setInFlight],
  );

  // Resigning, claiming and offering a rematch are answered by the next state (or a refusal); they are not
  // kept to send again, so a lost one is simply asked again by the player.
  const act = useCallback((type: 'resign' | 'claim' | 'rematch') => {
    setRefusal(undefined);
    socket.current?.send({ type, id: clientId() });
  }, []);

  const follow = useCallback((next: string, nextName?: string) => {
    fresh.current = false;
    hello.current = { token: next, name: nextName };
    socket.current?.rehello({ token: next, ...(nextName ? { name: nextName } : {}) });
  }, []);

  const reconnect = useCallback(() => socket.current?.reconnectNow(), []);

  return {
    received,
    connection,
    retryInMs,
    crowded,
    refusal,
    pending,
    rematchGame,
    move,
    act,
    follow,
    reconnect,
  };
}
