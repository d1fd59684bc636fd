// The SameGame page for one game id: the controller (the session, moves with their animation, hint, keys) and
// its pieces — stats, the field, the end of game, the controls, the demo, the high scores and the recent games.
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CLEAR_BONUS,
  checkMove,
  describeSameGameError,
  formatField,
  formatParams,
  groupPoints,
  isOver,
  type SameGameParams,
  type SameGameState,
  samegame,
} from '../../games/samegame/index.js';
import { dealSession, gameIdOf, played, toRecord } from '../../session/index.js';
import { AskOnOpen } from '../abandon.js';
import { isDay, todayUtc } from '../api.js';
import { DailyBoard, useTodaysDaily } from '../deals.js';
import { formatNumber } from '../formatNumber.js';
import { GameTitle, HistoryButtons, Notice, saveKey, useGameKeys, useTitle } from '../gamePage.js';
import { useLang, useMessage } from '../i18n.js';
import { RecentGames } from '../recent.js';
import { linkHandler, navigate } from '../router.js';
import { useSession } from '../useSession.js';
import { Board, type Ghost } from './board.js';
import { DemoControls, useDemo } from './demo.js';
import { groupCells, groupSizesOf, type Point, snapCursor } from './field.js';
import { GameOver, Stats } from './gameOver.js';
import { HighScores } from './highScores.js';
import { useBlockIds } from './ids.js';
import { NewGameDialog } from './newGameDialog.js';
import { type Entered, useHighScores } from './scoring.js';
import { SolverPool } from './solverClient.js';
import { gamePath, randomSeed } from './urls.js';

const HINT_MS = 1000;
const ANIMATION_MS = 260;

/** What the page keeps beside the session: whether the demo played, and the line entered in the high scores. */
interface Extras {
  readonly assisted: boolean;
  readonly submitted?: Entered;
}

function parseExtras(value: unknown): Extras {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const sub = v.submitted as Record<string, unknown> | undefined;
  const submitted =
    sub &&
    typeof sub.moves === 'string' &&
    typeof sub.recordId === 'string' &&
    (typeof sub.rank === 'number' || sub.rank === null)
      ? { moves: sub.moves, recordId: sub.recordId, rank: sub.rank, daily: savedDay(sub.daily) }
      : undefined;
  return { assisted: v.assisted === true, ...(submitted ? { submitted } : {}) };
}

/**
 * The day of the daily board a kept entry is ranked on: a day, or (kept before entries named it) `true`, read as
 * today as it was then; null for the settings' board.
 */
function savedDay(daily: unknown): string | null {
  if (typeof daily === 'string' && isDay(daily)) return daily;
  return daily === true ? todayUtc() : null;
}

/** Read when a move is made, so changing the system preference takes effect at once. */
function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function SameGame({ params, seed }: { params: SameGameParams; seed: string }) {
  const { t, lang } = useLang();
  const paramsText = formatParams(params);
  const gameId = `samegame:${paramsText}#${seed}`;
  const daily = useTodaysDaily('samegame', paramsText, seed);
  const board = `samegame:${paramsText}`;
  const game = useSession({
    fresh: () => dealSession(samegame, params, seed),
    keeping: {
      key: saveKey(gameId),
      progress: { game: 'samegame', board, path: gamePath(params, seed), params: paramsText },
    },
    belongs: (s) => gameIdOf(s) === gameId,
    extras: { initial: { assisted: false }, parse: parseExtras },
  });
  const { session, state, extras } = game;
  const [message, setMessage] = useMessage();
  const [hover, setHover] = useState<Point | undefined>();
  const [cursor, setCursor] = useState<Point>({ x: 0, y: 0 });
  const [keyboardMode, setKeyboardMode] = useState(false);
  const [boardFocused, setBoardFocused] = useState(false);
  const [touchPick, setTouchPick] = useState<Point | undefined>();
  const [ghosts, setGhosts] = useState<Ghost[]>([]);
  const [hint, setHint] = useState<{ key: string; at: Point } | undefined>();
  const [hintBusy, setHintBusy] = useState(false);
  const [overlayHidden, setOverlayHidden] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const solver = useMemo(() => new SolverPool(), []);

  const field = state.field;
  const fieldKey = useMemo(() => formatField(field, '/'), [field]);
  const over = isOver(state);
  const groupSizes = useMemo(() => groupSizesOf(field), [field]);
  const movesKey = played(session).join(' ');
  const submitted = extras.submitted?.moves === movesKey ? extras.submitted : undefined;
  const ids = useBlockIds(session.states as SameGameState[], session.moves, session.at);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  useEffect(() => () => solver.dispose(), [solver]);

  useTitle(gameId);

  const scores = useHighScores({
    params: paramsText,
    due: over && !extras.assisted && !submitted,
    over,
    record: useCallback(
      (player: string) => {
        const s = game.ref.current.session;
        return { record: { ...toRecord(s), players: [player] }, moves: played(s).join(' ') };
      },
      [game.ref],
    ),
    onEntered: useCallback(
      (entered: Entered) => {
        if (played(game.ref.current.session).join(' ') === entered.moves)
          game.setExtras((x) => ({ ...x, submitted: entered }));
      },
      [game.ref, game.setExtras],
    ),
  });

  const move = useCallback(
    (x: number, y: number, byDemo = false): boolean => {
      const before = game.ref.current.session;
      const old = (before.states[before.at] as SameGameState).field;
      const checked = checkMove(before.states[before.at] as SameGameState, x, y);
      if (!checked.ok) {
        setMessage((_, l) => describeSameGameError(checked.error, l));
        return false;
      }
      if (!reducedMotion()) {
        const oldIds = idsRef.current;
        const ghostsOf = [...groupCells(old, { x, y })].map((i) => ({
          id: oldIds[i] as number,
          x: (i / old.height) | 0,
          y: i % old.height,
          color: old.cells[i] as number,
        }));
        setGhosts(ghostsOf);
      }
      game.play(checked.value);
      if (byDemo) game.setExtras((x) => ({ ...x, assisted: true }));
      const after = game.ref.current.session;
      const next = after.states[after.at] as SameGameState;
      const last = next.last;
      setMessage(last && ((tt) => tt.groupPreview(last.removed, last.points)));
      setHint(undefined);
      setTouchPick(undefined);
      setCursor((c) => snapCursor(next.field, c));
      return true;
    },
    [game.ref, game.play, game.setExtras, setMessage],
  );

  useEffect(() => {
    if (ghosts.length === 0) return;
    const timer = setTimeout(() => setGhosts([]), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [ghosts]);

  /** Undo, redo or restart: the field jumps, without animation, and the hint and message are forgotten. */
  const travel = useCallback(
    (step: () => void) => {
      step();
      const s = game.ref.current.session;
      setGhosts([]);
      setHint(undefined);
      setMessage(undefined);
      setOverlayHidden(false);
      setCursor((c) => snapCursor((s.states[s.at] as SameGameState).field, c));
    },
    [game.ref, setMessage],
  );
  const doUndo = useCallback(() => travel(game.undo), [travel, game.undo]);
  const doRedo = useCallback(() => travel(game.redo), [travel, game.redo]);
  const doRestart = useCallback(() => travel(game.restart), [travel, game.restart]);
  const stateNow = useCallback(() => {
    const s = game.ref.current.session;
    return s.states[s.at] as SameGameState;
  }, [game.ref]);

  const demo = useDemo({
    solver,
    field: () => stateNow().field,
    over: () => isOver(stateNow()),
    move: (p) => move(p.x, p.y, true),
    tick: session,
  });

  const askHint = useCallback(async () => {
    const s = stateNow();
    if (isOver(s)) setMessage((tt) => tt.hintNone);
    if (hintBusy || demo.demo.running || isOver(s)) return;
    const key = formatField(s.field, '/');
    setHintBusy(true);
    const reply = await solver.solve(s.field, HINT_MS);
    setHintBusy(false);
    // The field may have changed while the solver thought: the hint is only good for the field it was asked for.
    if (formatField(stateNow().field, '/') !== key) return;
    const first = reply.moves[0];
    if (reply.error) setMessage((tt) => tt.hintFailed);
    else if (!first) setMessage((tt) => tt.hintNone);
    else {
      setHint({ key, at: first });
      setCursor(first);
      const size = groupCells(s.field, first).size;
      setMessage((tt) => tt.hintIs(first.x, first.y, size));
    }
  }, [demo.demo.running, hintBusy, solver, stateNow, setMessage]);

  useGameKeys({ undo: doUndo, redo: doRedo, h: () => void askHint() });

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
    if (pointerType === 'touch' && !groupCells(field, touchPick).has(x * field.height + y)) {
      setTouchPick({ x, y });
      if (groupCells(field, { x, y }).size === 0) move(x, y);
      return;
    }
    move(x, y);
  };

  const focus = hover ?? (keyboardMode && boardFocused ? cursor : touchPick);
  const highlight = useMemo(() => groupCells(field, focus), [field, focus]);
  const hintCells = useMemo(
    () => (hint && hint.key === fieldKey ? groupCells(field, hint.at) : new Set<number>()),
    [field, fieldKey, hint],
  );
  const n = highlight.size;
  const points = groupPoints(n) + (n === state.blocksLeft ? CLEAR_BONUS : 0);
  const preview =
    focus && n >= 2
      ? { x: focus.x, y: focus.y, text: `+${formatNumber(points, lang)}`, long: t.groupPreview(n, points) }
      : undefined;
  const cursorCell = field.cells[cursor.x * field.height + cursor.y] ?? 0;
  const cursorSize = groupSizes[cursor.x * field.height + cursor.y] as number;
  const cursorText = !(keyboardMode && boardFocused)
    ? ''
    : cursorCell === 0
      ? t.emptyCell(cursor.x, cursor.y)
      : t.cellLabel(cursor.x, cursor.y, cursorCell, t.colorNames[cursorCell] ?? '', cursorSize);
  const rows = Array.isArray(scores.scores) ? scores.scores : [];
  const best = rows[0];

  return (
    <div className="sg">
      <GameTitle title={t.games.samegame?.title} gameId={gameId} />
      <Notice text={game.notice} onClose={game.clearNotice} />
      {!game.outcome.over && <AskOnOpen board={board} saveKey={saveKey(gameId)} onKeep={navigate} />}
      <Stats score={state.score} lastPoints={state.last?.points} blocksLeft={state.blocksLeft} best={best} />
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
            moveCount={session.at}
            onPoint={(p) => {
              setHover(p);
              if (p) setKeyboardMode(false);
            }}
            onActivate={onActivate}
            onKeyDown={onBoardKey}
            onFocusChange={setBoardFocused}
          />
          {over && !overlayHidden && (
            <GameOver
              won={state.blocksLeft === 0}
              score={state.score}
              blocksLeft={state.blocksLeft}
              assisted={extras.assisted}
              rank={submitted?.rank}
              daily={submitted?.daily ?? null}
              submission={scores.submission}
              player={scores.player}
              onName={scores.saveName}
              onNewGame={() => navigate(gamePath(params, randomSeed()))}
              onShowField={() => setOverlayHidden(true)}
            />
          )}
        </div>
        <p className="status" aria-live="polite" data-testid="status">
          {/* Under the game-over card the line is empty: the last move's points are old news there. */}
          {over && !overlayHidden ? '\u00a0' : preview ? preview.long : message || '\u00a0'}
          <span className="visually-hidden">{cursorText}</span>
        </p>
      </div>

      <div className="controls">
        <div className="row">
          <HistoryButtons
            canUndo={game.canUndo}
            canRedo={game.canRedo}
            onUndo={doUndo}
            onRedo={doRedo}
            onRestart={doRestart}
          />
          <button
            type="button"
            onClick={() => void askHint()}
            disabled={hintBusy || demo.demo.running || over}
            aria-keyshortcuts="H"
          >
            {hintBusy ? t.thinking : t.hint}
          </button>
          <button type="button" className="primary" onClick={() => setDialogOpen(true)}>
            {t.newGame}
          </button>
        </div>
        <DemoControls
          demo={demo.demo}
          over={over}
          onStart={demo.start}
          onStop={demo.stop}
          onStrategy={demo.setStrategy}
          onSpeed={demo.setSpeed}
        />
        {(daily || submitted?.daily) && (
          <DailyBoard
            game="samegame"
            day={submitted?.daily ?? undefined}
            refresh={submitted?.recordId}
            highlight={submitted?.recordId}
          />
        )}
        <HighScores
          params={paramsText}
          rows={rows}
          failed={typeof scores.scores === 'string' ? scores.scores : undefined}
          loading={scores.scores === undefined}
          highlight={submitted?.recordId}
        />
        {/* Every finished game of these settings the server keeps, ranked or not: a typed or shared seed's too. */}
        <RecentGames
          game="samegame"
          params={paramsText}
          testId="sg-recent"
          highlight={submitted?.recordId}
          resultTitle={t.score}
        />
        <p className="links">
          <a href="/samegame/rules" onClick={linkHandler('/samegame/rules')}>
            {t.rules}
          </a>
          {scores.player && (
            <>
              <span className="muted"> · {t.playingAs(scores.player)} · </span>
              <button type="button" className="link" onClick={scores.forgetName}>
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
