// A Scarabeo game on the page: the controller (controller.ts) and the turn's placements (usePlacement.tsx) drawn as
// the score bar, the board, the preview, the rack, the turn controls, the hint list, the end and the replay,
// and the side panel; tiles move by drag and drop, clicks, or the keyboard.
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { ScarabeoState } from '../../games/scarabeo/state.js';
import { gameIdOf } from '../../session/index.js';
import { placeNotation } from '../../session/scarabeo.js';
import { logEntry } from '../../session/scarabeoLog.js';
import { Notice, useTitle } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { ReplayBar } from '../replay/bar.js';
import type { Keeping } from '../useSession.js';
import { ScarabeoBoard } from './board.js';
import { useScarabeo } from './controller.js';
import { TurnControls } from './controls.js';
import { EndPanel } from './end.js';
import { HintList } from './hints.js';
import { logText } from './logText.js';
import { JollyPicker, RackView } from './rack.js';
import { ScoreBar } from './scores.js';
import type { ScarabeoSession } from './session.js';
import { SidePanel } from './side.js';
import { DragGhost, PreviewLine, usePlacement } from './usePlacement.js';

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

export function ScarabeoGame({ start, keeping, dawg, onNew, readOnly = false, title }: GameProps) {
  const { t } = useLang();
  const sc = t.sc;
  const g = useScarabeo(start, keeping, readOnly);
  const { state, rack, canAct, setMessage } = g;
  const at = g.session.at;
  // A replay's page names its own tab; a game in play is named by its id (an example by the game).
  const gameId = gameIdOf(g.session);
  useTitle(readOnly ? (title ?? t.games.scarabeo.title) : (gameId ?? t.games.scarabeo.title));

  // The turn's placements: a new turn (or another rack on screen) starts afresh.
  const placer = usePlacement({
    turnKey: `${at}:${g.viewer ?? '-'}`,
    rack,
    cells: state.cells,
    view: g.view,
    dawg,
    canAct,
    sayNotYourTurn: g.replayAt === undefined && !g.over && !readOnly,
    setMessage,
    send: (text) => g.apply(at, text),
  });
  const { turn, placing } = placer;

  const placeHint = (move: string) => {
    if (!canAct || !g.view) return;
    const r = placeNotation(placing, g.view, move, dawg);
    if (!r.ok) return;
    setMessage(undefined);
    placer.update((l) => ({ ...l, placing: r.value, selected: undefined }));
  };

  const askHints = () => {
    const asked = canAct ? g.hints() : undefined;
    if (!asked) return;
    const key = turn.key;
    placer.update((l) => ({ ...l, hints: 'working' }));
    void asked.then((reply) => {
      placer.setTurn((l) => (l.key === key ? { ...l, hints: reply.hints ?? [] } : l));
      if (reply.error) setMessage(sc.aiFailed(reply.error));
    });
  };

  const replayAt = g.replayAt;
  const shown = replayAt !== undefined ? (g.states[replayAt] as ScarabeoState) : state;
  const lastMove = shown.last?.move;
  const lastSquares = new Set(lastMove?.type === 'play' ? lastMove.scored.placed.map((p) => p.square) : []);
  const names = g.seats.map((s) => s.name);
  const log = g.states.slice(1).map((after) => {
    const entry = logEntry(after);
    return entry ? logText(entry, names, sc) : '';
  });
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
            {...placer.board}
            pending={replayAt === undefined ? placing.placed : []}
            last={lastSquares}
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
                    {...placer.rack}
                  />
                )}
                {canAct && placing.picker && <JollyPicker {...placer.jolly} />}
                {canAct && (
                  <TurnControls
                    exchanging={placing.exchange?.size}
                    canConfirm={!!placer.preview?.ok}
                    placedCount={placing.placed.length}
                    bagCount={state.bag.length}
                    swaps={placer.swaps}
                    actions={{ ...placer.actions, hints: askHints, auto: g.autoPlay }}
                  />
                )}
                <PreviewLine preview={placer.preview} canAct={canAct} />
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
                names={names}
                racks={state.racks}
                scores={state.scores}
                local={{ saving: g.saving, onRetry: g.retrySaving, onReplay: () => g.setReplayAt(0), onNew }}
              />
            )}
          </div>
        </div>
        <SidePanel
          bagCount={shown.bag.length}
          unseen={replayAt === undefined ? g.unseen : undefined}
          watch={g.watch}
          lexicon={dawg}
          log={log}
          logCurrent={replayAt}
          onNew={!g.over && !readOnly ? onNew : undefined}
          gameId={gameId}
          onUndo={g.undo}
          onRedo={g.redo}
          onRestart={g.restart}
          restartAsks={!g.over}
          movesPlayed={at}
        />
      </div>
      <DragGhost ghost={placer.ghost} />
    </div>
  );
}
