// A Konobi game: the start form (size, each side a person or the computer with a level), the board, the
// computer thinking in a Web Worker, the pie rule, forced passes, undo, the saved game, the finished game's
// record posted to the server, and the server's recent games.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LEVEL, LEVEL_PLAYOUTS } from '../../ai/konobi/index.js';
import {
  type Colour,
  canSwap,
  checkMove,
  describeKonobiError,
  formatMove,
  isOver,
  type KonobiState,
  LIMITS,
  legalMoves,
  legalPoints,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import { useAbandonGuard } from '../abandon.js';
import { fetchHistory, type HistoryRow, postRecord } from '../api.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { load } from '../storage.js';
import { AiClient } from './aiClient.js';
import { KonobiBoard } from './board.js';
import { RecentGames } from './recent.js';
import {
  boardOf,
  type KonobiSession,
  loadSession,
  newGameSeed,
  replay,
  type Side,
  saveSession,
  toRecord,
} from './session.js';
import { gamePath } from './urls.js';

const THINK_MS = 1000;
const SPEEDS = { slow: 1500, normal: 500, fast: 50 } as const;
type Speed = keyof typeof SPEEDS;
const SIZE_PRESETS = [7, 9, 11, 13];
/** The name SameGame asks for and keeps; Konobi posts under it when there is one (else the server's anonymous). */
const PLAYER_KEY = 'player';
const RECENT_LIMIT = 10;

/** Where the finished game's record stands with the server. */
type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'failed'; readonly message: string };

/** Who plays `colour` now: the first player is Black until the pie rule exchanges the colours. */
function sideOf(session: KonobiSession, state: KonobiState, colour: Colour): Side {
  const firstColour: Colour = state.swapped ? 'white' : 'black';
  return colour === firstColour ? session.first : session.second;
}

function SideForm({
  legend,
  side,
  onChange,
  testId,
}: {
  legend: string;
  side: Side;
  onChange: (s: Side) => void;
  testId: string;
}) {
  const { t } = useLang();
  return (
    <fieldset className="kb-side" data-testid={testId}>
      <legend>{legend}</legend>
      <label>
        <input
          type="radio"
          checked={side.kind === 'person'}
          onChange={() => onChange({ ...side, kind: 'person' })}
          data-testid={`${testId}-person`}
        />
        {t.kb.person}
      </label>
      <label>
        <input
          type="radio"
          checked={side.kind === 'computer'}
          onChange={() => onChange({ ...side, kind: 'computer' })}
          data-testid={`${testId}-computer`}
        />
        {t.kb.computer}
      </label>
      <label>
        {t.kb.level}{' '}
        <select
          value={side.level}
          disabled={side.kind !== 'computer'}
          onChange={(e) => onChange({ ...side, level: Number(e.target.value) })}
          data-testid={`${testId}-level`}
        >
          {LEVEL_PLAYOUTS.map((playouts, i) => (
            <option key={playouts} value={i + 1}>
              {i + 1} ({playouts})
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

function StartForm({ size, onStart }: { size: number; onStart: (s: KonobiSession) => void }) {
  const { t } = useLang();
  const [boardSize, setBoardSize] = useState(size);
  const [first, setFirst] = useState<Side>({ kind: 'person', level: DEFAULT_LEVEL });
  const [second, setSecond] = useState<Side>({ kind: 'computer', level: DEFAULT_LEVEL });
  return (
    <form
      className="panel kb-start"
      data-testid="kb-start"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ size: boardSize, first, second, moves: [], seed: newGameSeed() });
      }}
    >
      <h1>{t.kb.newGame}</h1>
      <label>
        {t.kb.size}{' '}
        <input
          type="number"
          min={LIMITS.minSize}
          max={LIMITS.maxSize}
          value={boardSize}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isInteger(v)) setBoardSize(Math.min(LIMITS.maxSize, Math.max(LIMITS.minSize, v)));
          }}
          data-testid="kb-size"
        />
      </label>
      <div className="row presets">
        {SIZE_PRESETS.map((n) => (
          <button
            key={n}
            type="button"
            className="button"
            aria-pressed={boardSize === n}
            onClick={() => setBoardSize(n)}
          >
            {n}×{n}
          </button>
        ))}
      </div>
      <SideForm legend={t.kb.blackSide} side={first} onChange={setFirst} testId="kb-black" />
      <SideForm legend={t.kb.whiteSide} side={second} onChange={setSecond} testId="kb-white" />
      <p className="muted">{t.kb.pieNote}</p>
      <button type="submit" className="button primary" data-testid="kb-play">
        {t.kb.start}
      </button>
    </form>
  );
}

/** The Konobi game in progress on this board size, or the start form; `fresh` always opens the form. */
export function Konobi({ size, fresh = false }: { size: number; fresh?: boolean }) {
  const [session, setSession] = useState<KonobiSession | undefined>(() => (fresh ? undefined : loadSession(size)));
  const { guard, dialog } = useAbandonGuard();
  if (!session) {
    return (
      <>
        <StartForm
          size={size}
          onStart={(s) =>
            guard(boardOf(s.size), () => {
              saveSession(s);
              if (fresh || s.size !== size) navigate(gamePath(s.size));
              else setSession(s);
            })
          }
        />
        {dialog}
      </>
    );
  }
  return (
    <KonobiGame
      key={`${session.size}:${session.first.kind}${session.first.level}:${session.second.kind}${session.second.level}`}
      initial={session}
      onNew={() => setSession(undefined)}
    />
  );
}

function KonobiGame({ initial, onNew }: { initial: KonobiSession; onNew: () => void }) {
  const { t, lang } = useLang();
  const [session, setSession] = useState(initial);
  const [message, setMessage] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [showLegal, setShowLegal] = useState(false);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [thinking, setThinking] = useState(false);
  const [recent, setRecent] = useState<HistoryRow[] | 'offline' | undefined>();
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const ai = useRef<AiClient | undefined>(undefined);
  // The moves on the board now, for an answer from the server that arrives after an undo or another move.
  const movesNow = useRef(initial.moves);

  const state = useMemo(
    () => replay(session.size, session.moves) ?? replay(session.size, []),
    [session],
  ) as KonobiState;
  const over = isOver(state);
  const won = winner(state);
  const mover = sideOf(session, state, state.toMove);
  const bothComputers = session.first.kind === 'computer' && session.second.kind === 'computer';
  const personToMove = !over && mover.kind === 'person';
  const forcedPass = !over && legalMoves(state).every((m) => m.type === 'pass');
  movesNow.current = session.moves;

  useEffect(() => {
    ai.current = new AiClient();
    return () => ai.current?.dispose();
  }, []);

  const apply = useCallback((moves: readonly string[], text: string) => {
    setSession((s) => {
      if (s.moves.length !== moves.length) return s;
      const next = { ...s, moves: [...s.moves, text] };
      saveSession(next);
      return next;
    });
  }, []);

  // Forced passes are played automatically, with a notice.
  useEffect(() => {
    if (!forcedPass) return;
    const who = state.toMove;
    const timer = setTimeout(() => {
      setNotice(t.kb.forcedPass(t.kb.colour[who]));
      apply(session.moves, 'pass');
    }, 300);
    return () => clearTimeout(timer);
  }, [forcedPass, state, session.moves, apply, t]);

  // The computer's turn: after a short pause (the watch speed between computers), it thinks in the worker.
  useEffect(() => {
    if (over || forcedPass || mover.kind !== 'computer' || paused) return;
    let cancelled = false;
    const moves = session.moves;
    const delay = bothComputers ? SPEEDS[speed] : 150;
    const timer = setTimeout(() => {
      setThinking(true);
      void ai.current?.think(session.size, moves, mover.level, THINK_MS).then((reply) => {
        if (cancelled) return;
        setThinking(false);
        if (!reply.move) {
          setMessage(t.kb.aiFailed(reply.error ?? '?'));
          return;
        }
        if (reply.move === 'swap') setNotice(t.kb.computerSwapped);
        apply(moves, reply.move);
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      ai.current?.cancel();
      setThinking(false);
    };
  }, [over, forcedPass, mover, paused, session.moves, session.size, bothComputers, speed, apply, t]);

  const refreshRecent = useCallback(async () => {
    const r = await fetchHistory('konobi', { limit: RECENT_LIMIT });
    setRecent(r.ok ? r.value : 'offline');
  }, []);

  useEffect(() => {
    void refreshRecent();
  }, [refreshRecent]);

  // At the end, the record goes to the server once per game; the server replays it and stores the winner it
  // finds. A retry (a reload, the retry button) is safe: the server stores the same record only once.
  useEffect(() => {
    if (!won || session.recorded || saving.kind !== 'idle') return;
    if (session.seed === undefined) {
      // A game saved before records went to the server: give it a seed first (saved, so a retry keeps it).
      const next = { ...session, seed: newGameSeed() };
      setSession(next);
      saveSession(next);
      return;
    }
    const posted = session;
    const seed = session.seed;
    setSaving({ kind: 'saving' });
    void postRecord(toRecord(posted, seed), load(PLAYER_KEY)).then((r) => {
      // An undo in the meantime reopened the game: this answer is about a game no longer on the board.
      if (movesNow.current !== posted.moves) return;
      if (!r.ok) {
        setSaving({
          kind: 'failed',
          message: r.error.kind === 'offline' ? t.kb.saveOffline : t.kb.saveFailed(r.error.message),
        });
        return;
      }
      setSaving({ kind: 'saved', id: r.value.id });
      setSession((s) => {
        if (s.moves !== posted.moves) return s;
        const next = { ...s, recorded: true };
        saveSession(next);
        return next;
      });
      void refreshRecent();
    });
  }, [won, session, saving.kind, t, refreshRecent]);

  const onPoint = (point: number) => {
    if (over) return;
    if (!personToMove) {
      setMessage(t.kb.notYourTurn);
      return;
    }
    const move = { type: 'place', point } as const;
    const checked = checkMove(state, move);
    if (!checked.ok) {
      setMessage(describeKonobiError(checked.error, lang));
      return;
    }
    setMessage(undefined);
    setNotice(undefined);
    apply(session.moves, formatMove(state, move));
  };

  const onSwap = () => {
    if (!personToMove || !canSwap(state)) return;
    setMessage(undefined);
    setNotice(t.kb.youSwapped);
    apply(session.moves, 'swap');
  };

  const undo = () => {
    ai.current?.cancel();
    const moves = [...session.moves];
    let s = state;
    while (moves.length > 0) {
      const text = moves.pop() as string;
      s = replay(session.size, moves) as KonobiState;
      if (text !== 'pass' && sideOf(session, s, s.toMove).kind === 'person') break;
    }
    const next = { ...session, moves, recorded: false };
    setSession(next);
    saveSession(next);
    setSaving({ kind: 'idle' });
    setMessage(undefined);
    setNotice(undefined);
  };
  const canUndo = session.moves.some((_, i) => {
    const before = replay(session.size, session.moves.slice(0, i)) as KonobiState;
    return sideOf(session, before, before.toMove).kind === 'person';
  });

  const lastPoint = state.last?.move.type === 'place' ? state.last.move.point : undefined;
  const chain = useMemo(() => new Set(winningChain(state)), [state]);
  const status = won
    ? t.kb.winnerIs(t.kb.colour[won])
    : personToMove
      ? t.kb.yourTurn(t.kb.colour[state.toMove])
      : t.kb.computerTurn(t.kb.colour[state.toMove], mover.level);

  return (
    <div className="kb">
      <div className="kb-top row">
        <h1>
          Konobi {session.size}×{session.size}
        </h1>
        <a className="text-link" href="/konobi/rules" onClick={linkHandler('/konobi/rules')}>
          {t.rules}
        </a>
      </div>
      <div className="kb-layout">
        <div
          className="kb-board-wrap"
          data-testid="kb-game"
          data-moves={session.moves.join(' ')}
          data-turn={over ? 'over' : personToMove ? 'person' : 'computer'}
          data-winner={won ?? ''}
        >
          <KonobiBoard
            state={state}
            legal={showLegal && personToMove ? legalPoints(state) : undefined}
            chain={chain}
            lastPoint={lastPoint}
            label={t.kb.boardLabel(session.size)}
            onPoint={onPoint}
          />
        </div>
        <aside className="kb-side-panel">
          <p className={`kb-status${won ? ' kb-won' : ''}`} data-testid="kb-status" aria-live="polite">
            <span className={`kb-dot ${won ?? state.toMove}`} aria-hidden="true" />
            {status}
            {thinking && <span className="muted"> {t.kb.thinking}</span>}
          </p>
          {saving.kind === 'saving' && (
            <p className="muted" data-testid="kb-saving" role="status">
              {t.kb.saving}
            </p>
          )}
          {saving.kind === 'saved' && (
            <p className="muted" data-testid="kb-saved" role="status">
              {t.kb.saved}
            </p>
          )}
          {saving.kind === 'failed' && (
            <div className="notice" data-testid="kb-save-failed" role="alert">
              <span>{saving.message}</span>
              <button type="button" className="button" onClick={() => setSaving({ kind: 'idle' })}>
                {t.kb.retry}
              </button>
            </div>
          )}
          {notice && (
            <p className="notice" data-testid="kb-notice" role="status">
              {notice}
            </p>
          )}
          {message && (
            <p className="error" data-testid="kb-message" role="alert">
              {message}
            </p>
          )}
          {personToMove && canSwap(state) && (
            <div className="notice">
              <span>{t.kb.pieOffer}</span>
              <button type="button" className="button primary" onClick={onSwap} data-testid="kb-swap">
                {t.kb.swap}
              </button>
            </div>
          )}
          <div className="kb-controls">
            <label>
              <input
                type="checkbox"
                checked={showLegal}
                onChange={(e) => setShowLegal(e.target.checked)}
                data-testid="kb-show-legal"
              />
              {t.kb.showLegal}
            </label>
            <button type="button" className="button" onClick={undo} disabled={!canUndo} data-testid="kb-undo">
              {t.kb.undo}
            </button>
            <button type="button" className="button" onClick={onNew} data-testid="kb-new">
              {t.newGame}
            </button>
          </div>
          {bothComputers && !over && (
            <div className="kb-controls" data-testid="kb-watch">
              <button type="button" className="button" onClick={() => setPaused((p) => !p)}>
                {paused ? t.kb.resumeWatch : t.kb.pause}
              </button>
              <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)} aria-label={t.kb.speed}>
                {(Object.keys(SPEEDS) as Speed[]).map((s) => (
                  <option key={s} value={s}>
                    {t.speeds[s]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p className="kb-moves muted" data-testid="kb-record">
            {t.kb.record}: {session.moves.length === 0 ? '—' : session.moves.join(' ')}
          </p>
          <RecentGames rows={recent} highlight={saving.kind === 'saved' ? saving.id : undefined} />
        </aside>
      </div>
    </div>
  );
}
