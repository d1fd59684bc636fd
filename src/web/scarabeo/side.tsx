// Scarabeo's side panel: the bag, the tiles this seat has not seen, the watch controls when only computers play,
// the move log, and the game's id.
import { useEffect, useId, useRef, useState } from 'react';
import { LETTERS } from '../../games/scarabeo/alphabet.js';
import { RACK_JOLLY, type Rack } from '../../games/scarabeo/play.js';
import { useLang } from '../i18n.js';

export const SPEEDS = { slow: 2000, normal: 800, fast: 250, fastest: 0 } as const;
export type Speed = keyof typeof SPEEDS;

function Unseen({ unseen }: { unseen: Rack }) {
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
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog abandon"
      aria-labelledby={`${uid}-title`}
      data-testid="sc-restart-dialog"
      onCancel={(e) => {
        e.preventDefault();
        props.onKeep();
      }}
    >
      <h2 id={`${uid}-title`}>{sc.restartTitle}</h2>
      <p>{sc.restartText(props.moves)}</p>
      <div className="row end">
        <button type="button" onClick={props.onKeep} data-testid="sc-restart-keep">
          {sc.restartKeep}
        </button>
        <button type="button" className="primary" onClick={props.onRestart} data-testid="sc-restart-confirm">
          {sc.restartConfirm}
        </button>
      </div>
    </dialog>
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
          {sc.gameId}: <code>{props.gameId}</code>
        </p>
      )}
    </aside>
  );
}
