// Ranked deals in the terminal: with a server named in LUDOTECA_SERVER, a fresh game of a ranked game (SameGame,
// Shisen-Sho) asks it for its deal, as the browser does, and the finished game is posted with the deal's token so
// the server ranks it; without a server, or when it does not answer in time, the game is dealt and played offline.
import type { AnyGame } from '../core/game.js';
import { isSeed } from '../core/gameId.js';
import { describeNameProblem, nameRule } from '../core/messages.js';
import { parsePlayerName } from '../core/names.js';
import type { AnySession } from '../session/index.js';
import { outcome, toRecord } from '../session/index.js';
import type { Io } from './io.js';
import type { Lang } from './lang.js';
import { printable } from './text.js';
import { dictionary } from './words.js';

/** How long a fresh game waits for the server's deal, and a finished game for the server's answer. */
export const SERVER_WAIT_MS = 2000;

/** The bounds the server puts on a timed game's claimed time (a second to a day). */
const MIN_CLAIM_MS = 1000;
const MAX_CLAIM_MS = 24 * 60 * 60 * 1000;
/** The most hints the server takes in a claim: more are claimed as that many. */
const MAX_CLAIM_HINTS = 999;

const words = dictionary(
  {
    dealt: (server: string) => `A ranked deal from ${server}.\n`,
    offline: (server: string) => `The server ${server} did not answer: this game is dealt here and not ranked.\n`,
    ranked: (rank: number) => `Posted to the server: rank ${rank} in its high scores for this board.\n`,
    notRanked:
      'Posted to the server: kept in its history, not ranked (this deal was ranked for the first to post it).\n',
    notPosted: (why: string) => `The game was not posted to the server: ${why}.\n`,
    unreachable: 'the server did not answer',
    badServer: (text: string) =>
      `LUDOTECA_SERVER="${text}" is not an http or https address (such as http://localhost:8080): this game is dealt here and not ranked.\n`,
    badPlayer: (text: string, why: string, rule: string) =>
      `LUDOTECA_PLAYER="${text}" ${why}; ${rule}: this game is dealt here and not ranked.\n`,
    help: `With LUDOTECA_SERVER set to a Ludoteca server (e.g. http://localhost:8080), a new game without --seed or
--id is that server's deal, and the finished game is posted to it to be ranked, under the name in
LUDOTECA_PLAYER (else anonymous); when the server does not answer in 2 s the game is played offline.`,
  },
  {
    dealt: (server) => `Una partita in classifica da ${server}.\n`,
    offline: (server) => `Il server ${server} non risponde: questa partita è distribuita qui e non va in classifica.\n`,
    ranked: (rank) => `Inviata al server: posizione ${rank} nella sua classifica per questo tavolo.\n`,
    notRanked:
      'Inviata al server: resta nel suo storico, fuori classifica (questa partita era già in classifica per chi la inviò per primo).\n',
    notPosted: (why) => `La partita non è stata inviata al server: ${why}.\n`,
    unreachable: 'il server non risponde',
    badServer: (text) =>
      `LUDOTECA_SERVER="${text}" non è un indirizzo http o https (come http://localhost:8080): questa partita è distribuita qui e non va in classifica.\n`,
    badPlayer: (text, why, rule) =>
      `LUDOTECA_PLAYER="${text}" ${why}; ${rule}: questa partita è distribuita qui e non va in classifica.\n`,
    help: `Con LUDOTECA_SERVER impostata su un server Ludoteca (per esempio http://localhost:8080), una nuova
partita senza --seed né --id è distribuita da quel server, e a fine partita gli viene inviata per la classifica,
col nome in LUDOTECA_PLAYER (altrimenti anonimo); se il server non risponde entro 2 s si gioca senza rete.`,
  },
);

/**
 * The server the terminal asks for ranked deals: LUDOTECA_SERVER (http or https, e.g. http://localhost:8080);
 * undefined when none is named, `bad` when what is named is not such an address.
 */
export function serverOf(env: Io['env']): string | { readonly bad: string } | undefined {
  const text = env.LUDOTECA_SERVER?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Not a URL at all: said below, as a scheme that is not http's is.
  }
  return { bad: text };
}

/** A JSON exchange with the server, bounded in time; undefined when it cannot be reached or answers nonsense. */
async function exchange(
  url: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
  try {
    const r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_WAIT_MS),
    });
    const answer: unknown = await r.json();
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
    return { status: r.status, body: answer as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/**
 * What the player claims beside a timed game's record: the hints used (the server keeps them as claimed,
 * docs/server.md; it counts the scrambles from the record itself).
 */
export interface RankedClaim {
  readonly hints?: number;
}

/** A play of a ranked game against a server: its deal (when the server gives one), then its post once finished. */
export interface RankedPlay {
  /** The server's seed for a fresh deal of `params` (canonical text), or undefined: deal locally, unranked. */
  deal(rules: AnyGame, params: string): Promise<string | undefined>;
  /** Posts the game once it is over (the first time only), with the claim, and says what the server made of it. */
  finished(session: AnySession, claim?: RankedClaim): Promise<string>;
}

/**
 * The ranked play of this run, or undefined when no server is named. The deal's token lives for this run only:
 * a game resumed from its save is played offline.
 */
export function rankedPlay(io: Io, lang: Lang): RankedPlay | undefined {
  const server = serverOf(io.env);
  if (server === undefined) return undefined;
  const t = words(lang);
  // A server or a name that cannot be used is said before the game, which is then played offline: found only
  // when the game is posted, it would lose the ranked game.
  if (typeof server !== 'string') {
    io.stderr(t.badServer(printable(server.bad.slice(0, 100))));
    return undefined;
  }
  const rawPlayer = io.env.LUDOTECA_PLAYER;
  const named = rawPlayer === undefined || rawPlayer.trim() === '' ? undefined : parsePlayerName(rawPlayer);
  if (named !== undefined && !named.ok) {
    io.stderr(
      t.badPlayer(
        printable(rawPlayer?.trim().slice(0, 60) ?? ''),
        describeNameProblem(named.error, lang),
        nameRule(lang),
      ),
    );
    return undefined;
  }
  const player = named?.value;
  let dealt: { seed: string; token: string; startedAt: number } | undefined;
  let posted = false;
  return {
    async deal(rules, params) {
      if (rules.ranking === undefined) return undefined;
      const r = await exchange(`${server}/api/deals`, { game: rules.name, params });
      const { seed, deal } = r?.body ?? {};
      // The server is trusted no more than a typed seed: a seed that is not one is no deal.
      const valid = typeof seed === 'string' && isSeed(seed) && typeof deal === 'string' && deal.length <= 200;
      if (r?.status !== 201 || !valid || r.body.params !== params) {
        io.stderr(t.offline(server));
        return undefined;
      }
      dealt = { seed, token: deal, startedAt: io.now() };
      io.stdout(t.dealt(server));
      return seed;
    },
    async finished(session, claim = {}) {
      const record = toRecord(session);
      if (posted || dealt === undefined || record.seed !== dealt.seed) return '';
      const end = outcome(session);
      // A timed game is ranked only when won (the server refuses the rest); a scored one however it ended.
      if (!end.over || (session.game.ranking === 'time' && end.won !== true)) return '';
      posted = true;
      const claimedMs = Math.min(MAX_CLAIM_MS, Math.max(MIN_CLAIM_MS, Math.round(io.now() - dealt.startedAt)));
      const r = await exchange(`${server}/api/records`, {
        record,
        ...(player ? { player } : {}),
        ...(session.game.ranking === 'time' ? { elapsedMs: claimedMs } : {}),
        ...(session.game.ranking === 'time' && claim.hints !== undefined
          ? { hints: Math.min(MAX_CLAIM_HINTS, claim.hints) }
          : {}),
        deal: dealt.token,
      });
      if (r === undefined) return t.notPosted(t.unreachable);
      if (r.status !== 200 && r.status !== 201) {
        // The server's own message, shown safely (no control characters reach the terminal) and bounded.
        return t.notPosted(printable(String(r.body.message ?? r.status).slice(0, 300)));
      }
      return typeof r.body.rank === 'number' ? t.ranked(r.body.rank) : t.notRanked;
    },
  };
}

/** The lines of a ranked game's --help about LUDOTECA_SERVER and LUDOTECA_PLAYER. */
export function rankedHelp(lang: Lang): string {
  return words(lang).help;
}
