// The server's JSON API as the web app uses it; every response is parsed, never trusted.
import type { GameRecord } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';

export interface ScoreRow {
  readonly rank: number;
  readonly player: string;
  readonly score: number;
  readonly gameId: string;
  readonly recordId: string;
  readonly finishedAt: string;
}

export interface Submitted {
  readonly id: string;
  readonly score: number;
  readonly rank: number;
}

/** 'offline' when the server cannot be reached or answers nonsense; otherwise the server's own message. */
export type ApiError = { readonly kind: 'offline' } | { readonly kind: 'refused'; readonly message: string };

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

function parseScoreRow(v: unknown): ScoreRow | undefined {
  if (!isObject(v)) return undefined;
  const { rank, player, score, gameId, recordId, finishedAt } = v;
  if (typeof rank !== 'number' || typeof player !== 'string' || typeof score !== 'number') return undefined;
  return {
    rank,
    player,
    score,
    gameId: typeof gameId === 'string' ? gameId : '',
    recordId: recordId === undefined || recordId === null ? '' : String(recordId),
    finishedAt: typeof finishedAt === 'string' ? finishedAt : '',
  };
}

export async function fetchScores(game: string, params: string, limit = 10): Promise<Result<ScoreRow[], ApiError>> {
  const query = new URLSearchParams({ game, params, limit: String(limit) });
  const r = await request(`/api/scores?${query}`);
  if (!r.ok) return r;
  const { status, body } = r.value;
  if (status !== 200 || !isObject(body) || !Array.isArray(body.scores)) return err({ kind: 'offline' });
  const rows: ScoreRow[] = [];
  for (const item of body.scores) {
    const row = parseScoreRow(item);
    if (row) rows.push(row);
  }
  return ok(rows);
}

export async function submitRecord(record: GameRecord, player: string): Promise<Result<Submitted, ApiError>> {
  const r = await request('/api/records', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record, player }),
  });
  if (!r.ok) return r;
  const { status, body } = r.value;
  if (status === 201 && isObject(body) && typeof body.score === 'number' && typeof body.rank === 'number') {
    return ok({ id: String(body.id), score: body.score, rank: body.rank });
  }
  if (isObject(body) && typeof body.message === 'string') return err({ kind: 'refused', message: body.message });
  return err({ kind: 'offline' });
}
