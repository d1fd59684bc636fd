// The seats this browser holds in online games: each game's token under `ludoteca.online.<id>` (the name the
// online contract gives it, shared with nothing else), and the invite links a game's creator has to hand out.
import { GAME_ID, TOKEN } from './client.js';

const PREFIX = 'ludoteca.online.';
const INVITES = 'ludoteca.online-invites.';
/** Tokens beyond this many are not sent to the server for "my games" (its limit). */
export const MAX_TOKENS = 100;

function get(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function set(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the seat still plays on this page, it is only not remembered.
  }
}

export function tokenFor(id: string): string | undefined {
  const token = get(PREFIX + id);
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

export function keepToken(id: string, token: string): void {
  if (GAME_ID.test(id) && TOKEN.test(token)) set(PREFIX + id, token);
}

/** A token the server does not know for this game (its seat was taken through the open link): forgotten. */
export function forgetToken(id: string): void {
  try {
    window.localStorage.removeItem(PREFIX + id);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Every game this browser holds a seat in, with its token. */
export function allTokens(): { id: string; token: string }[] {
  const out: { id: string; token: string }[] = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const token = storage.getItem(key) ?? '';
      if (GAME_ID.test(id) && TOKEN.test(token)) out.push({ id, token });
    }
  } catch {
    // No storage: no games remembered.
  }
  return out.slice(0, MAX_TOKENS);
}

export interface Invite {
  readonly seat: number;
  readonly token: string;
}

export function keepInvites(id: string, invites: readonly Invite[]): void {
  if (invites.length > 0) set(INVITES + id, JSON.stringify(invites));
}

export function invitesFor(id: string): Invite[] {
  try {
    const v: unknown = JSON.parse(get(INVITES + id) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter(
      (i): i is Invite =>
        typeof i === 'object' &&
        i !== null &&
        Number.isInteger((i as Invite).seat) &&
        typeof (i as Invite).token === 'string' &&
        TOKEN.test((i as Invite).token),
    );
  } catch {
    return [];
  }
}

/** A game's page address, and a seat's invite link (the token after '#', never sent to the server). */
export function gameUrl(id: string, token?: string): string {
  return `${window.location.origin}/online/${id}${token ? `#${token}` : ''}`;
}

export function gamePath(id: string): string {
  return `/online/${id}`;
}

export const LOBBY_PATH = '/online';
