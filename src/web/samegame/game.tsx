// The SameGame page for one game id: the field, stats, controls, hint, demo, game over and high scores.
// Game rules come from the engine (through session.ts); hover, cursor, animation and dialogs live here.
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Strategy } from '../../ai/samegame/index.js';
import { STRATEGIES } from '../../ai/samegame/index.js';
import {
  CLEAR_BONUS,
  describeSameGameError,
  type Field,
  findGroup,
  formatField,
  formatParams,
  groupPoints,
  isOver,
  type SameGameParams,
} from '../../games/samegame/index.js';
import { fetchScores, type ScoreRow, submitRecord } from '../api.js';
import { GameTitle, HistoryButtons, isTyping, Notice, resumeSession, saveKey, useSavedGame } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { load, remove, store } from '../storage.js';
import { Board, type Ghost } from './board.js';
import { HighScores } from './highScores.js';
import { NewGameDialog } from './newGameDialog.js';
import {
  currentIds,
  currentState,
  playAt,
  redo,
  restart,
  restoreSession,
  type Session,
  startSession,
  toRecord,
  toSaved,
  undo,
} from './session.js';
import { SolverPool } from './solverClient.js';
import { gamePath, randomSeed } from './urls.js';

const SPEEDS = { slow: 900, normal: 450, fast: 180 } as const;
type Speed = keyof typeof SPEEDS;
const HINT_MS = 1000;
const DEMO_BEST_MS = 1500;
const ANIMATION_MS = 260;
const PLAYER_KEY = 'player';

type Point = { readonly x: number; readonly y: number };

type Submission =
  | { readonly kind: 'idle' }
  | { readonly kind: 'ask'; readonly error?: string }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string };

/** For every cell, the size of its group (0 for empty cells), found with the engine's flood fill. */
function groupSizesOf(field: Field): Int32Array {
  const sizes = new Int32Array(field.cells.length);
  const out = new Int32Array(field.cells.length);
  for (let i = 0; i < sizes.length; i++) {
    if (field.cells[i] === 0 || sizes[i] !== 0) continue;
    const n = findGroup(field, i, out);
    for (let k = 0; k < n; k++) sizes[out[k] as number] = n;
  }
  return sizes;
}

function groupCells(field: Field, p: Point | undefined): Set<number> {
  if (!p || p.x >= field.width || p.y >= field.height) return new Set();
  const out = new Int32Array(field.cells.length);
  const n = findGroup(field, p.x * field.height + p.y, out);
  return n < 2 ? new Set() : new Set(out.subarray(0, n));
}

/** Keeps the cursor on a block after the field has compacted under it. */
function snapCursor(field: Field, p: Point): Point {
  const { width, height, cells } = field;
  let x = Math.min(Math.max(p.x, 0), width - 1);
  while (x > 0 && cells[x * height] === 0) x--;
  let y = Math.min(Math.max(p.y, 0), height - 1);
  while (y > 0 && cells[x * height + y] === 0) y--;
  return { x, y };
}

/** Read when a move is made, so changing the system preference takes effect at once. */
function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function SameGame({ params, seed }: { params: SameGameParams; seed: string }) {
  const { t, lang } = useLang();
  const [init] = useState(() =>
    resumeSession(startSession(params, seed), (saved) => restoreSession(saved, params, seed, lang), lang),
  );
  const [session, setSession] = useState<Session>(init.session);
  const sessionRef = useRef(session);
  const [notice, setNotice] = useState<string | undefined>(init.notice);
  const [message, setMessage] = useState('');
  const [hover, setHover] = useState<Point | undefined>();
  const [cursor, setCursor] = useState<Point>({ x: 0, y: 0 });
  const [keyboardMode, setKeyboardMode] = useState(false);
  const [boardFocused, setBoardFocused] = useState(false);
  const [touchPick, setTouchPick] = useState<Point | undefined>();
  const [ghosts, setGhosts] = useState<Ghost[]>([]);
  const [hint, setHint] = useState<{ key: string; at: Point } | undefined>();
  const [hintBusy, setHintBusy] = useState(false);
  const [demo, setDemo] = useState<{ running: boolean; strategy: Strategy; speed: Speed }>({
    running: false,
    strategy: 'best',
    speed: 'normal',
  });
  const [scores, setScores] = useState<ScoreRow[] | 'offline' | undefined>();
  const [player, setPlayer] = useState(() => load(PLAYER_KEY) ?? '');
  const [submission, setSubmission] = useState<Submission>({ kind: 'idle' });
  const [overlayHidden, setOverlayHidden] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const solver = useMemo(() => new SolverPool(), []);
  const planRef = useRef<{ key: string; moves: Point[] } | undefined>(undefined);

  const state = currentState(session);
  const ids = currentIds(session);
  const field = state.field;
  const fieldKey = useMemo(() => formatField(field, '/'), [field]);
  const over = isOver(state);
  const won = state.blocksLeft === 0;
  const paramsText = formatParams(params);
  const groupSizes = useMemo(() => groupSizesOf(field), [field]);
  const movesKey = session.moves.join(' ');
  const submitted = session.submitted?.moves === movesKey ? session.submitted : undefined;

  const update = useCallback((next: Session) => {
    sessionRef.current = next;
    setSession(next);
  }, []);

  useEffect(() => () => solver.dispose(), [solver]);

  // Save on every change, so a reload (or a closed tab) resumes exactly here.
  useEffect(() => {
    store(saveKey(session.gameId), toSaved(session));
    store('last:samegame', session.gameId);
  }, [session]);

  useSavedGame(session.gameId);

  const refreshScores = useCallback(async () => {
    const r = await fetchScores('samegame', paramsText, 10);
    setScores(r.ok ? r.value : 'offline');
  }, [paramsText]);

  useEffect(() => {
    void refreshScores();
  }, [refreshScores]);

  const move = useCallback(
    (x: number, y: number, byDemo = false): boolean => {
      const before = sessionRef.current;
      const r = playAt(before, x, y, byDemo);
      if (!r.ok) {
        setMessage(describeSameGameError(r.error, lang));
        return false;
      }
      const oldState = currentState(before);
      if (!reducedMotion()) {
        const cells = groupCells(oldState.field, { x, y });
        const oldIds = currentIds(before);
        const h = oldState.field.height;
        setGhosts(
          [...cells].map((i) => ({
            id: oldIds[i] as number,
            x: (i / h) | 0,
            y: i % h,
            color: oldState.field.cells[i] as number,
          })),
        );
      }
      update(r.value);
      const next = currentState(r.value);
      setMessage(next.last ? t.groupPreview(next.last.removed, next.last.points) : '');
      setHint(undefined);
      setTouchPick(undefined);
      setCursor((c) => snapCursor(next.field, c));
      return true;
    },
    [lang, t, update],
  );

  useEffect(() => {
    if (ghosts.length === 0) return;
    const timer = setTimeout(() => setGhosts([]), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [ghosts]);

  const doUndo = useCallback(() => {
    const next = undo(sessionRef.current);
    if (!next) return;
    update(next);
    setGhosts([]);
    setHint(undefined);
    setMessage('');
    setOverlayHidden(false);
  }, [update]);

  const doRedo = useCallback(() => {
    const next = redo(sessionRef.current);
    if (!next) return;
    update(next);
    setGhosts([]);
    setHint(undefined);
    setCursor((c) => snapCursor(currentState(next).field, c));
  }, [update]);

  const doRestart = useCallback(() => {
    update(restart(sessionRef.current));
    setGhosts([]);
    setHint(undefined);
    setMessage('');
    setOverlayHidden(false);
  }, [update]);

  const askHint = useCallback(async () => {
    const s = currentState(sessionRef.current);
    if (hintBusy || demo.running || isOver(s)) {
      if (isOver(s)) setMessage(t.hintNone);
      return;
    }
    const key = formatField(s.field, '/');
    setHintBusy(true);
    const reply = await solver.solve(s.field, HINT_MS);
    setHintBusy(false);
    // The field may have changed while the solver thought: the hint is only good for the field it was asked for.
    if (formatField(currentState(sessionRef.current).field, '/') !== key) return;
    const first = reply.moves[0];
    if (reply.error) setMessage(t.hintFailed);
    else if (!first) setMessage(t.hintNone);
    else {
      setHint({ key, at: first });
      setCursor(first);
      const n = groupCells(s.field, first).size;
      setMessage(t.hintIs(first.x, first.y, n));
    }
  }, [demo.running, hintBusy, solver, t]);

  // The demo: one move every `speed` ms, computed in the worker; 'best' follows the solver's line while the
  // field is the one the line expects, and asks again when someone else has moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new session (a move played) schedules the next move.
  useEffect(() => {
    if (!demo.running) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const s = currentState(sessionRef.current);
      if (isOver(s)) {
        setDemo((d) => ({ ...d, running: false }));
        return;
      }
      const key = formatField(s.field, '/');
      let next: Point | undefined;
      const plan = planRef.current;
      if (demo.strategy === 'best' && plan && plan.key === key && plan.moves.length > 0) {
        next = plan.moves[0];
        planRef.current = { key: '', moves: plan.moves.slice(1) };
      } else {
        const reply =
          demo.strategy === 'best'
            ? await solver.solve(s.field, DEMO_BEST_MS)
            : await solver.choose(s.field, demo.strategy, DEMO_BEST_MS);
        if (cancelled) return;
        next = reply.moves[0];
        planRef.current = demo.strategy === 'best' ? { key: '', moves: reply.moves.slice(1) } : undefined;
      }
      if (cancelled) return;
      if (!next || !move(next.x, next.y, true)) {
        setDemo((d) => ({ ...d, running: false }));
        return;
      }
      if (planRef.current)
        planRef.current = { ...planRef.current, key: formatField(currentState(sessionRef.current).field, '/') };
    }, SPEEDS[demo.speed]);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [demo, session, solver, move]);

  const stopDemo = useCallback(() => {
    setDemo((d) => ({ ...d, running: false }));
    solver.cancel();
    planRef.current = undefined;
  }, [solver]);

  // Game over: enter the game in the high scores (once per line of moves), asking for a name the first time.
  const submit = useCallback(
    async (name: string) => {
      const s = sessionRef.current;
      setSubmission({ kind: 'saving' });
      const r = await submitRecord(toRecord(s, name), name);
      if (!r.ok) {
        setSubmission({
          kind: 'failed',
          message: r.error.kind === 'offline' ? t.serverDown : t.serverError(r.error.message),
        });
        return;
      }
      const latest = sessionRef.current;
      if (latest.moves.join(' ') === s.moves.join(' ')) {
        update({ ...latest, submitted: { moves: s.moves.join(' '), recordId: r.value.id, rank: r.value.rank } });
      }
      setSubmission({ kind: 'idle' });
      await refreshScores();
    },
    [refreshScores, t, update],
  );

  useEffect(() => {
    if (!over || session.assisted || submitted || submission.kind !== 'idle') return;
    if (player) void submit(player);
    else setSubmission({ kind: 'ask' });
  }, [over, session.assisted, submitted, submission.kind, player, submit]);

  useEffect(() => {
    if (!over && submission.kind !== 'saving') setSubmission({ kind: 'idle' });
  }, [over, submission.kind]);

  const saveName = (name: string) => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 24) {
      setSubmission({ kind: 'ask', error: t.nameInvalid });
      return;
    }
    setPlayer(trimmed);
    store(PLAYER_KEY, trimmed);
    void submit(trimmed);
  };

  // Keys that work anywhere on the page (not while typing in a form or a dialog is open).
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target) || e.altKey || e.metaKey) return;
      const key = e.key.toLowerCase();
      if ((key === 'z' && e.ctrlKey && !e.shiftKey) || (key === 'u' && !e.ctrlKey)) doUndo();
      else if ((key === 'y' && e.ctrlKey) || (key === 'z' && e.ctrlKey && e.shiftKey) || (key === 'r' && !e.ctrlKey))
        doRedo();
      else if (key === 'h' && !e.ctrlKey) void askHint();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo, askHint]);

  const onBoardKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, Point> = {
      ArrowLeft: { x: -1, y: 0 },
      ArrowRight: { x: 1, y: 0 },
      ArrowUp: { x: 0, y: 1 },
      ArrowDown: { x: 0, y: -1 },
    };
    const step = steps[e.key];
    if (step) {
      e.preventDefault();
      setKeyboardMode(true);
      setHover(undefined);
      setCursor((c) => ({
        x: Math.min(Math.max(c.x + step.x, 0), field.width - 1),
        y: Math.min(Math.max(c.y + step.y, 0), field.height - 1),
      }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setKeyboardMode(true);
      move(cursor.x, cursor.y);
    }
  };

  const onActivate = (x: number, y: number, pointerType: string) => {
    setKeyboardMode(false);
    setCursor({ x, y });
    // On touch there is no hover: the first tap selects a group and shows its points, the second removes it.
    if (pointerType === 'touch') {
      const picked = groupCells(field, touchPick);
      if (!picked.has(x * field.height + y)) {
        setTouchPick({ x, y });
        if (groupCells(field, { x, y }).size === 0) move(x, y);
        return;
      }
    }
    move(x, y);
  };

  const focus = hover ?? (keyboardMode && boardFocused ? cursor : touchPick);
  const highlight = useMemo(() => groupCells(field, focus), [field, focus]);
  const hintCells = useMemo(
    () => (hint && hint.key === fieldKey ? groupCells(field, hint.at) : new Set<number>()),
    [field, fieldKey, hint],
  );
  const preview =
    focus && highlight.size >= 2
      ? (() => {
          const n = highlight.size;
          const points = groupPoints(n) + (n === state.blocksLeft ? CLEAR_BONUS : 0);
          return { x: focus.x, y: focus.y, text: `+${points}`, long: t.groupPreview(n, points) };
        })()
      : undefined;
  const cursorCell = field.cells[cursor.x * field.height + cursor.y] ?? 0;
  const cursorText =
    keyboardMode && boardFocused
      ? cursorCell === 0
        ? t.emptyCell(cursor.x, cursor.y)
        : t.cellLabel(
            cursor.x,
            cursor.y,
            cursorCell,
            t.colorNames[cursorCell] ?? '',
            groupSizes[cursor.x * field.height + cursor.y] as number,
          )
      : '';

  const best = Array.isArray(scores) ? scores[0] : undefined;
  const last = state.last;
  const scoreRows = Array.isArray(scores) ? scores : [];

  return (
    <div className="sg">
      <GameTitle title={t.games.samegame?.title} gameId={session.gameId} />
      <Notice text={notice} onClose={() => setNotice(undefined)} />

      <dl className="stats">
        <div>
          <dt>{t.score}</dt>
          <dd data-testid="score">{state.score}</dd>
        </div>
        <div>
          <dt>{t.lastMove}</dt>
          <dd data-testid="last-points">{last ? `+${last.points}` : '–'}</dd>
        </div>
        <div>
          <dt>{t.blocksLeft}</dt>
          <dd data-testid="blocks-left">{state.blocksLeft}</dd>
        </div>
        <div>
          <dt>{t.best}</dt>
          <dd data-testid="best" title={best ? best.player : undefined}>
            {best ? best.score : t.noBest}
          </dd>
        </div>
      </dl>
      <div className="board-col">
        <div className={`board-area${over && !overlayHidden ? ' is-over' : ''}`}>
          <Board
            state={state}
            ids={ids}
            groupSizes={groupSizes}
            highlight={highlight}
            hint={hintCells}
            cursor={cursor}
            showCursor={keyboardMode && boardFocused}
            preview={preview}
            ghosts={ghosts}
            moveCount={session.moves.length}
            onPoint={(p) => {
              setHover(p);
              if (p) setKeyboardMode(false);
            }}
            onActivate={onActivate}
            onKeyDown={onBoardKey}
            onFocusChange={setBoardFocused}
          />
          {over && !overlayHidden && (
            <div className="game-over" role="status" data-testid="game-over">
              <h2>{won ? t.won : t.lost}</h2>
              <p className="final">{t.finalScore(state.score)}</p>
              {!won && <p>{t.blocksRemaining(state.blocksLeft)}</p>}
              {session.assisted ? (
                <p className="muted">{t.notEntered}</p>
              ) : submitted ? (
                <p data-testid="saved-rank">{t.savedRank(submitted.rank)}</p>
              ) : submission.kind === 'ask' ? (
                <form
                  className="name-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    saveName(String(new FormData(e.currentTarget).get('name') ?? ''));
                  }}
                >
                  <label htmlFor="sg-player">{t.playerName}</label>
                  <div className="row">
                    <input id="sg-player" name="name" maxLength={24} autoComplete="nickname" defaultValue={player} />
                    <button type="submit" className="primary">
                      {t.saveScore}
                    </button>
                  </div>
                  {submission.error && <p className="error">{submission.error}</p>}
                </form>
              ) : submission.kind === 'saving' ? (
                <p>{t.saving}</p>
              ) : submission.kind === 'failed' ? (
                <p className="error">{submission.message}</p>
              ) : null}
              <div className="row">
                <button type="button" className="primary" onClick={() => navigate(gamePath(params, randomSeed()))}>
                  {t.newGame}
                </button>
                <button type="button" onClick={() => setOverlayHidden(true)}>
                  {t.showField}
                </button>
              </div>
            </div>
          )}
        </div>

        <p className="status" aria-live="polite" data-testid="status">
          {preview ? preview.long : message || '\u00a0'}
          <span className="visually-hidden">{cursorText}</span>
        </p>
      </div>

      <div className="controls">
        <div className="row">
          <HistoryButtons
            canUndo={session.moves.length > 0}
            canRedo={session.redo.length > 0}
            onUndo={doUndo}
            onRedo={doRedo}
            onRestart={doRestart}
          />
          <button
            type="button"
            onClick={() => void askHint()}
            disabled={hintBusy || demo.running || over}
            aria-keyshortcuts="H"
          >
            {hintBusy ? t.thinking : t.hint}
          </button>
          <button type="button" className="primary" onClick={() => setDialogOpen(true)}>
            {t.newGame}
          </button>
        </div>

        <fieldset className="demo">
          <legend>{t.demo}</legend>
          <label>
            {t.strategy}
            <select
              value={demo.strategy}
              onChange={(e) => {
                planRef.current = undefined;
                setDemo((d) => ({ ...d, strategy: e.target.value as Strategy }));
              }}
            >
              {STRATEGIES.map((s) => (
                <option key={s} value={s}>
                  {t.strategies[s] ?? s}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.speed}
            <select value={demo.speed} onChange={(e) => setDemo((d) => ({ ...d, speed: e.target.value as Speed }))}>
              {(Object.keys(SPEEDS) as Speed[]).map((s) => (
                <option key={s} value={s}>
                  {t.speeds[s]}
                </option>
              ))}
            </select>
          </label>
          {demo.running ? (
            <button type="button" onClick={stopDemo} data-testid="demo-toggle">
              ■ {t.demoStop}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setDemo((d) => ({ ...d, running: true }))}
              disabled={over}
              data-testid="demo-toggle"
            >
              ▶ {t.demoStart}
            </button>
          )}
          <p className="muted small-print">{t.demoNote}</p>
        </fieldset>

        <HighScores
          params={paramsText}
          rows={scoreRows}
          offline={scores === 'offline'}
          loading={scores === undefined}
          highlight={submitted?.recordId}
        />

        <p className="links">
          <a href="/samegame/rules" onClick={linkHandler('/samegame/rules')}>
            {t.rules}
          </a>
          {player && (
            <>
              <span className="muted"> · {t.playingAs(player)} · </span>
              <button
                type="button"
                className="link"
                onClick={() => {
                  remove(PLAYER_KEY);
                  setPlayer('');
                }}
              >
                {t.changeName}
              </button>
            </>
          )}
        </p>
      </div>

      <NewGameDialog open={dialogOpen} current={params} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
