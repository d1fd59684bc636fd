// The replay viewer: /replay/<record id> (a game the server stores, from a history or high-score table) and
// /replay#<record> (a shared link carrying the record). Any of the four games, stepped move by move forwards
// and backwards with the score or position at each step; the session layer replays the record (a bad move is
// refused, naming it) and each game's own board draws the state, only to be looked at.
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shisensho } from '../../ai/shisensho/index.js';
import type { AnyGame, Problem } from '../../core/game.js';
import { describeRecordError } from '../../core/messages.js';
import type { GameRecord, RecordError } from '../../core/record.js';
import {
  describeKonobiError,
  type KonobiError,
  type KonobiState,
  konobi,
  lastMovePoint,
  seatOf,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import { describeSameGameError, type SameGameError, type SameGameState, samegame } from '../../games/samegame/index.js';
import {
  describeShisenShoError,
  kindAt,
  type ShisenShoError,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { type AnySession, replayRecord } from '../../session/index.js';
import { type ApiError, fetchRecord } from '../api.js';
import { formatNumber } from '../formatNumber.js';
import { useTitle } from '../gamePage.js';
import { type Dict, useLang } from '../i18n.js';
import { KonobiBoard } from '../konobi/board.js';
import { BadGame } from '../routes.js';
import { Board as SameGameBoard } from '../samegame/board.js';
import { groupSizesOf } from '../samegame/field.js';
import { useBlockIds } from '../samegame/ids.js';
import { ScarabeoReplay } from '../scarabeo/page.js';
import { Board as ShisenShoBoard } from '../shisensho/board.js';
import { useBoardFit } from '../shisensho/fit.js';
import { ReplayBar } from './bar.js';
import { isRecordId, parseSharedReplay, sharedReplayPath } from './link.js';

const NONE = new Set<number>();
const NOTHING = () => {};

/** The games the viewer replays itself (Scarabeo has its own face, with the lexicon it needs). */
const GAMES = {
  samegame: {
    game: samegame,
    describe: (p: Problem, lang: 'en' | 'it') => describeSameGameError(p as SameGameError, lang),
  },
  shisensho: {
    game: shisensho,
    describe: (p: Problem, lang: 'en' | 'it') => describeShisenShoError(p as ShisenShoError, lang),
  },
  konobi: { game: konobi, describe: (p: Problem, lang: 'en' | 'it') => describeKonobiError(p as KonobiError, lang) },
} as const;

type GameName = keyof typeof GAMES;

const REPLAYED: ReadonlyMap<string, AnyGame> = new Map(Object.entries(GAMES).map(([name, g]) => [name, g.game]));

function isGameName(name: string): name is GameName {
  return Object.hasOwn(GAMES, name);
}

function gameTitle(t: Dict, game: string): string {
  return (t.games as Record<string, { title: string } | undefined>)[game]?.title ?? game;
}

/** Why a shared link's record was refused, in the page's words: the parser's own text names JSON fields. */
function describeLinkError(t: Dict, lang: 'en' | 'it', e: RecordError): string {
  switch (e.code) {
    case 'record-shape':
      return t.rp.damaged(e.field === 'link' || e.field === 'record' ? t.rp.noRecord : t.rp.badField(e.field));
    case 'record-version':
      return t.rp.damaged(e.version === undefined ? t.rp.noVersion : t.rp.newVersion(e.version));
    default:
      // The rest (no seed nor start, a bad player's name) the core already says in both languages.
      return t.rp.damaged(describeRecordError(e, (p) => p.code, lang));
  }
}

/** Why a stored record could not be had, by the server's error code rather than its (English) message. */
function describeFetchError(t: Dict, id: string, e: ApiError): string {
  return e.kind === 'refused' && e.code === 'not-found' ? t.rp.notExist(id) : t.rp.refused(id);
}

export function ReplayRoute({ rest, hash }: { rest: string; hash: string }) {
  const { t, lang } = useLang();
  if (rest === '') {
    const record = parseSharedReplay(hash);
    if (!record.ok) {
      const why = hash === '' ? t.rp.badLink : describeLinkError(t, lang, record.error);
      return <BadGame message={why} home="/" />;
    }
    return <Replay key={hash} record={record.value} title={t.rp.sharedTitle(gameTitle(t, record.value.game))} />;
  }
  if (!isRecordId(rest)) return <BadGame message={t.rp.badAddress(rest)} home="/" />;
  return <StoredReplay key={rest} id={rest} />;
}

/** A record the server stores, fetched by its id. */
function StoredReplay({ id }: { id: string }) {
  const { t } = useLang();
  const [got, setGot] = useState<{ record?: GameRecord; error?: ApiError; offline?: boolean }>({});
  const load = useCallback(() => {
    setGot({});
    void fetchRecord(id).then((r) => {
      if (r.ok) setGot({ record: r.value });
      else if (r.error.kind === 'offline') setGot({ offline: true });
      else setGot({ error: r.error });
    });
  }, [id]);
  useEffect(load, [load]);
  if (got.offline) {
    return (
      <div className="panel" role="alert">
        <h1>{t.rp.title}</h1>
        <p data-testid="replay-offline">{t.rp.offline}</p>
        <button type="button" className="button primary" onClick={load}>
          {t.kb.retry}
        </button>
      </div>
    );
  }
  if (got.error) return <BadGame message={describeFetchError(t, id, got.error)} home="/" />;
  if (!got.record) return <p className="muted">{t.rp.loading}</p>;
  return <Replay record={got.record} title={t.rp.storedTitle(gameTitle(t, got.record.game), id)} />;
}

/** The replay of one record: its game's face, and the link that shares it. */
function Replay({ record, title }: { record: GameRecord; title: string }) {
  const { t } = useLang();
  useTitle(title);
  const share = <ShareLink path={sharedReplayPath(record)} />;
  if (record.game === 'scarabeo') {
    return (
      <div className="replay-page" data-testid="replay-page" data-game="scarabeo">
        <ScarabeoReplay record={record} title={title} />
        {share}
      </div>
    );
  }
  if (!isGameName(record.game)) return <BadGame message={t.rp.unknownGame(record.game)} home="/" />;
  return <Stepped name={record.game} record={record} title={title} share={share} />;
}

function Stepped(props: { name: GameName; record: GameRecord; title: string; share: ReactNode }) {
  const { t, lang } = useLang();
  const { name, record } = props;
  const replayed = useMemo(() => replayRecord(REPLAYED, record), [record]);
  const [at, setAt] = useState(0);
  const barRef = useRef<HTMLDivElement>(null);
  if (!replayed.ok) {
    const why = describeRecordError(replayed.error, (p) => GAMES[name].describe(p, lang), lang);
    return <BadGame message={t.rp.missing(why)} home="/" />;
  }
  const session = replayed.value as AnySession;
  const total = session.moves.length;
  return (
    <div className="replay-page" data-testid="replay-page" data-game={name}>
      <h1>{props.title}</h1>
      <Facts name={name} session={session} at={at} record={record} />
      <div className="replay-board" data-testid="replay-board" data-at={at}>
        {name === 'samegame' && <SameGameView session={session} at={at} />}
        {name === 'shisensho' && <ShisenShoView session={session} at={at} bar={barRef} />}
        {name === 'konobi' && <KonobiView session={session} at={at} />}
      </div>
      <ReplayBar at={at} total={total} line={session.moves[at - 1]} onGo={setAt} globalKeys barRef={barRef} />
      {props.share}
    </div>
  );
}

/** A Konobi record's result when it names a colour (docs/formats.md); anything else is no winner. */
function konobiWinner(result: string | undefined): 'black' | 'white' | undefined {
  return result === 'black' || result === 'white' ? result : undefined;
}

/** What the step shows in words: the players and the result, and the score or the position at this step. */
function Facts({ name, session, at, record }: { name: GameName; session: AnySession; at: number; record: GameRecord }) {
  const { t, lang } = useLang();
  const state = session.states[at];
  const rows: [string, string, string][] = [];
  if (name === 'konobi' && record.players?.length === 2) {
    // Names are in seat order and the pie rule exchanges the colours, so each name is given its colour now.
    const s = state as KonobiState;
    const names = (['black', 'white'] as const).map((c) => `${t.kb.colour[c]}: ${record.players?.[seatOf(s, c)]}`);
    rows.push(['players', t.rp.players, names.join(', ')]);
  } else if (record.players && record.players.length > 0) {
    rows.push(['players', t.rp.players, record.players.join(', ')]);
  }
  if (name === 'samegame') {
    const s = state as SameGameState;
    rows.push(
      ['score', t.rp.score, formatNumber(s.score, lang)],
      ['left', t.blocksLeft, formatNumber(s.blocksLeft, lang)],
    );
  } else if (name === 'shisensho') {
    rows.push(['left', t.rp.tilesLeft, formatNumber((state as ShisenShoState).tilesLeft, lang)]);
  } else {
    const s = state as KonobiState;
    const won = winner(s);
    // An online game can end with no chain on the board (a resignation, the clock, a claim): the record's result
    // then says who won, and the last step shows it instead of a turn that never came.
    const offBoard = at === session.moves.length && !won ? konobiWinner(record.result) : undefined;
    rows.push(
      won
        ? ['turn', t.rp.result, t.kb.winnerIs(t.kb.colour[won])]
        : offBoard
          ? ['turn', t.rp.result, `${t.kb.winnerIs(t.kb.colour[offBoard])} (${t.rp.noChain})`]
          : ['turn', t.rp.turn, t.kb.colourToMove(t.kb.colour[s.toMove])],
    );
  }
  if (record.result !== undefined && at === session.moves.length && name !== 'konobi') {
    rows.push(['result', t.rp.result, record.result]);
  }
  return (
    <dl className="replay-facts" data-testid="replay-facts">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`replay-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The boards below are each game's own, drawn read-only: `inert` keeps their tiles out of the tab order and
// from clicks (the facts and the bar say in words what a screen reader needs at each step).

function SameGameView({ session, at }: { session: AnySession; at: number }) {
  const states = session.states as readonly SameGameState[];
  const state = states[at] as SameGameState;
  const ids = useBlockIds(states, session.moves, at);
  const sizes = useMemo(() => groupSizesOf(state.field), [state]);
  return (
    <div inert>
      <SameGameBoard
        state={state}
        ids={ids}
        groupSizes={sizes}
        highlight={NONE}
        hint={NONE}
        cursor={{ x: 0, y: 0 }}
        showCursor={false}
        ghosts={[]}
        moveCount={at}
        onPoint={NOTHING}
        onActivate={NOTHING}
        onKeyDown={NOTHING}
        onFocusChange={NOTHING}
      />
    </div>
  );
}

/** Turned and sized by the game page's own rule (fit.ts), with the replay bar's steps kept on screen under it. */
function ShisenShoView({ session, at, bar }: { session: AnySession; at: number; bar: RefObject<HTMLElement | null> }) {
  const state = session.states[at] as ShisenShoState;
  const before = at > 0 ? (session.states[at - 1] as ShisenShoState) : undefined;
  const board = state.board;
  const frameRef = useRef<HTMLDivElement>(null);
  const noStatus = useRef<HTMLElement>(null);
  const fit = useBoardFit({ board, frame: frameRef, status: noStatus, controls: bar });
  // The pair this step removed, drawn fading with the path that joined it.
  const last = state.last;
  const flash =
    before && last && state.tilesLeft < before.tilesLeft
      ? {
          key: at,
          path: last.path,
          removed: [last.move.a, last.move.b].map((c) => ({ ...c, kind: kindAt(before.board, c.x, c.y) })),
        }
      : undefined;
  const ref = { current: null };
  return (
    <div inert>
      <ShisenShoBoard
        board={board}
        transposed={fit?.transposed ?? false}
        tileWidth={fit?.tileWidth}
        aspect={fit?.aspect}
        frameRef={frameRef}
        flash={flash}
        cursor={{ x: 0, y: 0 }}
        showCursor={false}
        moveCount={at}
        boardRef={ref}
        onActivate={NOTHING}
        onHover={NOTHING}
        onKeyDown={NOTHING}
        onFocusChange={NOTHING}
      />
    </div>
  );
}

function KonobiView({ session, at }: { session: AnySession; at: number }) {
  const { t } = useLang();
  const state = session.states[at] as KonobiState;
  const chain = useMemo(() => new Set(winningChain(state)), [state]);
  const lastPoint = lastMovePoint(state);
  return (
    <KonobiBoard
      state={state}
      legal={undefined}
      chain={chain}
      lastPoint={lastPoint}
      label={t.kb.boardLabel(state.params.size)}
      onPoint={NOTHING}
      readOnly
    />
  );
}

/** The address that carries the record itself: it opens in any browser, with or without our server. */
function ShareLink({ path }: { path: string }) {
  const { t } = useLang();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${path}`;
  return (
    <div className="replay-share">
      <label htmlFor="replay-link">{t.rp.linkLabel}</label>
      <input
        id="replay-link"
        data-testid="replay-link"
        readOnly
        value={url}
        size={24}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className="button"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true), NOTHING);
        }}
      >
        {t.rp.share}
      </button>
      <span role="status">{copied ? t.rp.copied : ''}</span>
    </div>
  );
}
