// An online Scarabeo game's board: the seat's view from the server (the board, its own rack only, counts of the
// rest) drawn by Scarabeo's own board and rack; tiles are placed by drag and drop, clicks or the keyboard as in a
// local game, checked with the lexicon for the preview, and the play, exchange or pass is sent to the server.
// No hints and no "play for me" against people. A spectator sees no rack until the game is over; then the end
// panel of a local game shows the reason, every rack left and the settlement.
import { useMemo, useState } from 'react';
import { letterOf } from '../../games/scarabeo/alphabet.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { parseParams } from '../../games/scarabeo/params.js';
import { unseenTiles } from '../../games/scarabeo/state.js';
import type { OnlineScarabeoView } from '../../online/views.js';
import { rackOrder } from '../../session/scarabeo.js';
import { type LogEntry, publicLog } from '../../session/scarabeoLog.js';
import { useLang } from '../i18n.js';
import { ScarabeoBoard } from '../scarabeo/board.js';
import { TurnControls } from '../scarabeo/controls.js';
import { EndPanel } from '../scarabeo/end.js';
import { logText } from '../scarabeo/logText.js';
import { JollyPicker, RackView } from '../scarabeo/rack.js';
import { Unseen } from '../scarabeo/side.js';
import { useLexicon } from '../scarabeo/useLexicon.js';
import { DragGhost, PreviewLine, usePlacement } from '../scarabeo/usePlacement.js';
import type { Snapshot } from './client.js';
import type { FaceProps } from './face.js';
import { MoveList } from './moves.js';
import { lastPlaySquares, scarabeoView } from './scarabeoView.js';

export function ScarabeoFace(props: FaceProps) {
  const { t } = useLang();
  const decoded = useMemo(() => scarabeoView(props.snapshot), [props.snapshot]);
  const params = parseParams(props.snapshot.params);
  const { dawg, error } = useLexicon(params.ok ? params.value.lexicon : 'standard');
  if (typeof decoded === 'string') {
    return (
      <p className="error" role="alert">
        {decoded}
      </p>
    );
  }
  if (error) {
    return (
      <p className="error" role="alert">
        {t.sc.lexiconFailed(error)}
      </p>
    );
  }
  return <ScarabeoTable {...props} view={decoded} dawg={dawg} />;
}

function ScarabeoTable({
  snapshot,
  canMove,
  busy,
  onMove,
  names,
  view,
  dawg,
}: FaceProps & { view: OnlineScarabeoView; dawg: Dawg | undefined }) {
  const { t } = useLang();
  const sc = t.sc;
  const [message, setMessage] = useState<string | undefined>();
  const over = snapshot.status === 'over';
  const canAct = canMove && !busy && view.hasRack && !over;
  const rack = view.hasRack ? view.rack : undefined;
  // What this seat has not seen, as the local game shows it: from its own rack and the board only (the server
  // never sends another seat's rack before the end). A spectator has no rack, so nothing to count from.
  const unseen = useMemo(() => (rack && !over ? unseenTiles(view.cells, rack) : undefined), [rack, over, view.cells]);

  // The turn's placements: each new version of the game (or a new rack) starts afresh.
  const placer = usePlacement({
    turnKey: `${snapshot.version}:${rack ? rackOrder(rack).join(',') : '-'}`,
    rack,
    cells: view.cells,
    view: view.hasRack ? view : undefined,
    dawg,
    canAct,
    sayNotYourTurn: !over && view.hasRack && !busy,
    setMessage,
    send: (text) => {
      setMessage(undefined);
      onMove(text);
    },
  });
  const { turn, placing } = placer;
  // The last move in words, as the log writes it ("Bo passes", not the notation's "pass"), once the lexicon that
  // scores the log is loaded; the server's notation and score until then.
  const entries = usePublicLog(snapshot, dawg);
  const lastEntry = entries[entries.length - 1];
  const last = lastEntry ? logText(lastEntry, names, sc) : undefined;

  return (
    <div
      className="sc online-sc"
      data-testid="online-scarabeo"
      data-rack={rack ? turn.placing.order.map((c) => (c === 0 ? '?' : letterOf(c))).join('') : ''}
      data-bag={view.bagCount}
      data-scores={view.scores.join(' ')}
    >
      <p className="muted online-bag" data-testid="online-bag">
        {sc.bag(view.bagCount)}
        {last
          ? ` · ${t.ol.lastMove(last)}`
          : view.lastMove &&
            ` · ${t.ol.lastPlay(names[view.lastMove.player] ?? '?', view.lastMove.move, view.lastMove.score)}`}
      </p>
      <div className="sc-main">
        <ScarabeoBoard cells={view.cells} {...placer.board} last={lastPlaySquares(view)} />
        <div className="sc-turn">
          {rack && !over && <RackView title={sc.rack} {...placer.rack} />}
          {canAct && placing.picker && <JollyPicker {...placer.jolly} />}
          {canAct && (
            <TurnControls
              exchanging={placing.exchange?.size}
              canConfirm={!!placer.preview?.ok}
              placedCount={placing.placed.length}
              bagCount={view.bagCount}
              swaps={placer.swaps}
              actions={placer.actions}
            />
          )}
          {canAct && <PreviewLine preview={placer.preview} canAct loading={!dawg} />}
          {unseen && <Unseen unseen={unseen} />}
          {message && (
            <p className="error" data-testid="online-move-error" role="alert">
              {message}
            </p>
          )}
          {over && view.end && view.racks && (
            <EndPanel end={view.end} names={names} racks={view.racks} scores={view.scores} />
          )}
        </div>
      </div>
      <DragGhost ghost={placer.ghost} />
    </div>
  );
}

/**
 * The game's public moves as the local game logs them (points and words), once the lexicon that scores them is
 * loaded (none before); rebuilt when a move arrives, not on every drawing.
 */
function usePublicLog(snapshot: Snapshot, dawg: Dawg | undefined): LogEntry[] {
  return useMemo(() => {
    const params = parseParams(snapshot.params);
    return params.ok && dawg && snapshot.moves.length > 0 ? publicLog(params.value, snapshot.moves, dawg) : [];
  }, [snapshot.params, snapshot.moves, dawg]);
}

/** The moves as the local game logs them (points and words), once the lexicon that scores them is loaded. */
export function ScarabeoMoveList({ snapshot, names }: { snapshot: Snapshot; names: readonly string[] }) {
  const { t } = useLang();
  const params = parseParams(snapshot.params);
  const { dawg } = useLexicon(params.ok ? params.value.lexicon : 'standard');
  const lines = usePublicLog(snapshot, dawg).map((e) => logText(e, names, t.sc));
  return <MoveList moves={snapshot.moves} names={names} seats={snapshot.seats.length} lines={lines} />;
}
