// Scarabeo's side panel: the bag, the tiles this seat has not seen, the watch controls when only computers play,
// the move log, and the game's id.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LETTERS } from '../../games/scarabeo/alphabet.js';
import { checkWord, type Dawg } from '../../games/scarabeo/dawg.js';
import { RACK_JOLLY, type Rack } from '../../games/scarabeo/play.js';
import { ConfirmDialog } from '../abandon.js';
import { CopyIdButton } from '../gamePage.js';
import { useLang } from '../i18n.js';

export const SPEEDS = { slow: 2000, normal: 800, fast: 250, fastest: 0 } as const;
export type Speed = keyof typeof SPEEDS;

/** The tiles a seat has not seen (the bag and the other racks together), from its own rack and the board. */
export function Unseen({ unseen }: { unseen: Rack }) {
  const { sc } = useLang().t;
  return (
    <div className="sc-unseen" data-testid="sc-unseen">
      <h2>{sc.unseen}</h2>
      <ul>
        {[...LETTERS].map((l, i) =>
          (unseen[i + 1] as number) > 0 ? (
            <li key={l} data-letter={l}>
              {l}
              <sub>{unseen[i + 1]}</sub>
            </li>
          ) : null,
        )}
        {(unseen[RACK_JOLLY] as number) > 0 && (
          <li data-letter="?">
            ?<sub>{unseen[RACK_JOLLY]}</sub>
          </li>
        )}
      </ul>
    </div>
  );
}

/** "Is this a word": answered from the lexicon the page loaded for the computer player, said to a screen reader. */
function WordCheck({ dawg }: { dawg: Dawg }) {
  const { sc } = useLang().t;
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<{ text: string; valid: boolean } | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setAnswer({ text: sc.checkEmpty, valid: false });
      return;
    }
    const r = checkWord(dawg, typed.trim());
    const text = r.valid ? sc.isWord(r.word) : r.bad !== undefined ? sc.notLetter(r.word, r.bad) : sc.notWord(r.word);
    setAnswer({ text, valid: r.valid });
  };
  return (
    <form className="sc-check" data-testid="sc-check" onSubmit={onSubmit}>
      <h2 id="sc-check-title">{sc.checkTitle}</h2>
      <div className="row">
        <label htmlFor="sc-check-input" className="visually-hidden">
          {sc.checkField}
        </label>
        <input
          id="sc-check-input"
          data-testid="sc-check-input"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby="sc-check-answer"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size={12}
          maxLength={30}
        />
        <button type="submit" className="button" data-testid="sc-check-button">
          {sc.checkButton}
        </button>
      </div>
      <p
        id="sc-check-answer"
        className={`sc-check-answer${answer && !answer.valid ? ' sc-check-no' : ''}`}
        data-testid="sc-check-answer"
        aria-live="polite"
        aria-atomic="true"
      >
        {answer?.text ?? ''}
      </p>
    </form>
  );
}

/** The pause and speed of a game between computers. */
export interface Watch {
  readonly paused: boolean;
  readonly speed: Speed;
  readonly onPause: () => void;
  readonly onSpeed: (speed: Speed) => void;
}

function WatchControls({ watch }: { watch: Watch }) {
  const { sc } = useLang().t;
  return (
    <div className="sc-watch row" data-testid="sc-watch">
      <button type="button" className="button" data-testid="sc-pause" onClick={watch.onPause}>
        {watch.paused ? sc.resumeWatch : sc.pause}
      </button>
      <label>
        {sc.speed}{' '}
        <select value={watch.speed} data-testid="sc-speed" onChange={(e) => watch.onSpeed(e.target.value as Speed)}>
          {(Object.keys(SPEEDS) as Speed[]).map((s) => (
            <option key={s} value={s}>
              {sc.speeds[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function MoveLog({ lines, current }: { lines: readonly string[]; current?: number }) {
  const { sc } = useLang().t;
  const list = useRef<HTMLOListElement>(null);
  // The log follows the game: the current move (a replay's) or else the latest is scrolled into the list's view,
  // moving only the list, never the page, so a long game does not leave the log showing its first moves.
  const shown = current ?? lines.length;
  useEffect(() => {
    const ol = list.current;
    const item = ol?.children[shown - 1] as HTMLElement | undefined;
    if (!ol || !item) return;
    const top = item.offsetTop - ol.offsetTop;
    if (top < ol.scrollTop) ol.scrollTop = top;
    else if (top + item.offsetHeight > ol.scrollTop + ol.clientHeight) {
      ol.scrollTop = top + item.offsetHeight - ol.clientHeight;
    }
  }, [shown]);
  return (
    <div className="sc-log">
      <h2 id="sc-log-title">{sc.log}</h2>
      {lines.length === 0 ? (
        <p className="muted">{sc.logEmpty}</p>
      ) : (
        // A long log scrolls: it is a tab stop so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <ol ref={list} data-testid="sc-log" tabIndex={0} aria-labelledby="sc-log-title">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a line is its move number.
            <li key={i} className={current === i + 1 ? 'current' : undefined}>
              {line}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Asks before a restart takes the game in progress back to its first move (Escape keeps playing). */
function RestartDialog(props: { moves: number; onRestart: () => void; onKeep: () => void }) {
  const { sc } = useLang().t;
  return (
    <ConfirmDialog
      title={sc.restartTitle}
      text={sc.restartText(props.moves)}
      keepLabel={sc.restartKeep}
      confirmLabel={sc.restartConfirm}
      testId="sc-restart"
      onConfirm={props.onRestart}
      onKeep={props.onKeep}
    />
  );
}

/** Restart, disabled at the first move; it asks first while the game is in progress. */
function RestartButton(props: { onRestart?: () => void; asks: boolean; moves: number }) {
  const { t } = useLang();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { onRestart } = props;
  /** Set when the dialog closes: the focus goes back to Restart once the dialog has gone (its closing moves it). */
  const refocus = useRef(false);
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [asking]);
  const close = () => {
    refocus.current = true;
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className="button"
        ref={button}
        disabled={!onRestart}
        data-testid="sc-restart"
        onClick={() => (props.asks ? setAsking(true) : onRestart?.())}
      >
        {t.restart}
      </button>
      {asking && onRestart && (
        <RestartDialog
          moves={props.moves}
          onKeep={close}
          onRestart={() => {
            close();
            onRestart();
          }}
        />
      )}
    </>
  );
}

export function SidePanel(props: {
  readonly bagCount: number;
  /** The tiles the seat on screen has not seen; absent when no seat's rack is on screen. */
  readonly unseen?: Rack;
  readonly watch?: Watch;
  /** The lexicon, for the "check a word" field; absent where the page has none. */
  readonly lexicon?: Dawg;
  readonly log: readonly string[];
  readonly logCurrent?: number;
  /** Absent when a new game is offered elsewhere (at the end, or a stored game). */
  readonly onNew?: () => void;
  readonly gameId?: string;
  /** Take back the last move (and the computer's replies), or play it again; absent when there is none. */
  readonly onUndo?: () => void;
  readonly onRedo?: () => void;
  /** Back to the first move; absent when there is nothing to take back. */
  readonly onRestart?: () => void;
  /** The game is in progress: a restart asks first. */
  readonly restartAsks?: boolean;
  readonly movesPlayed?: number;
}) {
  const { t } = useLang();
  const { sc } = t;
  return (
    <aside className="sc-side">
      <p className="sc-bag" data-testid="sc-bag">
        {sc.bag(props.bagCount)}
      </p>
      {props.unseen && <Unseen unseen={props.unseen} />}
      {props.watch && <WatchControls watch={props.watch} />}
      {props.lexicon && <WordCheck dawg={props.lexicon} />}
      <MoveLog lines={props.log} current={props.logCurrent} />
      <div className="row sc-side-actions">
        {(props.onUndo || props.onRedo) && (
          <>
            <button
              type="button"
              className="button"
              onClick={props.onUndo}
              disabled={!props.onUndo}
              data-testid="sc-undo"
            >
              {t.undo}
            </button>
            <button
              type="button"
              className="button"
              onClick={props.onRedo}
              disabled={!props.onRedo}
              data-testid="sc-redo"
            >
              {t.redo}
            </button>
            <RestartButton onRestart={props.onRestart} asks={!!props.restartAsks} moves={props.movesPlayed ?? 0} />
          </>
        )}
        {props.onNew && (
          <button type="button" className="button" onClick={props.onNew} data-testid="sc-new">
            {t.newGame}
          </button>
        )}
      </div>
      {props.gameId && (
        <p className="muted sc-id">
          {sc.gameId}: <code data-testid="sc-game-id">{props.gameId}</code>{' '}
          <CopyIdButton gameId={props.gameId} testId="sc-copy-id" />
        </p>
      )}
    </aside>
  );
}
