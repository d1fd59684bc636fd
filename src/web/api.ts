// The server's JSON API as the web app uses it; every response is parsed, never trusted. A record that cannot
// reach the server waits in this browser's outbox and is posted when the server answers again.
import { formatGameId } from '../core/gameId.js';
import type { GameRecord } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { load, remove, store } from './storage.js';

export interface ScoreRow {
  readonly rank: number;
  readonly player: string;
  readonly score: number;
  readonly gameId: string;
  readonly recordId: string;
  readonly finishedAt: string;
}

/**
 * A timed game's row (Shisen-Sho): no score, ranked by the time the server measured from issuing the deal to
 * receiving the win (`elapsedMs` here; the API's `serverMs`); hints and scrambles as the server stored them.
 */
export interface TimeRow {
  readonly rank: number;
  readonly player: string;
  readonly score: null;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly scrambles: number;
  readonly gameId: string;
  readonly recordId: string;
  readonly finishedAt: string;
}

/** What a timed game's record carries besides the record itself (the client's claim; the server bounds it). */
export interface RecordExtras {
  readonly elapsedMs?: number;
  readonly hints?: number;
}

export interface Submitted {
  readonly id: string;
  readonly score: number;
  /** Null when the game is stored but not ranked (not a deal the server issued, or ranked already). */
  readonly rank: number | null;
  /**
   * The day (YYYY-MM-DD, UTC) of the daily board the rank is on, not the board of these settings; null for those.
   * Not always today: a daily game started before midnight and posted after it is ranked on its deal's day.
   */
  readonly daily: string | null;
}

/** The server's answer to a stored record of any game: score and rank only for a game with a score. */
export interface Posted {
  readonly id: string;
  readonly score: number | null;
  readonly rank: number | null;
  readonly result: string | null;
  /** The day of the daily board it is ranked on (as `Submitted`'s), or null: the board of its settings. */
  readonly daily: string | null;
}

/** One finished game in a game's history (GET /api/records?game=…), newest first. */
export interface HistoryRow {
  readonly id: string;
  readonly params: string;
  readonly player: string;
  readonly score: number | null;
  readonly result: string | null;
  readonly finishedAt: string;
  readonly moves: number;
  /** The seats' names of a game with several players (Scarabeo), else null. */
  readonly players: readonly string[] | null;
}

/** Names as the server sends them: a list of strings, or nothing usable. */
function parseNames(v: unknown): string[] | null {
  return Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : null;
}

/**
 * 'offline' when the server cannot be reached or answers nonsense; otherwise the server's own message. A refusal
 * keeps the server's error code, so a page can say it in its own words and language.
 */
export type ApiError =
  | { readonly kind: 'offline' }
  | {
      readonly kind: 'refused';
      readonly message: string;
      readonly code?: string;
      /** The server could not take it now (busy, 503; too many posts, 429): the same request may succeed later. */
      readonly later?: boolean;
    };

async function request(url: string, init?: RequestInit): Promise<Result<{ status: number; body: unknown }, ApiError>> {
  try {
    const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
    const body: unknown = await response.json().catch(() => undefined);
    return ok({ status: response.status, body });
  } catch {
    return err({ kind: 'offline' });
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A row of /api/scores: a scored game's (SameGame) or a timed game's (`score: null` with the server's time). */
function parseScoreRow(v: unknown): ScoreRow | TimeRow | undefined {
  if (!isObject(v)) return undefined;
  const { rank, player, score, gameId, recordId, finishedAt, serverMs: elapsedMs, hints, scrambles } = v;
  if (typeof rank !== 'number' || typeof player !== 'string') return undefined;
  const common = {
    rank,
    player,
    gameId: typeof gameId === 'string' ? gameId : '',
    recordId: recordId === undefined || recordId === null ? '' : String(recordId),
    finishedAt: typeof finishedAt === 'string' ? finishedAt : '',
  };
  if (typeof score === 'number') return { ...common, score };
  if (score !== null || typeof elapsedMs !== 'number') return undefined;
  return {
    ...common,
    score: null,
    elapsedMs,
    hints: typeof hints === 'number' ? hints : 0,
    scrambles: typeof scrambles === 'number' ? scrambles : 0,
  };
}

/**
 * Why a board of scores or a list of recent games could not be shown, which every page says in the same words:
 * 'offline', no answer at all (or nonsense where the list was due); 'error', the server answered, with an error
 * (a 4xx or 5xx).
 */
export type ScoresFailure = 'offline' | 'error';

/**
 * GETs a list of rows under `key`: a board of scores (`{"scores": [...]}`) or a history (`{"records": [...]}`),
 * each row parsed; a row that does not parse is left out.
 */
async function fetchBoard<T>(
  url: string,
  key: 'scores' | 'records',
  parseRow: (v: unknown) => T | undefined,
): Promise<Result<T[], ScoresFailure>> {
  const r = await request(url);
  if (!r.ok) return err('offline');
  const { status, body } = r.value;
  // The server answered, with an error (a 500 too): not the same as no answer at all.
  if (status !== 200) return err('error');
  const list = isObject(body) ? body[key] : undefined;
  if (!Array.isArray(list)) return err('offline');
  const rows: T[] = [];
  for (const item of list) {
    const row = parseRow(item);
    if (row) rows.push(row);
  }
  return ok(rows);
}

function fetchRows(
  game: string,
  params: string,
  limit: number,
): Promise<Result<(ScoreRow | TimeRow)[], ScoresFailure>> {
  return fetchBoard(
    `/api/scores?${new URLSearchParams({ game, params, limit: String(limit) })}`,
    'scores',
    parseScoreRow,
  );
}

/** A scored game's high scores (SameGame), best first. */
export async function fetchScores(
  game: string,
  params: string,
  limit = 10,
): Promise<Result<ScoreRow[], ScoresFailure>> {
  const r = await fetchRows(game, params, limit);
  return r.ok ? ok(r.value.filter((row): row is ScoreRow => row.score !== null)) : r;
}

/** A timed game's fastest wins (Shisen-Sho), fastest first. */
export async function fetchBestTimes(
  game: string,
  params: string,
  limit = 10,
): Promise<Result<TimeRow[], ScoresFailure>> {
  const r = await fetchRows(game, params, limit);
  return r.ok ? ok(r.value.filter((row): row is TimeRow => row.score === null)) : r;
}

/**
 * Posts a finished game's record; the same record posted again answers with the stored one (status 200).
 * `extras` carries a timed game's `elapsedMs` and `hints` (Shisen-Sho); fields left undefined are not sent.
 */
export async function postRecord(
  record: GameRecord,
  player?: string,
  extras: RecordExtras = {},
): Promise<Result<Posted, ApiError>> {
  const r = await sendRecord(record, player, extras);
  if (!r.ok && tryLater(r.error)) keepForLater({ record, ...(player === undefined ? {} : { player }), extras });
  return r;
}

/** Whether a record that did not go should be kept and sent again: no answer, or the server was busy. */
function tryLater(error: ApiError): boolean {
  return error.kind === 'offline' || error.later === true;
}

/** A record waiting for the server: what postRecord was asked to send. */
interface Waiting {
  readonly record: GameRecord;
  readonly player?: string;
  readonly extras: RecordExtras;
}

const OUTBOX_KEY = 'outbox:records';
/** Bounded, as everything kept in the browser: the oldest goes first when a 51st waits. */
const OUTBOX_LIMIT = 50;

function readOutbox(): Waiting[] {
  try {
    const v: unknown = JSON.parse(load(OUTBOX_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((w): w is Waiting => isObject(w) && isObject(w.record)) : [];
  } catch {
    return [];
  }
}

function keepForLater(waiting: Waiting): void {
  const all = readOutbox();
  const text = JSON.stringify(waiting);
  if (all.some((w) => JSON.stringify(w) === text)) return;
  store(OUTBOX_KEY, JSON.stringify([...all, waiting].slice(-OUTBOX_LIMIT)));
}

/** The records waiting in this browser for the server. */
export function outboxSize(): number {
  return readOutbox().length;
}

/** The event a page hears when records kept offline have reached the server (to refresh its tables). */
export const OUTBOX_SENT = 'ludoteca:outbox-sent';

let flushing = false;

/**
 * Posts the records kept while the server could not be reached (or was busy), oldest first; stops at the first
 * that still cannot go (the server is down or busy yet). One the server refuses is dropped: it would be refused
 * again. The server stores a record posted twice only once, so a page that retried meanwhile does no harm.
 */
export async function flushOutbox(): Promise<number> {
  if (flushing) return 0;
  flushing = true;
  let sent = 0;
  try {
    for (let all = readOutbox(); all.length > 0; all = readOutbox()) {
      const first = all[0] as Waiting;
      const r = await sendRecord(first.record, first.player, first.extras);
      if (!r.ok && tryLater(r.error)) break;
      const rest = readOutbox().filter((w) => JSON.stringify(w) !== JSON.stringify(first));
      if (rest.length === 0) remove(OUTBOX_KEY);
      else store(OUTBOX_KEY, JSON.stringify(rest));
      if (r.ok) sent++;
    }
  } finally {
    flushing = false;
  }
  if (sent > 0) window.dispatchEvent(new Event(OUTBOX_SENT));
  return sent;
}

async function sendRecord(
  record: GameRecord,
  player: string | undefined,
  extras: RecordExtras,
): Promise<Result<Posted, ApiError>> {
  // A game of a deal the server issued goes with its token, so the server can rank it (see requestDeal).
  const dealKey = record.seed === undefined ? undefined : dealStorageKey(record.game, record.params, record.seed);
  const deal = dealKey === undefined ? undefined : load(dealKey);
  const payload = {
    record,
    ...(player === undefined ? {} : { player }),
    ...(extras.elapsedMs === undefined ? {} : { elapsedMs: extras.elapsedMs }),
    ...(extras.hints === undefined ? {} : { hints: extras.hints }),
    ...(deal === undefined ? {} : { deal }),
  };
  const r = await request('/api/records', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!r.ok) return r;
  const { status, body } = r.value;
  if (dealKey !== undefined && deal !== undefined && isObject(body) && body.error === 'bad-deal') {
    // An expired token (a day old) or one from another server: the game still goes to the history, unranked.
    remove(dealKey);
    return sendRecord(record, player, extras);
  }
  if (
    (status === 200 || status === 201) &&
    isObject(body) &&
    (typeof body.id === 'number' || typeof body.id === 'string')
  ) {
    const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
    return ok({
      id: String(body.id),
      score: numberOrNull(body.score),
      rank: numberOrNull(body.rank),
      result: typeof body.result === 'string' ? body.result : null,
      daily: dailyDayOf(body.ranked),
    });
  }
  if (isObject(body) && typeof body.message === 'string') {
    // A busy server's refusal is not the record's: it is kept and sent again (the outbox), not dropped.
    const later = status === 503 || status === 429;
    return err({ kind: 'refused', message: body.message, ...(later ? { later } : {}) });
  }
  return err({ kind: 'offline' });
}

/** The day of the daily board a record was ranked on, from the server's `ranked` (a day it names, else today). */
function dailyDayOf(ranked: unknown): string | null {
  if (!isObject(ranked) || ranked.board !== 'daily') return null;
  return typeof ranked.day === 'string' && isDay(ranked.day) ? ranked.day : todayUtc();
}

/** A day as the server writes them, YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text);
}

/** Today as the server counts days for the daily deal: the UTC date, YYYY-MM-DD. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Posts a scored game's record (SameGame's high scores): an answer without a score is nonsense here. */
export async function submitRecord(
  record: GameRecord,
  player: string,
  extras?: RecordExtras,
): Promise<Result<Submitted, ApiError>> {
  const r = await postRecord(record, player, extras);
  if (!r.ok) return r;
  const { id, score, rank, daily } = r.value;
  return score === null ? err({ kind: 'offline' }) : ok({ id, score, rank, daily });
}

function parseHistoryRow(v: unknown): HistoryRow | undefined {
  if (!isObject(v)) return undefined;
  const { id, params, player, score, result, finishedAt, moves, players } = v;
  if (typeof id !== 'number' || typeof params !== 'string' || typeof player !== 'string') return undefined;
  return {
    id: String(id),
    params,
    player,
    score: typeof score === 'number' ? score : null,
    result: typeof result === 'string' ? result : null,
    finishedAt: typeof finishedAt === 'string' ? finishedAt : '',
    moves: typeof moves === 'number' ? moves : 0,
    players: parseNames(players),
  };
}

/** A game's most recent finished records (of one params when given), newest first; failing as a board does. */
export async function fetchHistory(
  game: string,
  options: { readonly params?: string; readonly limit?: number } = {},
): Promise<Result<HistoryRow[], ScoresFailure>> {
  const query = new URLSearchParams({ game, limit: String(options.limit ?? 10) });
  if (options.params !== undefined) query.set('params', options.params);
  return fetchBoard(`/api/records?${query}`, 'records', parseHistoryRow);
}

/** A stored record (GET /api/records/<id>): its game, params, seed and moves; anything else is not trusted. */
export async function fetchRecord(id: string): Promise<Result<GameRecord, ApiError>> {
  const r = await request(`/api/records/${encodeURIComponent(id)}`);
  if (!r.ok) return r;
  const { status, body } = r.value;
  if (status !== 200) {
    // The server's own refusal (a record it does not have, say); an answer without one is as good as none.
    const said = isObject(body) && typeof body.message === 'string';
    return err(said ? answeredWithError(status, body) : { kind: 'offline' });
  }
  if (!isObject(body)) return err({ kind: 'offline' });
  const { game, params, seed, moves } = body;
  if (typeof game !== 'string' || typeof params !== 'string' || !Array.isArray(moves)) return err({ kind: 'offline' });
  if (!moves.every((m) => typeof m === 'string')) return err({ kind: 'offline' });
  return ok({
    version: 1,
    game,
    params,
    ...(typeof seed === 'string' ? { seed } : {}),
    moves: moves as string[],
    ...(parseNames(body.players)
      ? { players: parseNames(body.players) as string[] }
      : typeof body.player === 'string'
        ? { players: [body.player] }
        : {}),
    ...(typeof body.result === 'string' ? { result: body.result } : {}),
  });
}

/** A deal the server issued: the seed to play, and the token that lets its record be ranked. */
export interface RankedDeal {
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  /** The daily deal's day (YYYY-MM-DD, UTC); absent for an issued deal. */
  readonly day?: string;
}

function dealStorageKey(game: string, params: string, seed: string): string {
  return `deal:${formatGameId({ game, params, seed })}`;
}

function dailyStorageKey(game: string, params: string, seed: string): string {
  return `daily:${formatGameId({ game, params, seed })}`;
}

/** Whether this deal is today's daily deal (UTC day, as the server counts it), as this browser was given it. */
export function isTodaysDaily(game: string, params: string, seed: string): boolean {
  return load(dailyStorageKey(game, params, seed)) === todayUtc();
}

/**
 * Whether this deal is today's daily deal, as the server says: its game id is the one `GET /api/daily` names
 * today, however the page was opened (the home page's button, or an address typed, shared or reloaded).
 * When it is, the page is the daily game's like one opened from the button: its token is kept so the record is
 * ranked on the daily board, unless this browser has one already (a reload keeps the time the clock started).
 * Undefined when the server cannot be reached; the page then goes by what this browser was given.
 */
export async function checkTodaysDaily(game: string, params: string, seed: string): Promise<boolean | undefined> {
  const r = await request(`/api/daily?${new URLSearchParams({ game })}`);
  if (!r.ok) return undefined;
  const { status, body } = r.value;
  if (status !== 200 || !isObject(body)) return undefined;
  if (body.game !== game || body.params !== params || body.seed !== seed) return false;
  if (typeof body.deal === 'string' && load(dealStorageKey(game, params, seed)) === undefined) {
    store(dealStorageKey(game, params, seed), body.deal);
  }
  if (typeof body.day === 'string') store(dailyStorageKey(game, params, seed), body.day);
  return true;
}

/** An error answer (4xx, 5xx) as a refusal: the server's message when it sent one, else its status. */
function answeredWithError(status: number, body: unknown): ApiError {
  const message = isObject(body) && typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  const code = isObject(body) && typeof body.error === 'string' ? body.error : undefined;
  return { kind: 'refused', message, ...(code === undefined ? {} : { code }) };
}

/** Reads a deal answer and keeps its token for postRecord, under the deal's game id. */
function keepDeal(status: number, body: unknown): Result<RankedDeal, ApiError> {
  if (status !== 200 && status !== 201) return err(answeredWithError(status, body));
  if (!isObject(body)) return err({ kind: 'offline' });
  const { game, params, seed, deal, day } = body;
  if (typeof game !== 'string' || typeof params !== 'string' || typeof seed !== 'string' || typeof deal !== 'string') {
    return err({ kind: 'offline' });
  }
  // Today's daily deal keeps the first token this browser was given: pressing the Daily deal button again goes back
  // to the game in progress, and a Shisen-Sho daily game's time still counts from when it was first dealt.
  const key = dealStorageKey(game, params, seed);
  if (typeof day !== 'string' || load(key) === undefined) store(key, deal);
  // A game's page shows today's daily board beside its settings' scores when it plays the daily deal.
  if (typeof day === 'string') store(dailyStorageKey(game, params, seed), day);
  return ok({ game, params, seed, ...(typeof day === 'string' ? { day } : {}) });
}

/** Asks the server for a ranked deal of `params`; 'offline' when it cannot be reached (then play a local seed). */
export async function requestDeal(game: string, params: string): Promise<Result<RankedDeal, ApiError>> {
  const r = await request('/api/deals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, params }),
  });
  return r.ok ? keepDeal(r.value.status, r.value.body) : r;
}

/** Today's deal of a game, the same for everyone; its token is kept like an issued deal's. */
export async function fetchDailyDeal(game: string): Promise<Result<RankedDeal, ApiError>> {
  const r = await request(`/api/daily?${new URLSearchParams({ game })}`);
  return r.ok ? keepDeal(r.value.status, r.value.body) : r;
}

/** A row of a daily board: a score (SameGame) or the server-measured time (Shisen-Sho). */
export interface DailyRow {
  readonly rank: number;
  readonly player: string;
  readonly score: number | null;
  readonly serverMs: number | null;
  readonly recordId?: string;
}

/** A row of /api/daily/scores. */
function parseDailyRow(v: unknown): DailyRow | undefined {
  if (!isObject(v) || typeof v.rank !== 'number' || typeof v.player !== 'string') return undefined;
  return {
    rank: v.rank,
    player: v.player,
    score: typeof v.score === 'number' ? v.score : null,
    serverMs: typeof v.serverMs === 'number' ? v.serverMs : null,
    ...(typeof v.recordId === 'number' ? { recordId: String(v.recordId) } : {}),
  };
}

/** A day's board of a game's daily deal (today's when `day` is not given), best first. */
export function fetchDailyScores(game: string, limit = 5, day?: string): Promise<Result<DailyRow[], ScoresFailure>> {
  return fetchBoard(
    `/api/daily/scores?${new URLSearchParams({ game, limit: String(limit), ...(day === undefined ? {} : { day }) })}`,
    'scores',
    parseDailyRow,
  );
}
