// An online game's link as `--join` takes it: `http(s)://host[:port][/prefix]/online/<id>[#<token>]`, parsed
// into the server's base address, the game's id and the seat's token (absent: take a free seat or watch).
import { err, ok, type Result } from '../../core/result.js';

export interface JoinLink {
  /** The server's address up to the path before `/online/`, without a trailing slash: `http://host:8080`. */
  readonly base: string;
  readonly id: string;
  readonly token?: string;
}

export type LinkError =
  | { readonly code: 'not-a-link' }
  | { readonly code: 'scheme'; readonly scheme: string }
  | { readonly code: 'path' }
  | { readonly code: 'id' }
  | { readonly code: 'token' };

/** A game's id: 16 of a–z 0–9 (the server's crypto-random ids). */
const ID = /^[a-z0-9]{16}$/;
/** A seat's token: base64url, at least 22 characters (128 bits); bounded so a pasted page cannot pass. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
/** Longer than any link the server hands out, with room for a path prefix. */
export const MAX_LINK = 1024;

export function parseJoinLink(text: string): Result<JoinLink, LinkError> {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LINK) return err({ code: 'not-a-link' });
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return err({ code: 'not-a-link' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return err({ code: 'scheme', scheme: url.protocol.replace(/:$/, '') });
  }
  if (url.username !== '' || url.password !== '' || url.search !== '') return err({ code: 'not-a-link' });
  const m = /^(.*)\/online\/([^/]*)\/?$/.exec(url.pathname);
  if (!m) return err({ code: 'path' });
  const id = m[2] as string;
  if (!ID.test(id)) return err({ code: 'id' });
  const hash = url.hash.replace(/^#/, '');
  if (hash !== '' && !TOKEN.test(hash)) return err({ code: 'token' });
  const base = `${url.origin}${(m[1] as string).replace(/\/+$/, '')}`;
  return ok({ base, id, ...(hash === '' ? {} : { token: hash }) });
}

/** The link back to a seat (or, without a token, the spectators' link). */
export function formatJoinLink(link: JoinLink): string {
  return `${link.base}/online/${link.id}${link.token === undefined ? '' : `#${link.token}`}`;
}

/** The WebSocket address of the server the link names. */
export function socketAddress(base: string): string {
  return `${base.replace(/^http/, 'ws')}/api/online/socket`;
}
