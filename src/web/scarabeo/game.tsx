// A Scarabeo game on the page: the controller (controller.ts) and the turn's placements (placement.ts) drawn as
// the score bar, the board, the preview, the rack, the turn controls, the hint list, the end and the replay,
// and the side panel; tiles move by drag and drop, clicks, or the keyboard.
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { letterOf } from '../../games/scarabeo/alphabet.js';
import { LETTER_MASK, squareName } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { parsePlay } from '../../games/scarabeo/notation.js';
import { formatParams } from '../../games/scarabeo/params.js';
import { RACK_JOLLY } from '../../games/scarabeo/play.js';
import { checkPlay, playFromPlacements } from '../../games/scarabeo/rules.js';
import { formatMove, parseMove, type ScarabeoState } from '../../games/scarabeo/state.js';
import { jollySwaps } from '../../session/scarabeo.js';
import { useLang } from '../i18n.js';
import { ScarabeoBoard, TileFace } from './board.js';
import { useScarabeo } from './controller.js';
import { TurnControls } from './controls.js';
import { useTileDrag } from './drag.js';
import { EndPanel } from './end.js';
import { HintList } from './hints.js';
import * as placement from './placement.js';
import { JollyPicker, RackView } from './rack.js';
import { ReplayBar } from './replay.js';
import { ScoreBar } from './scores.js';
import type { ScarabeoSession } from './session.js';
import { SidePanel } from './side.js';

export interface GameProps {
  readonly initial: ScarabeoSession;
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

export function ScarabeoGame({ initial, dawg, onNew, readOnly = false, title }: GameProps) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const g = useScarabeo(initial, dawg, readOnly);
  const { state, rack, canAct, setMessage } = g;
  const boardRef = useRef<HTMLDivElement>(null);

  // The turn's placements: a new turn (or another rack on screen) starts afresh.
  const turnKey = `${g.states.length}:${g.viewer ?? '-'}`;
  const [stored, setTurn] = useState<placement.Turn>(() => placement.freshTurn('', undefined));
  const turn = stored.key === turnKey ? stored : placement.freshTurn(turnKey, rack);
  const update = useCallback(
    (fn: (turn: placement.Turn) => placement.Turn) =>
      setTurn((old) => fn(old.key === turnKey ? old : placement.freshTurn(turnKey, rack))),
    [turnKey, rack],
  );

  // The preview: the tiles placed as a play in notation, then the whole rule check with its score or reason.
  const preview = useMemo(() => {
    if (!state || !rack || turn.placed.length === 0) return undefined;
    const play = playFromPlacements(
      state.cells,
      turn.placed.map((p) => ({ square: p.square, cell: p.cell })),
    );
    if (!play.ok) return { ok: false as const, text: describeScarabeoError(play.error, lang) };
    const checked = checkPlay({ cells: state.cells, rules: state.params.rules }, rack, play.value, dawg);
    if (!checked.ok) return { ok: false as const, text: describeScarabeoError(checked.error, lang) };
    return { ok: true as const, scored: checked.value };
  }, [state, rack, turn.placed, dawg, lang]);

  const drag = useTileDrag({
    code: (slot, from) =>
      from !== undefined
        ? (turn.placed.find((p) => p.square === from)?.cell ?? 0) & LETTER_MASK
        : (turn.order[slot] ?? 0),
    drop: (slot, square, from) => place(slot, square, from),
    takeBack: (slot) => update((l) => placement.takeBack(l, slot)),
    click: (slot) => update((l) => placement.clickRackTile(l, slot)),
  });

  if (!state || !g.params) {
    const why = g.start.ok
      ? ''
      : g.start.error.code === 'no-example'
        ? 'no-example'
        : describeScarabeoError(g.start.error, lang);
    return (
      <p className="error" role="alert">
        {sc.recordMissing(why)}
      </p>
    );
  }

  function place(slot: number, square: number, from?: number) {
    if (!canAct || !state) return;
    setMessage(undefined);
    update((l) => placement.placeTile(l, state.cells, slot, square, from));
  }

  /** Plays a move typed as text (an exchange, a swap) through the engine's parser, or says why not. */
  const playText = (text: string) => {
    const move = parseMove(state, text, dawg);
    if (!move.ok) setMessage(describeScarabeoError(move.error, lang));
    else g.apply(g.session.moves, formatMove(move.value));
  };

  const confirm = () => {
    if (!canAct || !preview) return;
    if (!preview.ok) setMessage(preview.text);
    else g.apply(g.session.moves, formatMove({ type: 'play', scored: preview.scored }));
  };

  const onSquare = (square: number) => {
    if (g.replayAt !== undefined) return;
    if (!canAct) {
      if (!g.over && !readOnly) setMessage(sc.notYourTurn);
      return;
    }
    const pending = turn.placed.some((p) => p.square === square);
    if (turn.selected !== undefined && !pending) place(turn.selected, square);
    else if (!pending) {
      update((l) => placement.pointCursor(l, square));
      boardRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canAct || turn.picker || e.ctrlKey || e.metaKey || e.altKey) return;
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
    if (!canAct || !rack) return;
    const play = parsePlay(move);
    if (!play.ok) return;
    const checked = checkPlay({ cells: state.cells, rules: state.params.rules }, rack, play.value, dawg);
    const placed = checked.ok ? placement.placementsOf(turn, checked.value) : undefined;
    if (!placed) return;
    setMessage(undefined);
    update((l) => ({ ...l, placed, selected: undefined, exchange: undefined }));
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
    if (!canAct || !turn.exchange) return;
    const letters = [...turn.exchange].map((slot) => {
      const c = turn.order[slot] ?? 0;
      return c === RACK_JOLLY ? '?' : letterOf(c);
    });
    playText(`exchange ${letters.join('')}`);
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
      data-moves={g.session.moves.join('|')}
      data-turn={g.over ? 'over' : canAct ? 'person' : mover?.kind === 'computer' ? 'computer' : 'waiting'}
      data-to-move={g.toMove}
      data-bag={state.bag.length}
      data-ai-ms={g.aiMs.join(' ')}
      data-ai-wall={g.aiWall.join(' ')}
      data-ai-median={g.medianMs ?? ''}
      data-scores={state.scores.join(' ')}
    >
      <ScoreBar
        seats={g.seats}
        scores={shown.scores}
        racks={shown.racks}
        toMove={g.toMove}
        winners={winners}
        thinking={g.thinking}
        currentScore={state.scores[g.toMove] ?? 0}
      />
      {title && <p className="muted sc-title">{title}</p>}
      <div className="sc-layout">
        <div className="sc-main">
          <ScarabeoBoard
            cells={shown.cells}
            pending={replayAt === undefined ? turn.placed : []}
            last={lastSquares}
            cursor={canAct ? turn.cursor : undefined}
            interactive={canAct}
            onSquare={onSquare}
            onPendingDown={(p, e) => canAct && !turn.exchange && drag.start(p.slot, p.square, e)}
            onKeyDown={onKeyDown}
            boardRef={boardRef}
          />
          {replayAt !== undefined ? (
            <ReplayBar
              at={replayAt}
              total={g.states.length - 1}
              line={log[replayAt - 1]}
              onGo={g.setReplayAt}
              onClose={readOnly ? undefined : () => g.setReplayAt(undefined)}
            />
          ) : (
            <>
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
              {rack && !g.over && (
                <RackView
                  title={g.persons.length === 1 ? sc.rack : sc.rackOf(names[g.viewer ?? 0] ?? '')}
                  turn={turn}
                  enabled={canAct}
                  onTile={(slot) => canAct && update((l) => placement.clickRackTile(l, slot))}
                  onTileDown={(slot, e) => canAct && !turn.exchange && drag.start(slot, undefined, e)}
                />
              )}
              {canAct && turn.picker && (
                <JollyPicker
                  onPick={(letter) => update((l) => placement.pickJollyLetter(l, letter))}
                  onCancel={() => update((l) => ({ ...l, picker: undefined }))}
                />
              )}
              {canAct && (
                <TurnControls
                  exchanging={turn.exchange?.size}
                  canConfirm={!!preview?.ok}
                  placedCount={turn.placed.length}
                  bagCount={state.bag.length}
                  swaps={swaps}
                  actions={{
                    confirm,
                    undoTile: () => update((l) => ({ ...l, placed: l.placed.slice(0, -1) })),
                    recall: () => update((l) => ({ ...l, placed: [], selected: undefined })),
                    shuffle: () => update((l) => placement.shuffleRack(l)),
                    hints: askHints,
                    auto: g.autoPlay,
                    startExchange: () =>
                      update((l) => ({ ...l, placed: [], exchange: new Set(), selected: undefined })),
                    cancelExchange: () => update((l) => ({ ...l, exchange: undefined })),
                    exchange,
                    pass: () => g.apply(g.session.moves, 'pass'),
                    swap: (square) => canAct && playText(`swap ${squareName(square)}`),
                  }}
                />
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
        <SidePanel
          bagCount={shown.bag.length}
          unseen={replayAt === undefined ? g.unseen : undefined}
          watch={g.watch}
          log={log}
          logCurrent={replayAt}
          onNew={!g.over && !readOnly ? onNew : undefined}
          gameId={g.session.seed !== undefined ? `scarabeo:${formatParams(g.params)}#${g.session.seed}` : undefined}
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
