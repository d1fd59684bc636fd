// The HTTP requests the terminal makes before the socket: which game the link names, and taking a free seat
// when the link has no token.
import { err, ok, type Result } from '../../core/result.js';
import { ONLINE_GAMES, type OnlineGameName } from '../../online/protocol.js';

export type SeatAnswer =
  | { readonly kind: 'seat'; readonly seat: number; readonly token: string }
  /** No free person seat: the terminal watches. */
  | { readonly kind: 'full' };

export type HttpFailure =
  | { readonly code: 'unreachable'; readonly why: string }
  | { readonly code: 'unknown-game' }
  | { readonly code: 'refused'; readonly status: number; readonly message: string };

/** The system's reason a request never got an answer (ECONNREFUSED, ENOTFOUND, a timeout), else the message. */
function networkReason(e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if ((e as { name?: unknown }).name === 'TimeoutError') return 'timeout';
  if (typeof cause?.message === 'string') return cause.message;
  return e instanceof Error ? e.message : String(e);
}

/** The answer's status and its JSON body (an object, else empty), or why no answer came. */
async function call(
  url: string,
  init: RequestInit,
): Promise<Result<{ status: number; statusText: string; body: Record<string, unknown> }, HttpFailure>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    return err({ code: 'unreachable', why: networkReason(e) });
  }
  let body: unknown;
  try {
    body = JSON.parse((await response.text()).slice(0, 65_536));
  } catch {
    body = undefined;
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return ok({ status: response.status, statusText: response.statusText, body: b });
}

function refused(status: number, statusText: string, b: Record<string, unknown>): HttpFailure {
  const message = typeof b.message === 'string' ? b.message.slice(0, 500) : statusText;
  return { code: 'refused', status, message };
}

/**
 * `GET /api/online/games/<id>`: which game the link names (its public snapshot says), so a link of another game
 * is refused before a seat is taken in it.
 */
export async function gameOf(base: string, id: string): Promise<Result<OnlineGameName, HttpFailure>> {
  const r = await call(`${base}/api/online/games/${id}`, { method: 'GET' });
  if (!r.ok) return r;
  const { status, statusText, body } = r.value;
  if (status === 404) return err({ code: 'unknown-game' });
  const game = ONLINE_GAMES.find((g) => g === body.game);
  if (status === 200 && game !== undefined) return ok(game);
  return err(refused(status, statusText, body));
}

/** `POST /api/online/games/<id>/seats`: the first free person seat, or `full`. */
export async function takeSeat(base: string, id: string, name: string): Promise<Result<SeatAnswer, HttpFailure>> {
  const r = await call(`${base}/api/online/games/${id}/seats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!r.ok) return r;
  const { status, statusText, body: b } = r.value;
  if (status === 409) return ok({ kind: 'full' });
  if (status === 404) return err({ code: 'unknown-game' });
  if (status >= 200 && status < 300 && typeof b.token === 'string' && typeof b.seat === 'number') {
    return ok({ kind: 'seat', seat: b.seat, token: b.token });
  }
  return err(refused(status, statusText, b));
}
