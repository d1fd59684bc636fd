// A Scarabeo game on the page: the controller (controller.ts) and the turn's placements (placement.ts) drawn as
// the score bar, the board, the preview, the rack, the turn controls, the hint list, the end and the replay,
// and the side panel; tiles move by drag and drop, clicks, or the keyboard.
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { LETTER_MASK, squareName } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { formatMove, type ScarabeoState } from '../../games/scarabeo/state.js';
import { gameIdOf } from '../../session/index.js';
import {
  clearPlacing,
  exchangeNotation,
  jollySwaps,
  pickJolly,
  placeNotation,
  playNotation,
  previewPlay,
  takeBack,
  toggleExchange,
} from '../../session/scarabeo.js';
import { Notice } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { ReplayBar } from '../replay/bar.js';
import type { Keeping } from '../useSession.js';
import { ScarabeoBoard, TileFace } from './board.js';
import { useScarabeo } from './controller.js';
import { TurnControls } from './controls.js';
import { useTileDrag } from './drag.js';
import { EndPanel } from './end.js';
import { HintList } from './hints.js';
import * as placement from './placement.js';
import { JollyPicker, RackView } from './rack.js';
import { ScoreBar } from './scores.js';
import type { ScarabeoSession } from './session.js';
import { SidePanel } from './side.js';

export interface GameProps {
  /** The game as it starts (or as a stored game was played, for its replay). */
  readonly start: ScarabeoSession;
  /** Where it is kept; absent for a stored game, which is only replayed. */
  readonly keeping?: Keeping;
  readonly dawg: Dawg;
  readonly onNew: () => void;
  /** A stored game from the server: only the replay, nothing to play or save. */
  readonly readOnly?: boolean;
  readonly title?: string;
}

/** The log line of the move that led to `after`. */
function logLine(after: ScarabeoState, names: readonly string[], sc: ReturnType<typeof useLang>['t']['sc']): string {
  const l = after.last;
  if (!l) return '';
  const name = names[l.player] ?? '?';
  switch (l.move.type) {
    case 'play':
      return sc.logPlay(name, formatMove(l.move), l.score, l.move.scored.words.join(', '));
    case 'exchange':
      return sc.logExchange(
        name,
        l.move.tiles.reduce((a, b) => a + b, 0),
      );
    case 'pass':
      return sc.logPass(name);
    case 'swap':
      return sc.logSwap(name, squareName(l.move.square));
  }
}

export function ScarabeoGame({ start, keeping, dawg, onNew, readOnly = false, title }: GameProps) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const g = useScarabeo(start, keeping, readOnly);
  const { state, rack, canAct, setMessage } = g;
  const boardRef = useRef<HTMLDivElement>(null);
  const at = g.session.at;

  // The turn's placements: a new turn (or another rack on screen) starts afresh.
  const turnKey = `${at}:${g.viewer ?? '-'}`;
  const [stored, setTurn] = useState<placement.Turn>(() => placement.freshTurn('', undefined));
  const turn = stored.key === turnKey ? stored : placement.freshTurn(turnKey, rack);
  const { placing } = turn;
  const update = useCallback(
    (fn: (turn: placement.Turn) => placement.Turn) =>
      setTurn((old) => fn(old.key === turnKey ? old : placement.freshTurn(turnKey, rack))),
    [turnKey, rack],
  );
  const withPlacing = (fn: (p: typeof placing) => typeof placing) => update((l) => ({ ...l, placing: fn(l.placing) }));

  // The preview: the placed tiles as a play, checked by the rules, with its score or the rule it breaks.
  const preview = useMemo(() => {
    if (!g.view || placing.placed.length === 0) return undefined;
    const checked = previewPlay(placing, g.view, dawg);
    return checked.ok
      ? { ok: true as const, scored: checked.value }
      : { ok: false as const, text: describeScarabeoError(checked.error, lang) };
  }, [g.view, placing, dawg, lang]);

  const place = (slot: number, square: number) => {
    if (!canAct) return;
    setMessage(undefined);
    update((l) => placement.place(l, state.cells, slot, square));
  };
  const clickTile = (slot: number) =>
    canAct &&
    update((l) =>
      l.placing.exchange ? { ...l, placing: toggleExchange(l.placing, slot) } : placement.select(l, slot),
    );

  const drag = useTileDrag({
    code: (slot, from) =>
      from !== undefined
        ? (placing.placed.find((p) => p.square === from)?.cell ?? 0) & LETTER_MASK
        : (placing.order[slot] ?? 0),
    drop: (slot, square) => place(slot, square),
    takeBack: (slot) => withPlacing((p) => takeBack(p, slot)),
    click: clickTile,
  });

  const confirm = () => {
    if (!canAct || !preview) return;
    if (!preview.ok) setMessage(preview.text);
    else g.apply(at, playNotation(preview.scored));
  };

  const onSquare = (square: number) => {
    if (g.replayAt !== undefined) return;
    if (!canAct) {
      if (!g.over && !readOnly) setMessage(sc.notYourTurn);
      return;
    }
    const pending = placing.placed.some((p) => p.square === square);
    if (turn.selected !== undefined && !pending) place(turn.selected, square);
    else if (!pending) {
      update((l) => placement.pointCursor(l, square));
      boardRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canAct || placing.picker || e.ctrlKey || e.metaKey || e.altKey) return;
    const r = placement.boardKey(turn, state.cells, e.key);
    if (r.kind === 'ignored') return;
    e.preventDefault();
    if (r.kind === 'turn') {
      setMessage(undefined);
      setTurn(r.turn);
    } else if (r.kind === 'confirm') confirm();
    else if (r.kind === 'not-on-rack') setMessage(sc.notOnRack(r.letter));
    else setMessage(describeScarabeoError({ code: 'bad-letter', text: r.letter, letter: r.letter }, lang));
  };

  const placeHint = (move: string) => {
    if (!canAct || !g.view) return;
    const r = placeNotation(placing, g.view, move, dawg);
    if (!r.ok) return;
    setMessage(undefined);
    update((l) => ({ ...l, placing: r.value, selected: undefined }));
  };

  const askHints = () => {
    const asked = canAct ? g.hints() : undefined;
    if (!asked) return;
    update((l) => ({ ...l, hints: 'working' }));
    void asked.then((reply) => {
      setTurn((l) => (l.key === turnKey ? { ...l, hints: reply.hints ?? [] } : l));
      if (reply.error) setMessage(sc.aiFailed(reply.error));
    });
  };

  const exchange = () => {
    const text = canAct ? exchangeNotation(placing) : undefined;
    if (text) g.apply(at, text);
  };

  const replayAt = g.replayAt;
  const shown = replayAt !== undefined ? (g.states[replayAt] as ScarabeoState) : state;
  const lastMove = shown.last?.move;
  const lastSquares = new Set(lastMove?.type === 'play' ? lastMove.scored.placed.map((p) => p.square) : []);
  const swaps = canAct && g.view ? jollySwaps(g.view) : [];
  const names = g.seats.map((s) => s.name);
  const log = g.states.slice(1).map((after) => logLine(after, names, sc));
  const end = state.end;
  const winners = end ? end.winners.map((w) => names[w] ?? '?') : undefined;
  const mover = g.mover;

  return (
    <div
      className="sc"
      data-testid="sc-game"
      data-moves={g.moves.join('|')}
      data-turn={g.over ? 'over' : canAct ? 'person' : mover?.kind === 'computer' ? 'computer' : 'waiting'}
      data-to-move={g.toMove}
      data-bag={state.bag.length}
      data-ai-ms={g.aiMs.join(' ')}
      data-ai-wall={g.aiWall.join(' ')}
      data-ai-median={g.medianMs ?? ''}
      data-scores={state.scores.join(' ')}
    >
      <h1 className="visually-hidden">{t.games.scarabeo.title}</h1>
      <Notice text={g.notice} onClose={g.clearNotice} />
      <ScoreBar
        seats={g.seats}
        scores={shown.scores}
        racks={shown.racks}
        toMove={g.toMove}
        winners={winners}
        thinking={g.thinking}
        {...(g.progress === undefined ? {} : { progress: g.progress })}
        currentScore={state.scores[g.toMove] ?? 0}
      />
      {title && <p className="muted sc-title">{title}</p>}
      <div className="sc-layout">
        <div className="sc-main">
          <ScarabeoBoard
            cells={shown.cells}
            pending={replayAt === undefined ? placing.placed : []}
            last={lastSquares}
            cursor={canAct ? turn.cursor : undefined}
            interactive={canAct}
            onSquare={onSquare}
            onPendingDown={(p, e) => canAct && !placing.exchange && drag.start(p.slot, p.square, e)}
            onKeyDown={onKeyDown}
            boardRef={boardRef}
          />
          {/* Beside the board on a wide screen, below it on a narrow one: the rack and the buttons come first, so
              a message or the hint list never pushes them away. */}
          <div className="sc-turn">
            {replayAt !== undefined ? (
              <ReplayBar
                at={replayAt}
                total={g.states.length - 1}
                line={log[replayAt - 1]}
                onGo={g.setReplayAt}
                onClose={readOnly ? undefined : () => g.setReplayAt(undefined)}
                closeLabel={sc.backToGame}
                globalKeys
              />
            ) : (
              <>
                {rack && !g.over && (
                  <RackView
                    title={g.persons.length === 1 ? sc.rack : sc.rackOf(names[g.viewer ?? 0] ?? '')}
                    turn={turn}
                    enabled={canAct}
                    onTile={clickTile}
                    onTileDown={(slot, e) => canAct && !placing.exchange && drag.start(slot, undefined, e)}
                  />
                )}
                {canAct && placing.picker && (
                  <JollyPicker
                    onPick={(letter) => withPlacing((p) => pickJolly(p, letter))}
                    onCancel={() => withPlacing((p) => ({ ...p, picker: undefined }))}
                  />
                )}
                {canAct && (
                  <TurnControls
                    exchanging={placing.exchange?.size}
                    canConfirm={!!preview?.ok}
                    placedCount={placing.placed.length}
                    bagCount={state.bag.length}
                    swaps={swaps}
                    actions={{
                      confirm,
                      undoTile: () => withPlacing((p) => ({ ...p, placed: p.placed.slice(0, -1) })),
                      recall: () => update((l) => ({ ...l, placing: clearPlacing(l.placing), selected: undefined })),
                      shuffle: () => update((l) => placement.shuffleRack(l)),
                      hints: askHints,
                      auto: g.autoPlay,
                      startExchange: () =>
                        update((l) => ({
                          ...l,
                          placing: { ...clearPlacing(l.placing), exchange: new Set() },
                          selected: undefined,
                        })),
                      cancelExchange: () => withPlacing(clearPlacing),
                      exchange,
                      pass: () => g.apply(at, 'pass'),
                      swap: (square) => canAct && g.apply(at, `swap ${squareName(square)}`),
                    }}
                  />
                )}
                <div className="sc-preview" data-testid="sc-preview" aria-live="polite">
                  {preview?.ok ? (
                    <span className="good" data-testid="sc-preview-score" data-score={preview.scored.score}>
                      {sc.previewScore(preview.scored.score, preview.scored.words.join(', '))}
                    </span>
                  ) : preview ? (
                    <span className="bad" data-testid="sc-preview-error">
                      {preview.text}
                    </span>
                  ) : canAct ? (
                    <span className="muted">{sc.placeHint}</span>
                  ) : null}
                </div>
                {g.message && (
                  <p className="error" data-testid="sc-message" role="alert">
                    {g.message}
                  </p>
                )}
                {g.hotSeat && g.personToMove && g.viewer === undefined && (
                  <div className="notice sc-handover" data-testid="sc-handover">
                    <span>{sc.passDevice(mover?.name ?? '?')}</span>
                    <button type="button" className="button primary" data-testid="sc-show-rack" onClick={g.reveal}>
                      {sc.showRack(mover?.name ?? '?')}
                    </button>
                  </div>
                )}
                {canAct && turn.hints && <HintList hints={turn.hints} onPick={placeHint} />}
              </>
            )}
            {end && winners && replayAt === undefined && (
              <EndPanel
                end={end}
                seats={g.seats}
                racks={state.racks}
                scores={state.scores}
                winners={winners}
                saving={g.saving}
                onRetry={g.retrySaving}
                onReplay={() => g.setReplayAt(0)}
                onNew={onNew}
              />
            )}
          </div>
        </div>
        <SidePanel
          bagCount={shown.bag.length}
          unseen={replayAt === undefined ? g.unseen : undefined}
          watch={g.watch}
          log={log}
          logCurrent={replayAt}
          onNew={!g.over && !readOnly ? onNew : undefined}
          gameId={gameIdOf(g.session)}
          onUndo={g.undo}
          onRedo={g.redo}
        />
      </div>
      {drag.ghost && (
        <span className="sc-tile sc-ghost" style={{ left: drag.ghost.x, top: drag.ghost.y }} aria-hidden="true">
          <TileFace code={drag.ghost.code} />
        </span>
      )}
    </div>
  );
}
