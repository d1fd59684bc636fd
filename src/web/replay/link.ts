// A replay's addresses: /replay/<record id> for a game the server stores, and /replay#<record> for a shared
// link that carries the whole record (base64url of its JSON), so it opens in a fresh tab with or without the
// server. The record in a link is untrusted: it goes through parseRecord, and the replay refuses a bad move.
import { type GameRecord, parseRecord, type RecordError } from '../../core/record.js';
import { err, type Result } from '../../core/result.js';

export const REPLAY_PATH = '/replay';

/** A stored record's replay (the server's record id). */
export function replayPath(id: string): string {
  return `${REPLAY_PATH}/${id}`;
}

/** A record's id as the server numbers them (1 to 15 digits, no leading zero). */
export function isRecordId(text: string): boolean {
  return /^[1-9][0-9]{0,14}$/.test(text);
}

/** The link that carries `record` itself. */
export function sharedReplayPath(record: GameRecord): string {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `${REPLAY_PATH}#${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The record a shared link carries; refused (naming what is wrong) when it is not base64url JSON of a record. */
export function parseSharedReplay(hash: string): Result<GameRecord, RecordError> {
  const notRecord = err<RecordError>({ code: 'record-shape', field: 'link', expected: 'a game record' });
  if (hash.length === 0 || hash.length > 200_000 || !/^[A-Za-z0-9_-]+$/.test(hash)) return notRecord;
  try {
    const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return parseRecord(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return notRecord;
  }
}
