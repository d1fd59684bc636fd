// The ranked deals' routes: POST /api/deals (a fresh deal), GET /api/daily (today's deal) and the daily board,
// GET /api/daily/scores. The deals board is GET /api/scores (app.ts); ranking a posted record is the store's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnyGame } from '../core/game.js';
import { type Deals, dayOf } from './deals.js';
import type { RecordStore } from './storage.js';
import type { ApiError } from './submission.js';

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 10;

const EXPECTED = {
  issue: 'expected a JSON object {"game": "samegame", "params": "15x10c4" (optional: the default params)}',
  daily: 'expected /api/daily?game=<game>, e.g. /api/daily?game=samegame',
  dailyScores: 'expected /api/daily/scores?game=<game>&day=<YYYY-MM-DD, optional: today>&limit=<1–100>',
} as const;

const GAME = { type: 'string', minLength: 1, maxLength: 20 } as const;
const LIMIT = { type: 'string', pattern: '^[0-9]{1,3}$' } as const;

/** Whether `YYYY-MM-DD` names a real day (the month has it), as dayOf writes days. */
function isCalendarDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && dayOf(ms) === text;
}

export function registerDealRoutes(
  app: FastifyInstance,
  deals: Deals,
  store: RecordStore,
  games: ReadonlyMap<string, AnyGame>,
  errorBody: (e: ApiError) => { error: string; message: string },
): void {
  const refuse = (reply: FastifyReply, e: ApiError, expected: string) =>
    reply.code(400).send(errorBody({ code: e.code, message: `${e.message}; ${expected}` }));
  const limitOf = (text: string | undefined): number | undefined => {
    const n = text === undefined ? DEFAULT_LIMIT : Number(text);
    return n >= 1 && n <= MAX_LIMIT ? n : undefined;
  };

  app.post(
    '/api/deals',
    {
      config: { expected: EXPECTED.issue },
      schema: {
        body: {
          type: 'object',
          required: ['game'],
          additionalProperties: false,
          properties: { game: GAME, params: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { game: string; params?: string };
      const deal = deals.issue(body.game.trim().toLowerCase(), body.params);
      if (!deal.ok) return refuse(reply, deal.error, EXPECTED.issue);
      // A deal is new every time: never cached.
      return reply.code(201).header('cache-control', 'no-store').send(deal.value);
    },
  );

  app.get(
    '/api/daily',
    {
      config: { expected: EXPECTED.daily },
      schema: {
        querystring: { type: 'object', required: ['game'], additionalProperties: false, properties: { game: GAME } },
      },
    },
    async (request, reply) => {
      const deal = deals.daily((request.query as { game: string }).game.trim().toLowerCase());
      if (!deal.ok) return refuse(reply, deal.error, EXPECTED.daily);
      // The token carries the time it was issued (a timed game's clock starts there): never cached.
      return reply.header('cache-control', 'no-store').send(deal.value);
    },
  );

  app.get(
    '/api/daily/scores',
    {
      config: { expected: EXPECTED.dailyScores },
      schema: {
        querystring: {
          type: 'object',
          required: ['game'],
          additionalProperties: false,
          properties: { game: GAME, day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, limit: LIMIT },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { game: string; day?: string; limit?: string };
      const today = deals.daily(query.game.trim().toLowerCase());
      if (!today.ok) return refuse(reply, today.error, EXPECTED.dailyScores);
      const limit = limitOf(query.limit);
      if (limit === undefined) {
        return refuse(
          reply,
          { code: 'bad-limit', message: `limit ${query.limit} is out of range` },
          EXPECTED.dailyScores,
        );
      }
      // The pattern lets 2026-02-30 through; such a day has no board, and an empty one would say it had no games.
      if (query.day !== undefined && !isCalendarDay(query.day)) {
        return refuse(
          reply,
          { code: 'bad-day', message: `${query.day} is not a day of the calendar` },
          EXPECTED.dailyScores,
        );
      }
      const day = query.day ?? deals.today();
      const { game, params } = today.value;
      const order = games.get(game)?.ranking === 'time' ? 'time' : 'score';
      return { game, params, day, scores: await store.topScores(game, params, limit, order, day) };
    },
  );
}
