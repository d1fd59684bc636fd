// A Konobi game: the start form (start.tsx) or the board with its side panel (panel.tsx); the controller here
// plays through the session hook (a click, the board's keys or a typed move), has the computer think in a Web
// Worker, plays forced passes, offers the pie rule, undoes and redoes through the session layer (buttons, or the
// keys the other games use), steps back through the moves (the game waits meanwhile), announces each move to a
// screen reader, and posts the finished game's record.
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  canSwap,
  checkMove,
  describeKonobiError,
  type KonobiState,
  lastMovePoint,
  legalPoints,
  parsePoint,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import { forcedMove, played, type Seat, toRecord } from '../../session/index.js';
import { useAbandonGuard } from '../abandon.js';
import { OUTBOX_SENT, postRecord } from '../api.js';
import { useGameKeys, useTitle } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { ReplayBar } from '../replay/bar.js';
import { linkHandler, navigate } from '../router.js';
import { IDLE, type Saving } from '../saving.js';
import { load } from '../storage.js';
import { useSession } from '../useSession.js';
import { AiClient } from './aiClient.js';
import { KonobiBoard } from './board.js';
import { SidePanel, SPEEDS, type Speed } from './panel.js';
import {
  boardOf,
  EXTRAS,
  type KonobiSession,
  keepingOf,
  keepNew,
  loadKonobi,
  newKonobi,
  recordNames,
} from './session.js';
import { StartForm } from './start.js';
import { gamePath } from './urls.js';

const THINK_MS = 1000;
/** A hint is the terminal's: the level-1 player's move for the side to move, searched in the same worker. */
const HINT_LEVEL = 1;
const HINT_MS = 1000;
/** The name SameGame asks for and keeps; Konobi posts under it when there is one (else the server's anonymous). */
const PLAYER_KEY = 'player';

/** Who sits at the seat to move in `state` (the pie rule may have exchanged the colours). */
function seatAt(session: KonobiSession, state: KonobiState): Seat {
  return session.seats[session.game.toMove(state)] as Seat;
}

/** The Konobi game in progress on this board size, or the start form; `fresh` always opens the form. */
export function Konobi({ size, fresh = false }: { size: number; fresh?: boolean }) {
  const { lang } = useLang();
  const [session, setSession] = useState<KonobiSession | undefined>(() => (fresh ? undefined : loadKonobi(size, lang)));
  const { guard, dialog } = useAbandonGuard();
  if (!session) {
    return (
      <>
        <StartForm
          size={size}
          onStart={(n, seats) =>
            guard(boardOf(n), () => {
              const s = newKonobi(n, seats);
              keepNew(s);
              if (fresh || n !== size) navigate(gamePath(n));
              else {
                setSession(s);
                // The same address, so no navigation scrolls: without this a phone keeps the form's scroll and
                // opens the game with its title and the board's top rows off screen.
                window.scrollTo(0, 0);
              }
            })
          }
        />
        {dialog}
      </>
    );
  }
  const seed = session.origin.kind === 'deal' ? session.origin.seed : '';
  return <KonobiGame key={seed} initial={session} onNew={() => setSession(undefined)} />;
}

function KonobiGame({ initial, onNew }: { initial: KonobiSession; onNew: () => void }) {
  const { t, lang } = useLang();
  const size = initial.params.size;
  const game = useSession({ fresh: () => initial, keeping: keepingOf(size), extras: EXTRAS });
  const { session, state, extras } = game;
  const [message, setMessage] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [showLegal, setShowLegal] = useState(false);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [thinking, setThinking] = useState(false);
  const [saving, setSaving] = useState<Saving>(IDLE);
  /** The move stepped back to (0: the start), or undefined for the game as it stands. */
  const [viewAt, setViewAt] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  /** The move suggested for the position after `at` moves (only shown while the game is still there). */
  const [hint, setHint] = useState<{ at: number; move: string } | undefined>();
  const [hintBusy, setHintBusy] = useState(false);
  const ai = useRef<AiClient | undefined>(undefined);

  useTitle(`Konobi ${size}×${size}`);
  const moves = played(session);
  const over = game.outcome.over;
  const won = winner(state);
  const mover = seatAt(session, state);
  const bothComputers = session.seats.every((s) => s.kind === 'computer');
  const personToMove = !over && mover.kind === 'person';
  const forcedPass = forcedMove(session) !== undefined;
  const reviewing = viewAt !== undefined && viewAt < session.at;

  useEffect(() => {
    ai.current = new AiClient();
    return () => ai.current?.dispose();
  }, []);

  /** Plays `text` if the game is still where it was when the move was chosen (`at`). */
  const apply = useCallback(
    (at: number, text: string) => {
      if (game.ref.current.session.at !== at) return;
      game.playText(text);
    },
    [game.ref, game.playText],
  );

  // Forced passes are played automatically, with a notice.
  useEffect(() => {
    if (!forcedPass || reviewing) return;
    const who = state.toMove;
    const at = session.at;
    const timer = setTimeout(() => {
      setNotice(t.kb.forcedPass(t.kb.colour[who]));
      apply(at, 'pass');
    }, 300);
    return () => clearTimeout(timer);
  }, [forcedPass, reviewing, state, session.at, apply, t]);

  // The computer's turn: after a short pause (the watch speed between computers), it thinks in the worker.
  useEffect(() => {
    if (over || forcedPass || mover.kind !== 'computer' || paused || reviewing) return;
    let cancelled = false;
    const at = session.at;
    const line = played(session);
    const delay = bothComputers ? SPEEDS[speed] : 150;
    const timer = setTimeout(() => {
      setThinking(true);
      void ai.current?.think(size, line, mover.level, THINK_MS).then((reply) => {
        if (cancelled) return;
        setThinking(false);
        if (!reply.move) {
          setMessage(t.kb.aiFailed(reply.error ?? '?'));
          return;
        }
        if (reply.move === 'swap') setNotice(t.kb.computerSwapped);
        apply(at, reply.move);
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      ai.current?.cancel();
      setThinking(false);
    };
  }, [over, forcedPass, mover, paused, reviewing, session, size, bothComputers, speed, apply, t]);

  // Back online: the records kept meanwhile have gone (main.tsx), so a failed save catches up (the recent games'
  // table catches up by itself).
  useEffect(() => {
    const caughtUp = () => setSaving((s) => (s.kind === 'failed' ? IDLE : s));
    window.addEventListener(OUTBOX_SENT, caughtUp);
    window.addEventListener('online', caughtUp);
    return () => {
      window.removeEventListener(OUTBOX_SENT, caughtUp);
      window.removeEventListener('online', caughtUp);
    };
  }, []);

  // At the end, the record goes to the server once per game; the server replays it and stores the winner it
  // finds. A retry (a reload, the retry button) is safe: the server stores the same record only once.
  useEffect(() => {
    if (!won || extras.recorded || saving.kind !== 'idle') return;
    const posted = session;
    setSaving({ kind: 'saving' });
    const named = recordNames(posted.seats, load(PLAYER_KEY), t.ol.computerLevel);
    void postRecord({ ...toRecord(posted), ...named.players }, named.poster).then((r) => {
      // An undo in the meantime reopened the game: this answer is about a game no longer on the board.
      if (game.ref.current.session.at !== posted.at) return;
      if (!r.ok) {
        const why = r.error.kind === 'offline' ? t.kb.saveOffline : t.kb.saveFailed(r.error.message);
        setSaving({ kind: 'failed', message: why });
        return;
      }
      setSaving({ kind: 'saved', id: r.value.id });
      game.setExtras(() => ({ recorded: true }));
    });
  }, [won, extras.recorded, session, saving.kind, t, game.ref, game.setExtras]);

  const onPoint = (point: number) => {
    if (over || reviewing) return;
    if (!personToMove) {
      setMessage(t.kb.notYourTurn);
      return;
    }
    const checked = checkMove(state, { type: 'place', point });
    if (!checked.ok) {
      setMessage(describeKonobiError(checked.error, lang));
      return;
    }
    setMessage(undefined);
    setNotice(undefined);
    game.play(checked.value);
  };

  // A move typed in the game's notation (d4, swap, pass): the session layer parses and plays it, or says why not.
  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text === '' || over || reviewing) return;
    if (!personToMove) {
      setMessage(t.kb.notYourTurn);
      return;
    }
    const next = game.playText(text);
    if (!next.ok) {
      setMessage(describeKonobiError(next.error, lang));
      return;
    }
    setMessage(undefined);
    setNotice(text.toLowerCase() === 'swap' ? t.kb.youSwapped : undefined);
    setTyped('');
  };

  const onSwap = () => {
    if (!personToMove || !canSwap(state)) return;
    setMessage(undefined);
    setNotice(t.kb.youSwapped);
    game.playText('swap');
  };

  // Undo and redo for the people at the board, through the session layer as in the other games: undo goes back
  // to the last turn where a person chose (past the computer's replies and forced passes), redo is its mirror.
  // A game of two computers is only watched.
  const canUndo = !bothComputers && game.canUndo;
  const canRedo = !bothComputers && game.canRedo;
  const travel = (step: () => void) => {
    ai.current?.cancel();
    setViewAt(undefined);
    step();
    game.setExtras(() => ({ recorded: false }));
    setSaving(IDLE);
    setMessage(undefined);
    setNotice(undefined);
  };
  const undo = () => canUndo && travel(game.undo);
  const redo = () => canRedo && travel(game.redo);

  // A hint: what the computer would play for the person to move, searched in the worker so the page never
  // waits. Konobi keeps no score, so a hint is not counted.
  const canHint = personToMove && !reviewing && !hintBusy;
  const askHint = () => {
    if (over) {
      setMessage(t.kb.hintOver);
      return;
    }
    if (!canHint || !ai.current) return;
    const at = session.at;
    setHintBusy(true);
    setMessage(undefined);
    void ai.current.think(size, played(session), HINT_LEVEL, HINT_MS).then((reply) => {
      setHintBusy(false);
      // The game may have moved on while the worker thought: a hint is only good for the position it was asked for.
      if (game.ref.current.session.at !== at) return;
      if (!reply.move) {
        setMessage(t.kb.hintFailed(reply.error ?? '?'));
        return;
      }
      setHint({ at, move: reply.move });
      setNotice(t.kb.hintIs(reply.move === 'swap' ? t.kb.swap : reply.move === 'pass' ? t.kb.pass : reply.move));
    });
  };
  useGameKeys({ undo, redo, h: askHint });

  // What the board shows: the game as it stands, or the move stepped back to.
  const shown = reviewing ? (session.states[viewAt] as KonobiState) : state;
  const lastPoint = lastMovePoint(shown);
  const shownHint = hint && hint.at === session.at && !reviewing && personToMove ? hint.move : undefined;
  const parsedHint = shownHint ? parsePoint(size, shownHint) : undefined;
  const hintPoint = parsedHint?.ok ? parsedHint.value : undefined;
  const chain = useMemo(() => new Set(winningChain(shown)), [shown]);
  const status = won
    ? t.kb.winnerIs(t.kb.colour[won])
    : personToMove
      ? t.kb.yourTurn(t.kb.colour[state.toMove])
      : t.kb.computerTurn(t.kb.colour[state.toMove], mover.kind === 'computer' ? mover.level : 0);
  // Said to a screen reader after each move: who played what, then whose turn it is or who won. A point is said
  // in notation (d4), the pie rule and a pass in words: the notation's "swap" and "pass" are English.
  const lastMove = state.last;
  const said = (last: NonNullable<KonobiState['last']>): string => {
    const who = t.kb.colour[last.colour];
    if (last.move.type === 'swap') return t.kb.announceSwap(who);
    if (last.move.type === 'pass') return t.kb.announcePass(who);
    return t.kb.announceMove(who, moves[moves.length - 1] ?? '');
  };
  const announcement = lastMove ? `${said(lastMove)} ${status}` : status;

  return (
    <div className="kb">
      <div className="kb-top row">
        <h1>
          Konobi {size}×{size}
        </h1>
        <a className="text-link" href="/konobi/rules" onClick={linkHandler('/konobi/rules')}>
          {t.rules}
        </a>
      </div>
      <div className="kb-layout">
        <div
          className="kb-board-wrap"
          data-testid="kb-game"
          data-moves={moves.join(' ')}
          data-turn={over ? 'over' : personToMove ? 'person' : 'computer'}
          data-winner={won ?? ''}
        >
          <KonobiBoard
            state={shown}
            legal={showLegal && personToMove && !reviewing ? legalPoints(state) : undefined}
            chain={chain}
            lastPoint={lastPoint}
            hint={hintPoint}
            label={t.kb.boardLabel(size)}
            onPoint={onPoint}
            readOnly={reviewing}
          />
          <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="kb-announce">
            {reviewing ? '' : announcement}
          </p>
        </div>
        <SidePanel
          status={status}
          won={won}
          toMove={state.toMove}
          thinking={thinking}
          saving={saving}
          onRetry={() => setSaving(IDLE)}
          notice={notice}
          message={message}
          canSwap={personToMove && canSwap(state)}
          onSwap={onSwap}
          showLegal={showLegal}
          onShowLegal={setShowLegal}
          canHint={canHint}
          hintBusy={hintBusy}
          onHint={askHint}
          canUndo={canUndo}
          onUndo={undo}
          canRedo={canRedo}
          onRedo={redo}
          onNew={onNew}
          watch={
            bothComputers && !over
              ? { paused, speed, onPause: () => setPaused((p) => !p), onSpeed: setSpeed }
              : undefined
          }
          moves={moves}
          tools={
            <>
              {!over && !reviewing && (
                <form className="kb-type row" onSubmit={onTyped}>
                  <label htmlFor="kb-move-input">{t.kb.moveField}</label>
                  <input
                    id="kb-move-input"
                    data-testid="kb-move-input"
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                    placeholder={t.kb.moveHint}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    size={8}
                    maxLength={12}
                  />
                  <button type="submit" className="button" data-testid="kb-move-play">
                    {t.kb.playTyped}
                  </button>
                </form>
              )}
              {session.at > 0 && (
                <ReplayBar
                  at={reviewing ? viewAt : session.at}
                  total={session.at}
                  line={(reviewing ? session.moves[viewAt - 1] : moves[moves.length - 1]) ?? ''}
                  onGo={(i) => setViewAt(i >= session.at ? undefined : i)}
                  onClose={reviewing ? () => setViewAt(undefined) : undefined}
                  closeLabel={t.kb.backToGame}
                  title={over ? undefined : t.kb.record}
                  globalKeys
                />
              )}
              {reviewing && !over && (
                <p className="notice" data-testid="kb-reviewing">
                  {t.kb.reviewing}
                </p>
              )}
            </>
          }
        />
      </div>
    </div>
  );
}
