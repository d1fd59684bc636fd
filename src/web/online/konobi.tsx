// An online Konobi game's board: the position replayed from the public moves (nothing is hidden in Konobi)
// drawn by Konobi's own board; a click, or a point typed in the move field, is checked by the engine and sent
// to the server, which plays it for everyone. The pie rule's swap; the legal points on request; a forced pass
// the server plays itself.
import { useMemo, useState } from 'react';
import { err, ok, type Result } from '../../core/result.js';
import {
  canSwap,
  checkMove,
  describeKonobiError,
  formatPoint,
  type KonobiState,
  konobi,
  lastMovePoint,
  legalPoints,
  newState,
  parseAnyPosition,
  parseParams,
  seatOf,
  winningChain,
} from '../../games/konobi/index.js';
import { type Dict, useLang } from '../i18n.js';
import { KonobiBoard } from '../konobi/board.js';
import type { FaceProps } from './face.js';

/** The position after the public moves; the view's position text when a move does not replay. */
export function konobiState(params: string, moves: readonly string[], view: unknown): Result<KonobiState, string> {
  const p = parseParams(params);
  if (!p.ok) return err(describeKonobiError(p.error));
  let state = newState(p.value);
  for (const text of moves) {
    const move = konobi.parseMove(state, text);
    if (!move.ok) {
      const position = typeof view === 'string' ? parseAnyPosition(view) : undefined;
      return position?.ok ? ok(position.value) : err(describeKonobiError(move.error));
    }
    state = konobi.play(state, move.value);
  }
  return ok(state);
}

/** The colour a seat plays now (the pie rule exchanges them). */
export function colourOfSeat(state: KonobiState, seat: number): 'black' | 'white' {
  return seatOf(state, 'black') === seat ? 'black' : 'white';
}

/**
 * The pie rule's swap in words, from the reader's side, while it is the last move: it exchanges the colours, so
 * the player who placed the first stone plays White from now on, which the board alone does not say.
 */
function swapNotice(state: KonobiState, seat: number | null, names: readonly string[], t: Dict): string | undefined {
  if (state.last?.move.type !== 'swap') return undefined;
  const swapper = seatOf(state, 'black');
  if (seat === swapper) return t.kb.youSwapped;
  const name = names[swapper] ?? t.kb.colour.black;
  return seat === null ? t.ol.swapped(name) : t.ol.swappedYours(name);
}

export function KonobiFace({ snapshot, canMove, onMove, busy, names }: FaceProps) {
  const { t, lang } = useLang();
  // A refusal answers the position it was made in: once the game moves on (a move, a resignation) it is dropped,
  // so "it is not your turn" does not stay under the board when the turn has come.
  const [refusal, setRefusal] = useState<{ text: string; version: number } | undefined>();
  const [typed, setTyped] = useState('');
  const [showLegal, setShowLegal] = useState(false);
  const replayed = useMemo(
    () => konobiState(snapshot.params, snapshot.moves, snapshot.view),
    [snapshot.params, snapshot.moves, snapshot.view],
  );
  const chain = useMemo(() => new Set(replayed.ok ? winningChain(replayed.value) : []), [replayed]);
  if (!replayed.ok) {
    return (
      <p className="error" role="alert">
        {replayed.error}
      </p>
    );
  }
  const state = replayed.value;
  const message = refusal?.version === snapshot.version ? refusal.text : undefined;
  const setMessage = (text: string | undefined) =>
    setRefusal(text === undefined ? undefined : { text, version: snapshot.version });
  const size = state.params.size;
  const lastPoint = lastMovePoint(state);
  const swapped = snapshot.status === 'over' ? undefined : swapNotice(state, snapshot.seat, names, t);

  const play = (point: number) => {
    if (!canMove) {
      if (snapshot.status === 'playing' && snapshot.seat !== null) setMessage(t.ol.errors['not-your-turn']);
      return;
    }
    const checked = checkMove(state, { type: 'place', point });
    if (!checked.ok) return setMessage(describeKonobiError(checked.error, lang));
    setMessage(undefined);
    setTyped('');
    onMove(formatPoint(size, point));
  };

  const playTyped = () => {
    const text = typed.trim().toLowerCase();
    if (!canMove) return setMessage(t.ol.errors['not-your-turn']);
    const move = konobi.parseMove(state, text);
    if (!move.ok) return setMessage(describeKonobiError(move.error, lang));
    setMessage(undefined);
    setTyped('');
    onMove(konobi.formatMove(state, move.value));
  };

  return (
    <div className="online-kb" data-testid="online-konobi" data-moves={snapshot.moves.join(' ')}>
      <div className="kb-board-wrap">
        <KonobiBoard
          state={state}
          legal={showLegal && canMove ? legalPoints(state) : undefined}
          chain={chain}
          lastPoint={lastPoint}
          label={t.kb.boardLabel(size)}
          onPoint={play}
          readOnly={snapshot.seat === null || snapshot.status === 'over'}
        />
      </div>
      {message && (
        <p className="error" role="alert" data-testid="online-move-error">
          {message}
        </p>
      )}
      {canMove && (
        <form
          className="row online-typed"
          onSubmit={(e) => {
            e.preventDefault();
            playTyped();
          }}
        >
          <label>
            {t.ol.typeMove}{' '}
            <input
              value={typed}
              size={6}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              data-testid="online-move-input"
            />
          </label>
          <button type="submit" className="button" disabled={busy} data-testid="online-move-play">
            {t.ol.playMove}
          </button>
          {canSwap(state) && (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => onMove('swap')}
              data-testid="online-swap"
            >
              {t.kb.swap}
            </button>
          )}
        </form>
      )}
      {canMove && canSwap(state) && <p className="notice">{t.kb.pieOffer}</p>}
      {swapped && (
        <p className="notice" role="status" data-testid="online-swapped">
          {swapped}
        </p>
      )}
      {snapshot.seat !== null && snapshot.status !== 'over' && (
        <label className="check online-legal">
          <input
            type="checkbox"
            checked={showLegal}
            onChange={(e) => setShowLegal(e.target.checked)}
            data-testid="online-show-legal"
          />
          {t.kb.showLegal}
        </label>
      )}
    </div>
  );
}
