// The Shisen-Sho page for one game id: the controller (the session, the selection through the engine's click
// controller, hint, scramble, keys, the clock) and its pieces — stats, the board, the end of game, the
// controls and the best times.
import '../fonts/mahjong.css';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shisensho } from '../../ai/shisensho/index.js';
import {
  type Cell,
  describeShisenShoError,
  formatCell,
  formatParams,
  formatTile,
  isStuck,
  isWon,
  kindAt,
  legalPairs,
  type PathPoint,
  pathOf,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { type AnySession, dealSession, gameIdOf, played, toRecord } from '../../session/index.js';
import { afterHint, clickCell, NO_SELECTION, nextScramble, type ShisenShoUi } from '../../session/shisensho.js';
import { AskOnOpen } from '../abandon.js';
import { DailyBoard, useTodaysDaily } from '../deals.js';
import { GameTitle, HistoryButtons, Notice, saveKey, useGameKeys, useTitle } from '../gamePage.js';
import { type Say, useLang, useMessage } from '../i18n.js';
import { RecentGames } from '../recent.js';
import { linkHandler, navigate } from '../router.js';
import { useSession } from '../useSession.js';
import { useBestTimes, type Win } from './bestTimes.js';
import { Board, type Flash } from './board.js';
import { useClock } from './clock.js';
import { useBoardFit } from './fit.js';
import { Aids, Stats, Stuck, Won } from './gameOver.js';
import { BestTimes, ServerBestTimes } from './highScores.js';
import { NewGameDialog } from './newGameDialog.js';
import { SolverPool } from './solverClient.js';
import type { SolverReply } from './solverProtocol.js';
import { tileName } from './tiles.js';
import { gamePath, randomSeed } from './urls.js';

const HINT_MS = 1500;
const FLASH_MS = 700;

type Hint = { readonly key: string; readonly a: Cell; readonly b: Cell; readonly path: readonly PathPoint[] };

/**
 * What the page keeps beside the session: aids used (the session layer's count, as the terminal's: undo does not
 * give them back), time, and the server's copy.
 */
interface Extras {
  readonly hints: number;
  readonly scrambles: number;
  /** Time played up to the last save. */
  readonly elapsedMs: number;
  /** The server has this win. */
  readonly recorded: boolean;
}

function count(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;
}

function parseExtras(value: unknown): Extras {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    hints: count(v.hints),
    scrambles: count(v.scrambles),
    elapsedMs: count(v.elapsedMs),
    recorded: v.recorded === true,
  };
}

/** Names the line of moves, so a hint asked for one board is not shown on another. */
function lineKey(s: { readonly moves: readonly string[]; readonly at: number }): string {
  return `${s.at}:${played(s as AnySession).join(',')}`;
}

export function ShisenSho({ params, seed }: { params: ShisenShoParams; seed: string }) {
  const { t, lang } = useLang();
  const paramsText = formatParams(params);
  const gameId = `shisensho:${paramsText}#${seed}`;
  const daily = useTodaysDaily('shisensho', paramsText, seed);
  const boardName = `shisensho:${paramsText}`;
  const game = useSession({
    fresh: () => dealSession(shisensho, params, seed),
    keeping: {
      key: saveKey(gameId),
      progress: { game: 'shisensho', board: boardName, path: gamePath(params, seed), params: paramsText },
    },
    belongs: (s) => gameIdOf(s) === gameId,
    extras: { initial: { hints: 0, scrambles: 0, elapsedMs: 0, recorded: false }, parse: parseExtras },
  });
  const { session, state, extras } = game;
  const [base] = useState(extras.elapsedMs);
  const [message, setMessage] = useMessage();
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
  // Two searches on two cores when the page is cross-origin isolated, else one (solverClient.ts).
  const solver = useMemo(() => new SolverPool(), []);
  const boardRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const flashKey = useRef(0);

  const board = state.board;
  const won = isWon(state);
  const stuck = useMemo(() => isStuck(state), [state]);
  const pairs = useMemo(() => legalPairs(board).length, [board]);
  // The orientation and tile size that give the largest tiles in the room the page leaves the board.
  const fit = useBoardFit({ board, frame: frameRef, status: statusRef, controls: controlsRef });
  const transposed = fit?.transposed ?? false;

  const { setExtras, save } = game;
  const keepTime = useCallback(
    (ms: number) => {
      setExtras((x) => ({ ...x, elapsedMs: Math.round(ms) }));
      save();
    },
    [setExtras, save],
  );
  const elapsed = useClock({ base, started: session.at > 0 || base > 0, stopped: won, save: keepTime });

  useEffect(() => () => solver.dispose(), [solver]);

  // Every move keeps the time played with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move played is when the time is kept.
  useEffect(() => keepTime(elapsed()), [session, keepTime, elapsed]);

  useTitle(gameId);

  const win = useMemo<Win | undefined>(
    () =>
      won
        ? {
            gameId,
            hints: extras.hints,
            scrambles: extras.scrambles,
            recorded: extras.recorded,
            record: toRecord(session),
          }
        : undefined,
    [won, session, extras, gameId],
  );
  const best = useBestTimes({
    params: paramsText,
    win,
    elapsed,
    onRecorded: useCallback(() => setExtras((x) => ({ ...x, recorded: true })), [setExtras]),
  });

  const stateNow = useCallback(() => {
    const s = game.ref.current.session;
    return s.states[s.at] as ShisenShoState;
  }, [game.ref]);

  useEffect(() => {
    if (!flash || flash.faded) return;
    const timer = setTimeout(() => setFlash({ ...flash, faded: true }), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const activate = useCallback(
    (cell: Cell) => {
      const s = stateNow();
      const r = clickCell(ui, s, cell);
      setUi(r.ui);
      setCursor(cell);
      if (r.move && r.path) {
        const { move, path } = r;
        const removed = [move.a, move.b].map((c) => ({ x: c.x, y: c.y, kind: kindAt(s.board, c.x, c.y) }));
        game.play(move);
        flashKey.current += 1;
        setFlash({ key: flashKey.current, path, removed });
        setHint(undefined);
        setMessage((tt) => tt.ss.removed(formatCell(move.a), formatCell(move.b)));
      } else if (r.refused) {
        const refused = r.refused;
        setMessage((_, l) => describeShisenShoError(refused, l));
      } else if (r.ui.selected) {
        const at = r.ui.selected;
        const k = kindAt(s.board, at.x, at.y);
        setMessage((tt, l) => tt.ss.selected(formatCell(at), tileName(k, l)));
      } else setMessage(undefined);
    },
    [ui, game.play, stateNow, setMessage],
  );

  /** Undo, redo, restart or scramble: a new board, without the selection, hint or flash of the old one. */
  const change = useCallback(
    (step: () => void, text?: Say) => {
      step();
      setHint(undefined);
      setUi(NO_SELECTION);
      setOverlayHidden(false);
      setFlash(undefined);
      setMessage(text);
    },
    [setMessage],
  );
  const doUndo = useCallback(() => change(game.undo), [change, game.undo]);
  const doRedo = useCallback(() => change(game.redo), [change, game.redo]);
  // The same game from its first board: the clock and the aids used go on (docs/shisensho.md, "Restart").
  const doRestart = useCallback(() => change(game.restart, (tt) => tt.ss.restarted), [change, game.restart]);
  const doScramble = useCallback(() => {
    if (stateNow().tilesLeft === 0) return;
    // Numbered past every scramble of the game, undone ones too: a new shuffle each time, replayed by the record.
    const { session: now, extras: had } = game.ref.current;
    const next = nextScramble(now, had);
    change(
      () => {
        game.play(next.move);
        setExtras((x) => ({ ...x, scrambles: next.aids.scrambles }));
      },
      (tt) => tt.ss.scrambled(next.aids.scrambles),
    );
  }, [change, game.play, game.ref, setExtras, stateNow]);

  const askHint = useCallback(async () => {
    const s = stateNow();
    if (hintBusy || s.tilesLeft === 0) return;
    const any = legalPairs(s.board);
    if (any.length === 0) {
      setMessage((tt) => tt.ss.hintNone);
      return;
    }
    const key = lineKey(game.ref.current.session);
    setHintBusy(true);
    // A solver that cannot start (no worker, no memory) gives the unknown answer: the hint is never left busy.
    const reply = await solver
      .solve(s.board, s.params.gravity, HINT_MS)
      .catch((): SolverReply => ({ id: 0, solvable: null }));
    setHintBusy(false);
    // The board may have changed while the solver thought: a hint is only good for the board it was asked for.
    if (lineKey(game.ref.current.session) !== key) return;
    let move: ShisenShoMove | undefined = reply.move;
    let doubt: 'not-winnable' | 'unknown' | undefined;
    if (!move || !pathOf(s.board, move)) {
      move = any[0];
      doubt = reply.solvable === false ? 'not-winnable' : 'unknown';
    }
    if (!move) return;
    setHint({ key, a: move.a, b: move.b, path: pathOf(s.board, move) ?? [] });
    setCursor(move.a);
    setExtras(afterHint);
    const { a, b } = move;
    setMessage((tt) => {
      const text = doubt === 'not-winnable' ? tt.ss.hintNotWinnable : doubt === 'unknown' ? tt.ss.hintUnknown : '';
      return `${text ? `${text} ` : ''}${tt.ss.hintIs(formatCell(a), formatCell(b))}`;
    });
  }, [hintBusy, solver, setExtras, game.ref, stateNow, setMessage]);

  const toggleKind = useCallback(() => {
    if (kindHl !== undefined) {
      setKindHl(undefined);
      return;
    }
    const s = stateNow();
    const at = ui.selected ?? cursor;
    const k = kindAt(s.board, at.x, at.y);
    if (k === 0) return;
    setKindHl(k);
    const n = s.board.cells.filter((c) => c === k).length;
    setMessage((tt, l) => tt.ss.kindShown(tileName(k, l), n));
  }, [kindHl, ui.selected, cursor, stateNow, setMessage]);

  // A highlighted kind that has left the board is forgotten.
  useEffect(() => {
    if (kindHl !== undefined && !board.cells.includes(kindHl)) setKindHl(undefined);
  }, [board, kindHl]);

  useGameKeys({
    undo: doUndo,
    redo: doRedo,
    h: () => void askHint(),
    s: doScramble,
    k: toggleKind,
    escape: () => {
      setUi(NO_SELECTION);
      setKindHl(undefined);
    },
  });
  useEffect(() => {
    const onKeyUp = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Shift') setShiftKind(undefined);
    };
    window.addEventListener('keyup', onKeyUp);
    return () => window.removeEventListener('keyup', onKeyUp);
  }, []);

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
  const selectedHere = ui.selected?.x === cursor.x && ui.selected?.y === cursor.y;
  const cursorText = !(keyboardMode && boardFocused)
    ? ''
    : cursorKind === 0
      ? t.ss.emptyCell(formatCell(cursor))
      : t.ss.tileLabel(formatCell(cursor), tileName(cursorKind, lang, false), formatTile(cursorKind), selectedHere);
  const showOver = (won || stuck) && !overlayHidden;
  const shownHint = hint && hint.key === lineKey(session) ? hint : undefined;

  return (
    <div className="sg ss">
      <GameTitle title={t.games.shisensho?.title} gameId={gameId} />
      <Notice text={game.notice} onClose={game.clearNotice} />
      {!game.outcome.over && <AskOnOpen board={boardName} saveKey={saveKey(gameId)} onKeep={navigate} />}
      <Stats
        tilesLeft={state.tilesLeft}
        pairs={pairs}
        ms={elapsed()}
        hints={extras.hints}
        scrambles={extras.scrambles}
      />
      <div className="board-col">
        <div className={`board-area${showOver ? ' is-over' : ''}`}>
          <Board
            board={board}
            transposed={transposed}
            tileWidth={fit?.tileWidth}
            aspect={fit?.aspect}
            frameRef={frameRef}
            selected={ui.selected}
            hint={shownHint}
            flash={flash}
            kindHighlight={shiftKind ?? kindHl}
            cursor={cursor}
            showCursor={keyboardMode && boardFocused}
            moveCount={session.at}
            boardRef={boardRef}
            onActivate={(c) => {
              setKeyboardMode(false);
              activate(c);
            }}
            onHover={(c, shift) => setShiftKind(c && shift ? kindAt(board, c.x, c.y) || undefined : undefined)}
            onKeyDown={onBoardKey}
            onFocusChange={setBoardFocused}
          />
          {showOver && won && (
            <Won
              ms={elapsed()}
              hints={extras.hints}
              scrambles={extras.scrambles}
              rank={best.mine?.rank}
              saving={best.saving}
              askName={best.askName}
              onName={best.saveName}
              onRetry={best.retry}
              onNewGame={() => navigate(gamePath(params, randomSeed()))}
              onShowBoard={() => setOverlayHidden(true)}
            />
          )}
          {showOver && !won && (
            <Stuck
              tilesLeft={state.tilesLeft}
              onScramble={doScramble}
              {...(game.canUndo ? { onUndo: doUndo, onRestart: doRestart } : {})}
              onNewGame={() => setDialogOpen(true)}
              onShowBoard={() => setOverlayHidden(true)}
            />
          )}
        </div>
        <p className="status" aria-live="polite" data-testid="status" ref={statusRef}>
          {message || '\u00a0'}
          <span className="visually-hidden">{cursorText}</span>
        </p>
      </div>

      <div className="controls" ref={controlsRef}>
        <div className="row">
          <HistoryButtons
            canUndo={game.canUndo}
            canRedo={game.canRedo}
            onUndo={doUndo}
            onRedo={doRedo}
            onRestart={doRestart}
          />
        </div>
        <Aids
          hintBusy={hintBusy}
          cleared={state.tilesLeft === 0}
          kindShown={kindHl !== undefined}
          onHint={() => void askHint()}
          onScramble={doScramble}
          onKind={toggleKind}
          onNewGame={() => setDialogOpen(true)}
        />
        <p className="muted small-print">{t.ss.keysHelp}</p>
        {(daily || (best.saving.kind === 'saved' && best.saving.daily)) && (
          <DailyBoard
            game="shisensho"
            day={(best.saving.kind === 'saved' && best.saving.daily) || undefined}
            refresh={best.saving.kind === 'saved' ? best.saving.id : undefined}
            highlight={best.saving.kind === 'saved' ? best.saving.id : undefined}
          />
        )}
        {/* The server's times cannot be had: this browser's, with a note saying why. */}
        {typeof best.server === 'string' ? (
          <BestTimes params={paramsText} rows={best.local} highlight={best.mine?.key} fallback={best.server} />
        ) : (
          <ServerBestTimes
            params={paramsText}
            rows={best.server ?? []}
            loading={best.server === undefined}
            highlight={best.saving.kind === 'saved' ? best.saving.id : undefined}
          />
        )}
        {/* Every finished game of these settings the server keeps, ranked or not: a typed or shared seed's too. */}
        <RecentGames
          game="shisensho"
          params={paramsText}
          testId="ss-recent"
          highlight={best.saving.kind === 'saved' ? best.saving.id : undefined}
        />
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
