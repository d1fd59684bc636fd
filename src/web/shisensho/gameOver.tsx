// Shisen-Sho's stats (tiles and pairs left, time, hints and scrambles), its aids (hint, scramble, same kind), and
// the end of a game over the board: the win with its time, rank and the record's way to the server; or stuck,
// with what can be done: a scramble, an undo or a restart (when pairs were removed), a new game.

import { otherDay } from '../deals.js';
import { formatTime } from '../formatDate.js';
import { useLang } from '../i18n.js';
import { NameForm, type Saving, SavingStatus } from '../saving.js';

export function Stats(props: { tilesLeft: number; pairs: number; ms: number; hints: number; scrambles: number }) {
  const { t } = useLang();
  return (
    <dl className="stats">
      <div>
        <dt>{t.ss.tilesLeft}</dt>
        <dd data-testid="tiles-left">{props.tilesLeft}</dd>
      </div>
      <div>
        <dt>{t.ss.pairsAvailable}</dt>
        <dd data-testid="pairs-available">{props.pairs}</dd>
      </div>
      <div>
        <dt>{t.ss.time}</dt>
        <dd data-testid="time">{formatTime(props.ms)}</dd>
      </div>
      <div>
        <dt>{t.ss.hintsScrambles}</dt>
        <dd>
          <span data-testid="hints-used">{props.hints}</span> · <span data-testid="scrambles">{props.scrambles}</span>
        </dd>
      </div>
    </dl>
  );
}

export function Won(props: {
  ms: number;
  hints: number;
  scrambles: number;
  /** The rank among this browser's best times. */
  rank?: number;
  saving: Saving;
  /** No name yet to post the win under: asked here (with the last attempt's complaint). */
  askName?: { readonly error?: string };
  onName: (name: string) => void;
  onRetry: () => void;
  onNewGame: () => void;
  onShowBoard: () => void;
}) {
  const { t, lang } = useLang();
  const { saving } = props;
  return (
    <div className="game-over" role="status" data-testid="game-over">
      <h2>{t.ss.won}</h2>
      <p className="final" data-testid="win-line">
        {t.ss.wonLine(formatTime(props.ms), props.hints, props.scrambles)}
      </p>
      {props.rank !== undefined && <p data-testid="best-rank">{t.ss.rankLine(props.rank)}</p>}
      {props.askName && <NameForm id="ss-player" player="" error={props.askName.error} onName={props.onName} />}
      <SavingStatus
        saving={saving}
        text={{
          saving: t.ss.saving,
          saved:
            saving.kind !== 'saved'
              ? null
              : saving.daily && typeof saving.rank === 'number'
                ? t.ss.savedDaily(saving.rank, otherDay(saving.daily, lang))
                : t.ss.saved(saving.rank ?? null),
          retry: t.ss.retry,
        }}
        testIds={{ saving: 'ss-saving', saved: 'ss-saved', failed: 'ss-save-failed' }}
        onRetry={props.onRetry}
      />
      <div className="row">
        <button type="button" className="primary" onClick={props.onNewGame}>
          {t.newGame}
        </button>
        <button type="button" onClick={props.onShowBoard}>
          {t.ss.showBoard}
        </button>
      </div>
    </div>
  );
}

export function Stuck(props: {
  tilesLeft: number;
  onScramble: () => void;
  /** Absent when no pair has been removed yet (a deal stuck from the start): there is nothing to undo. */
  onUndo?: () => void;
  onRestart?: () => void;
  onNewGame: () => void;
  onShowBoard: () => void;
}) {
  const { t } = useLang();
  return (
    <div className="game-over" role="status" data-testid="game-over">
      <h2>{t.ss.stuck}</h2>
      <p>{props.onUndo ? t.ss.stuckLine(props.tilesLeft) : t.ss.stuckAtStart(props.tilesLeft)}</p>
      <div className="row">
        <button type="button" className="primary" onClick={props.onScramble} data-testid="stuck-scramble">
          {t.ss.scramble}
        </button>
        {props.onUndo && (
          <button type="button" onClick={props.onUndo} data-testid="stuck-undo">
            {t.undo}
          </button>
        )}
        {props.onRestart && (
          <button type="button" onClick={props.onRestart} data-testid="stuck-restart">
            {t.restart}
          </button>
        )}
        <button type="button" onClick={props.onNewGame} data-testid="stuck-new">
          {t.newGame}
        </button>
        <button type="button" onClick={props.onShowBoard}>
          {t.ss.showBoard}
        </button>
      </div>
    </div>
  );
}

/** Hint, scramble, the same-kind highlight and a new game. */
export function Aids(props: {
  hintBusy: boolean;
  /** The board is empty: nothing to hint, scramble or show by kind. */
  cleared: boolean;
  kindShown: boolean;
  onHint: () => void;
  onScramble: () => void;
  onKind: () => void;
  onNewGame: () => void;
}) {
  const { t } = useLang();
  return (
    <div className="row">
      <button
        type="button"
        onClick={props.onHint}
        disabled={props.hintBusy || props.cleared}
        aria-keyshortcuts="H"
        data-testid="hint"
      >
        {props.hintBusy ? t.thinking : t.hint}
      </button>
      <button
        type="button"
        onClick={props.onScramble}
        disabled={props.cleared}
        aria-keyshortcuts="S"
        data-testid="scramble"
      >
        {t.ss.scramble}
      </button>
      <button
        type="button"
        onClick={props.onKind}
        disabled={props.cleared}
        aria-pressed={props.kindShown}
        aria-keyshortcuts="K"
        data-testid="same-kind"
      >
        {t.ss.sameKind}
      </button>
      <button type="button" className="primary" onClick={props.onNewGame}>
        {t.newGame}
      </button>
    </div>
  );
}
