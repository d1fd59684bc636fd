// The Shisen-Sho page for one game id: the board, stats, controls, hint, scramble, timer, win and stuck, and the
// best times. Rules come from the engine (clickCell, play, scramble through session.ts); selection, cursor,
// highlights, the drawn path and dialogs live here.
import '../fonts/mahjong.css';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Cell,
  describeShisenShoError,
  formatCell,
  formatParams,
  isStuck,
  isWon,
  kindAt,
  legalPairs,
  type PathPoint,
  pathOf,
  type ShisenShoMove,
  type ShisenShoParams,
} from '../../games/shisensho/index.js';
import { clickCell, NO_SELECTION, type ShisenShoUi } from '../../session/shisensho.js';
import { fetchBestTimes, postRecord, type TimeRow } from '../api.js';
import { GameTitle, HistoryButtons, isTyping, Notice, resumeSession, saveKey, useSavedGame } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { load, store } from '../storage.js';
import { Board, type Flash } from './board.js';
import { addBestTime, BestTimes, formatTime, loadBestTimes, ServerBestTimes } from './highScores.js';
import { NewGameDialog } from './newGameDialog.js';
import {
  currentState,
  playPair,
  redo,
  restart,
  restoreSession,
  type Session,
  scrambleMove,
  startSession,
  toRecord,
  toSaved,
  undo,
} from './session.js';
import { SolverClient } from './solverClient.js';
import { tileName } from './tiles.js';
import { gamePath, randomSeed } from './urls.js';

const HINT_MS = 1500;
const FLASH_MS = 700;
/** The name SameGame asks for and keeps; a win is posted under it, else as "anonymous". */
const PLAYER_KEY = 'player';
/** The server refuses a time under one second (400 bad-time). */
const MIN_POSTED_MS = 1000;

/** Where the won game's record stands with the server. */
type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly id: string; readonly rank: number | null }
  | { readonly kind: 'failed'; readonly message: string };

type Hint = { readonly key: string; readonly a: Cell; readonly b: Cell; readonly path: readonly PathPoint[] };

/** True while a media query matches (the transposed board on narrow portrait screens). */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export function ShisenSho({ params, seed }: { params: ShisenShoParams; seed: string }) {
  const { t, lang } = useLang();
  const [init] = useState(() =>
    resumeSession(startSession(params, seed), (saved) => restoreSession(saved, params, seed, lang), lang),
  );
  const [session, setSession] = useState<Session>(init.session);
  const sessionRef = useRef(session);
  const [notice, setNotice] = useState<string | undefined>(init.notice);
  const [message, setMessage] = useState('');
  const [ui, setUi] = useState<ShisenShoUi>(NO_SELECTION);
  const [cursor, setCursor] = useState<Cell>({ x: 0, y: 0 });
  const [keyboardMode, setKeyboardMode] = useState(false);
  const [boardFocused, setBoardFocused] = useState(false);
  const [flash, setFlash] = useState<Flash | undefined>();
  const [hint, setHint] = useState<Hint | undefined>();
  const [hintBusy, setHintBusy] = useState(false);
  const [kindHl, setKindHl] = useState<number | undefined>();
  const [shiftKind, setShiftKind] = useState<number | undefined>();
  const [overlayHidden, setOverlayHidden] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [bestRows, setBestRows] = useState(() => loadBestTimes(formatParams(params)));
  const [myBest, setMyBest] = useState<{ key: string; rank: number | undefined } | undefined>();
  const [serverRows, setServerRows] = useState<TimeRow[] | 'offline' | undefined>();
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const enteredLocally = useRef(false);
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  const [, setTick] = useState(0);
  const solver = useMemo(() => new SolverClient(), []);
  const boardRef = useRef<HTMLDivElement>(null);
  const flashKey = useRef(0);
  const clock = useRef<{ base: number; since: number | undefined }>({ base: init.session.elapsedMs, since: undefined });

  const state = currentState(session);
  const board = state.board;
  const paramsText = formatParams(params);
  const won = isWon(state);
  const stuck = useMemo(() => isStuck(state), [state]);
  const pairs = useMemo(() => legalPairs(board).length, [board]);
  const transposed = useMedia('(max-width: 640px) and (orientation: portrait)') && board.width > board.height;

  const elapsed = useCallback(() => {
    const c = clock.current;
    return c.base + (c.since === undefined ? 0 : performance.now() - c.since);
  }, []);

  const update = useCallback((next: Session) => {
    sessionRef.current = next;
    setSession(next);
  }, []);

  useEffect(() => () => solver.dispose(), [solver]);

  // The clock starts at the first pair, stops at the win, and pauses while the tab is hidden.
  const started = session.actions.length > 0 || session.elapsedMs > 0 || clock.current.base > 0;
  const running = started && !won && visible;
  useEffect(() => {
    const c = clock.current;
    if (running && c.since === undefined) c.since = performance.now();
    else if (!running && c.since !== undefined) {
      c.base += performance.now() - c.since;
      c.since = undefined;
    }
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const save = useCallback(() => {
    const s = sessionRef.current;
    store(saveKey(s.gameId), toSaved(s, elapsed()));
  }, [elapsed]);

  useEffect(() => {
    const onVisibility = () => {
      setVisible(document.visibilityState !== 'hidden');
      save();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', save);
    };
  }, [save]);

  // Save on every change, so a reload (or a closed tab) resumes exactly here.
  useEffect(() => {
    store(saveKey(session.gameId), toSaved(session, elapsed()));
    store('last:shisensho', session.gameId);
  }, [session, elapsed]);

  useSavedGame(session.gameId);

  const refreshTimes = useCallback(async () => {
    const r = await fetchBestTimes('shisensho', paramsText, 10);
    setServerRows(r.ok ? r.value : 'offline');
  }, [paramsText]);

  useEffect(() => {
    void refreshTimes();
  }, [refreshTimes]);

  // A win enters this browser's best times once (the fallback when the server cannot be reached; a reload
  // before the server took the win finds the same entry and does not add it again).
  useEffect(() => {
    if (!won || session.recorded || enteredLocally.current) return;
    enteredLocally.current = true;
    const entry = {
      ms: Math.round(elapsed()),
      hints: session.hints,
      scrambles: session.scrambles,
      date: new Date().toISOString(),
      gameId: session.gameId,
    };
    const rank = addBestTime(paramsText, entry);
    setMyBest({ key: `${entry.gameId}@${entry.date}`, rank });
    setBestRows(loadBestTimes(paramsText));
  }, [won, session, paramsText, elapsed]);

  // ...and goes to the server once per game (`recorded` is set when the server has it). The server replays the
  // record (seed and every move, scrambles too) and counts the scrambles; the time and hints are our claim. A
  // retry (the retry button, a reload) is safe: the server stores the same record only once.
  useEffect(() => {
    if (!won || session.recorded || saving.kind !== 'idle') return;
    // The server refuses less than a second; a faster win (a tiny board) is posted as exactly one second.
    const elapsedMs = Math.max(MIN_POSTED_MS, Math.round(elapsed()));
    setSaving({ kind: 'saving' });
    void postRecord(toRecord(session), load(PLAYER_KEY) ?? 'anonymous', { elapsedMs, hints: session.hints }).then(
      (r) => {
        if (!r.ok) {
          setSaving({
            kind: 'failed',
            message: r.error.kind === 'offline' ? t.ss.saveOffline : t.ss.saveFailed(r.error.message),
          });
          void refreshTimes();
          return;
        }
        setSaving({ kind: 'saved', id: r.value.id, rank: r.value.rank });
        update({ ...sessionRef.current, recorded: true });
        void refreshTimes();
      },
    );
  }, [won, session, saving.kind, elapsed, t, update, refreshTimes]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const afterChange = useCallback(() => {
    setHint(undefined);
    setUi(NO_SELECTION);
    setOverlayHidden(false);
  }, []);

  const removePair = useCallback(
    (move: ShisenShoMove, path: readonly PathPoint[]) => {
      const before = currentState(sessionRef.current);
      const removed = [move.a, move.b].map((c) => ({ x: c.x, y: c.y, kind: kindAt(before.board, c.x, c.y) }));
      update(playPair(sessionRef.current, move));
      flashKey.current += 1;
      setFlash({ key: flashKey.current, path, removed });
      setHint(undefined);
      setMessage(t.ss.removed(formatCell(move.a), formatCell(move.b)));
    },
    [t, update],
  );

  const activate = useCallback(
    (cell: Cell) => {
      const s = currentState(sessionRef.current);
      const r = clickCell(ui, s, cell);
      setUi(r.ui);
      setCursor(cell);
      if (r.move && r.path) removePair(r.move, r.path);
      else if (r.refused) setMessage(describeShisenShoError(r.refused, lang));
      else if (r.ui.selected) {
        const k = kindAt(s.board, r.ui.selected.x, r.ui.selected.y);
        setMessage(t.ss.selected(formatCell(r.ui.selected), tileName(k, lang)));
      } else setMessage('');
    },
    [ui, lang, t, removePair],
  );

  const doUndo = useCallback(() => {
    const next = undo(sessionRef.current);
    if (!next) return;
    update(next);
    afterChange();
    setFlash(undefined);
    setMessage('');
  }, [update, afterChange]);

  const doRedo = useCallback(() => {
    const next = redo(sessionRef.current, lang);
    if (!next) return;
    update(next);
    afterChange();
    setFlash(undefined);
  }, [update, afterChange, lang]);

  const doRestart = useCallback(() => {
    update(restart(sessionRef.current));
    afterChange();
    setFlash(undefined);
    setMessage('');
  }, [update, afterChange]);

  const doScramble = useCallback(() => {
    const s = sessionRef.current;
    if (currentState(s).tilesLeft === 0) return;
    const next = scrambleMove(s);
    update(next);
    afterChange();
    setFlash(undefined);
    setMessage(t.ss.scrambled(next.scrambles));
  }, [update, afterChange, t]);

  const askHint = useCallback(async () => {
    const s = currentState(sessionRef.current);
    if (hintBusy || s.tilesLeft === 0) return;
    const any = legalPairs(s.board);
    if (any.length === 0) {
      setMessage(t.ss.hintNone);
      return;
    }
    const key = `${sessionRef.current.actions.length}:${sessionRef.current.actions.join(',')}`;
    setHintBusy(true);
    const reply = await solver.solve(s.board, s.params.gravity, HINT_MS);
    setHintBusy(false);
    // The board may have changed while the solver thought: a hint is only good for the board it was asked for.
    const now = sessionRef.current;
    if (`${now.actions.length}:${now.actions.join(',')}` !== key) return;
    let move: ShisenShoMove | undefined = reply.move;
    let text: string | undefined;
    if (!move || !pathOf(s.board, move)) {
      move = any[0];
      text = reply.solvable === false ? t.ss.hintNotWinnable : t.ss.hintUnknown;
    }
    if (!move) return;
    const path = pathOf(s.board, move) ?? [];
    setHint({ key, a: move.a, b: move.b, path });
    setCursor(move.a);
    update({ ...now, hints: now.hints + 1 });
    setMessage(`${text ? `${text} ` : ''}${t.ss.hintIs(formatCell(move.a), formatCell(move.b))}`);
  }, [hintBusy, solver, t, update]);

  const toggleKind = useCallback(() => {
    if (kindHl !== undefined) {
      setKindHl(undefined);
      return;
    }
    const s = currentState(sessionRef.current);
    const at = ui.selected ?? cursor;
    const k = kindAt(s.board, at.x, at.y);
    if (k === 0) return;
    setKindHl(k);
    let n = 0;
    for (const c of s.board.cells) if (c === k) n++;
    setMessage(t.ss.kindShown(tileName(k, lang), n));
  }, [kindHl, ui.selected, cursor, t, lang]);

  // A highlighted kind that has left the board is forgotten.
  useEffect(() => {
    if (kindHl !== undefined && !board.cells.includes(kindHl)) setKindHl(undefined);
  }, [board, kindHl]);

  // Keys that work anywhere on the page (not while typing in a form or a dialog is open).
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Shift') return;
      if (e.defaultPrevented || isTyping(e.target) || e.altKey || e.metaKey) return;
      const key = e.key.toLowerCase();
      if ((key === 'z' && e.ctrlKey && !e.shiftKey) || (key === 'u' && !e.ctrlKey)) doUndo();
      else if ((key === 'y' && e.ctrlKey) || (key === 'z' && e.ctrlKey && e.shiftKey) || (key === 'r' && !e.ctrlKey))
        doRedo();
      else if (key === 'h' && !e.ctrlKey) void askHint();
      else if (key === 's' && !e.ctrlKey) doScramble();
      else if (key === 'k' && !e.ctrlKey) toggleKind();
      else if (key === 'escape') {
        setUi(NO_SELECTION);
        setKindHl(undefined);
      } else return;
      e.preventDefault();
    };
    const onKeyUp = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Shift') setShiftKind(undefined);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [doUndo, doRedo, askHint, doScramble, toggleKind]);

  const onBoardKey = (e: KeyboardEvent<HTMLDivElement>) => {
    // Arrows move on the screen: on a transposed board, right and left walk the rows.
    const steps: Record<string, Cell> = transposed
      ? { ArrowLeft: { x: 0, y: -1 }, ArrowRight: { x: 0, y: 1 }, ArrowUp: { x: -1, y: 0 }, ArrowDown: { x: 1, y: 0 } }
      : { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
    const step = steps[e.key];
    if (step) {
      e.preventDefault();
      setKeyboardMode(true);
      setCursor((c) => ({
        x: Math.min(Math.max(c.x + step.x, 0), board.width - 1),
        y: Math.min(Math.max(c.y + step.y, 0), board.height - 1),
      }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setKeyboardMode(true);
      activate(cursor);
    }
  };

  const cursorKind = kindAt(board, cursor.x, cursor.y);
  const cursorText =
    keyboardMode && boardFocused
      ? cursorKind === 0
        ? t.ss.emptyCell(formatCell(cursor))
        : t.ss.tileLabel(
            formatCell(cursor),
            tileName(cursorKind, lang),
            ui.selected?.x === cursor.x && ui.selected?.y === cursor.y,
          )
      : '';
  const over = won || stuck;
  const shownHint = hint && hint.key === `${session.actions.length}:${session.actions.join(',')}` ? hint : undefined;

  return (
    <div className="sg ss">
      <GameTitle title={t.games.shisensho?.title} gameId={session.gameId} />
      <Notice text={notice} onClose={() => setNotice(undefined)} />

      <dl className="stats">
        <div>
          <dt>{t.ss.tilesLeft}</dt>
          <dd data-testid="tiles-left">{state.tilesLeft}</dd>
        </div>
        <div>
          <dt>{t.ss.pairsAvailable}</dt>
          <dd data-testid="pairs-available">{pairs}</dd>
        </div>
        <div>
          <dt>{t.ss.time}</dt>
          <dd data-testid="time">{formatTime(elapsed())}</dd>
        </div>
        <div>
          <dt>{t.ss.hintsScrambles}</dt>
          <dd>
            <span data-testid="hints-used">{session.hints}</span> ·{' '}
            <span data-testid="scrambles">{session.scrambles}</span>
          </dd>
        </div>
      </dl>

      <div className="board-col">
        <div className={`board-area${over && !overlayHidden ? ' is-over' : ''}`}>
          <Board
            board={board}
            transposed={transposed}
            selected={ui.selected}
            hint={shownHint}
            flash={flash}
            kindHighlight={shiftKind ?? kindHl}
            cursor={cursor}
            showCursor={keyboardMode && boardFocused}
            moveCount={session.actions.length}
            boardRef={boardRef}
            onActivate={(c) => {
              setKeyboardMode(false);
              activate(c);
            }}
            onHover={(c, shift) => setShiftKind(c && shift ? kindAt(board, c.x, c.y) || undefined : undefined)}
            onKeyDown={onBoardKey}
            onFocusChange={setBoardFocused}
          />
          {over && !overlayHidden && (
            <div className="game-over" role="status" data-testid="game-over">
              {won ? (
                <>
                  <h2>{t.ss.won}</h2>
                  <p className="final" data-testid="win-line">
                    {t.ss.wonLine(formatTime(elapsed()), session.hints, session.scrambles)}
                  </p>
                  {myBest?.rank !== undefined && <p data-testid="best-rank">{t.ss.rankLine(myBest.rank)}</p>}
                  {saving.kind === 'saving' && (
                    <p className="muted" data-testid="ss-saving">
                      {t.ss.saving}
                    </p>
                  )}
                  {saving.kind === 'saved' && saving.rank !== null && (
                    <p data-testid="ss-saved">{t.ss.saved(saving.rank)}</p>
                  )}
                  {saving.kind === 'failed' && (
                    <div className="notice" data-testid="ss-save-failed" role="alert">
                      <span>{saving.message}</span>
                      <button type="button" onClick={() => setSaving({ kind: 'idle' })}>
                        {t.ss.retry}
                      </button>
                    </div>
                  )}
                  <div className="row">
                    <button type="button" className="primary" onClick={() => navigate(gamePath(params, randomSeed()))}>
                      {t.newGame}
                    </button>
                    <button type="button" onClick={() => setOverlayHidden(true)}>
                      {t.ss.showBoard}
                    </button>
                  </div>
                </>
              ) : (
                <>
                  <h2>{t.ss.stuck}</h2>
                  <p>{t.ss.stuckLine(state.tilesLeft)}</p>
                  <div className="row">
                    <button type="button" className="primary" onClick={doScramble}>
                      {t.ss.scramble}
                    </button>
                    <button type="button" onClick={doUndo}>
                      {t.undo}
                    </button>
                    <button type="button" onClick={() => setOverlayHidden(true)}>
                      {t.ss.showBoard}
                    </button>
                  </div>
                </>
              )}
            </div>
          )}
        </div>

        <p className="status" aria-live="polite" data-testid="status">
          {message || '\u00a0'}
          <span className="visually-hidden">{cursorText}</span>
        </p>
      </div>

      <div className="controls">
        <div className="row">
          <HistoryButtons
            canUndo={session.actions.length > 0}
            canRedo={session.redo.length > 0}
            onUndo={doUndo}
            onRedo={doRedo}
            onRestart={doRestart}
          />
        </div>
        <div className="row">
          <button
            type="button"
            onClick={() => void askHint()}
            disabled={hintBusy || state.tilesLeft === 0}
            aria-keyshortcuts="H"
            data-testid="hint"
          >
            {hintBusy ? t.thinking : t.hint}
          </button>
          <button
            type="button"
            onClick={doScramble}
            disabled={state.tilesLeft === 0}
            aria-keyshortcuts="S"
            data-testid="scramble"
          >
            {t.ss.scramble}
          </button>
          <button type="button" onClick={toggleKind} aria-pressed={kindHl !== undefined} aria-keyshortcuts="K">
            {t.ss.sameKind}
          </button>
          <button type="button" className="primary" onClick={() => setDialogOpen(true)}>
            {t.newGame}
          </button>
        </div>
        <p className="muted small-print">{t.ss.keysHelp}</p>

        {serverRows === 'offline' ? (
          <BestTimes params={paramsText} rows={bestRows} highlight={myBest?.key} fallback />
        ) : (
          <ServerBestTimes
            params={paramsText}
            rows={serverRows ?? []}
            loading={serverRows === undefined}
            highlight={saving.kind === 'saved' ? saving.id : undefined}
          />
        )}

        <p className="links">
          <a href="/shisensho/rules" onClick={linkHandler('/shisensho/rules')}>
            {t.rules}
          </a>
        </p>
      </div>

      <NewGameDialog open={dialogOpen} current={params} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
