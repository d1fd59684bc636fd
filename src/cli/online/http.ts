// The one HTTP request the terminal makes before the socket: taking a free seat when the link has no token.
import { err, ok, type Result } from '../../core/result.js';

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

/** `POST /api/online/games/<id>/seats`: the first free person seat, or `full`. */
export async function takeSeat(base: string, id: string, name: string): Promise<Result<SeatAnswer, HttpFailure>> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/online/games/${id}/seats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
      signal: AbortSignal.timeout(15_000),
    });
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
  if (response.status === 409) return ok({ kind: 'full' });
  if (response.status === 404) return err({ code: 'unknown-game' });
  if (response.ok && typeof b.token === 'string' && typeof b.seat === 'number') {
    return ok({ kind: 'seat', seat: b.seat, token: b.token });
  }
  const message = typeof b.message === 'string' ? b.message.slice(0, 500) : response.statusText;
  return err({ code: 'refused', status: response.status, message });
}
