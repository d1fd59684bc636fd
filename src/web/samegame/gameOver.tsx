// SameGame's end of game, over the field: cleared or stuck, the final score, and the game's way into the high
// scores (the name asked once, saving, the rank, or why not), then a new game or a look at the field.
import { otherDay } from '../deals.js';
import { formatNumber } from '../formatNumber.js';
import { useLang } from '../i18n.js';
import { NameForm } from '../saving.js';

/** Where the finished game stands with the high scores. */
export type Submission =
  | { readonly kind: 'idle' }
  | { readonly kind: 'ask'; readonly error?: string }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string };

export function GameOver(props: {
  readonly won: boolean;
  readonly score: number;
  readonly blocksLeft: number;
  /** The demo played in this game: it is not entered. */
  readonly assisted: boolean;
  /** The rank this line of moves got, once entered; null when it was stored but not ranked. */
  readonly rank?: number | null;
  /** The day of the daily board the rank is on (YYYY-MM-DD); null or absent: the settings' high scores. */
  readonly daily?: string | null;
  readonly submission: Submission;
  readonly player: string;
  readonly onName: (name: string) => void;
  readonly onNewGame: () => void;
  readonly onShowField: () => void;
}) {
  const { t, lang } = useLang();
  const { submission } = props;
  return (
    <div className="game-over" role="status" data-testid="game-over">
      <h2>{props.won ? t.won : t.lost}</h2>
      <p className="final">{t.finalScore(props.score)}</p>
      {!props.won && <p>{t.blocksRemaining(props.blocksLeft)}</p>}
      {props.assisted ? (
        <p className="muted">{t.notEntered}</p>
      ) : props.rank !== undefined ? (
        <p data-testid="saved-rank">
          {props.daily && props.rank !== null
            ? t.savedDailyRank(props.rank, otherDay(props.daily, lang))
            : t.savedRank(props.rank)}
        </p>
      ) : submission.kind === 'ask' ? (
        <NameForm id="sg-player" player={props.player} error={submission.error} onName={props.onName} />
      ) : submission.kind === 'saving' ? (
        <p>{t.saving}</p>
      ) : submission.kind === 'failed' ? (
        <p className="error">{submission.message}</p>
      ) : null}
      <div className="row">
        <button type="button" className="primary" onClick={props.onNewGame}>
          {t.newGame}
        </button>
        <button type="button" onClick={props.onShowField}>
          {t.showField}
        </button>
      </div>
    </div>
  );
}

/** Score, last move's points, blocks left, and the best score on the server for these settings. */
export function Stats(props: {
  readonly score: number;
  readonly lastPoints?: number;
  readonly blocksLeft: number;
  readonly best?: { readonly score: number; readonly player: string };
}) {
  const { t, lang } = useLang();
  return (
    <dl className="stats">
      <div>
        <dt>{t.score}</dt>
        <dd data-testid="score">{formatNumber(props.score, lang)}</dd>
      </div>
      <div>
        <dt>{t.lastMove}</dt>
        <dd data-testid="last-points">
          {props.lastPoints !== undefined ? `+${formatNumber(props.lastPoints, lang)}` : '–'}
        </dd>
      </div>
      <div>
        <dt>{t.blocksLeft}</dt>
        <dd data-testid="blocks-left">{formatNumber(props.blocksLeft, lang)}</dd>
      </div>
      <div>
        <dt>{t.best}</dt>
        <dd data-testid="best" title={props.best?.player}>
          {props.best ? formatNumber(props.best.score, lang) : t.noBest}
        </dd>
      </div>
    </dl>
  );
}
