// A Konobi game: the start form (start.tsx) or the board with its side panel (panel.tsx); the controller here
// has the computer think in a Web Worker, plays forced passes, offers the pie rule, undoes to a person's turn,
// saves the game, and posts the finished game's record to the server.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Colour,
  canSwap,
  checkMove,
  describeKonobiError,
  formatMove,
  isOver,
  type KonobiState,
  legalMoves,
  legalPoints,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import { useAbandonGuard } from '../abandon.js';
import { fetchHistory, type HistoryRow, postRecord } from '../api.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { IDLE, type Saving } from '../saving.js';
import { load } from '../storage.js';
import { AiClient } from './aiClient.js';
import { KonobiBoard } from './board.js';
import { SidePanel, SPEEDS, type Speed } from './panel.js';
import {
  boardOf,
  type KonobiSession,
  loadSession,
  newGameSeed,
  replay,
  type Side,
  saveSession,
  toRecord,
} from './session.js';
import { StartForm } from './start.js';
import { gamePath } from './urls.js';

const THINK_MS = 1000;
/** The name SameGame asks for and keeps; Konobi posts under it when there is one (else the server's anonymous). */
const PLAYER_KEY = 'player';
const RECENT_LIMIT = 10;

/** Who plays `colour` now: the first player is Black until the pie rule exchanges the colours. */
function sideOf(session: KonobiSession, state: KonobiState, colour: Colour): Side {
  const firstColour: Colour = state.swapped ? 'white' : 'black';
  return colour === firstColour ? session.first : session.second;
}

/** The Konobi game in progress on this board size, or the start form; `fresh` always opens the form. */
export function Konobi({ size, fresh = false }: { size: number; fresh?: boolean }) {
  const [session, setSession] = useState<KonobiSession | undefined>(() => (fresh ? undefined : loadSession(size)));
  const { guard, dialog } = useAbandonGuard();
  if (!session) {
    return (
      <>
        <StartForm
          size={size}
          onStart={(s) =>
            guard(boardOf(s.size), () => {
              saveSession(s);
              if (fresh || s.size !== size) navigate(gamePath(s.size));
              else setSession(s);
            })
          }
        />
        {dialog}
      </>
    );
  }
  return (
    <KonobiGame
      key={`${session.size}:${session.first.kind}${session.first.level}:${session.second.kind}${session.second.level}`}
      initial={session}
      onNew={() => setSession(undefined)}
    />
  );
}

function KonobiGame({ initial, onNew }: { initial: KonobiSession; onNew: () => void }) {
  const { t, lang } = useLang();
  const [session, setSession] = useState(initial);
  const [message, setMessage] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [showLegal, setShowLegal] = useState(false);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [thinking, setThinking] = useState(false);
  const [recent, setRecent] = useState<HistoryRow[] | 'offline' | undefined>();
  const [saving, setSaving] = useState<Saving>(IDLE);
  const ai = useRef<AiClient | undefined>(undefined);
  // The moves on the board now, for an answer from the server that arrives after an undo or another move.
  const movesNow = useRef(initial.moves);

  const state = useMemo(
    () => replay(session.size, session.moves) ?? replay(session.size, []),
    [session],
  ) as KonobiState;
  const over = isOver(state);
  const won = winner(state);
  const mover = sideOf(session, state, state.toMove);
  const bothComputers = session.first.kind === 'computer' && session.second.kind === 'computer';
  const personToMove = !over && mover.kind === 'person';
  const forcedPass = !over && legalMoves(state).every((m) => m.type === 'pass');
  movesNow.current = session.moves;

  useEffect(() => {
    ai.current = new AiClient();
    return () => ai.current?.dispose();
  }, []);

  const apply = useCallback((moves: readonly string[], text: string) => {
    setSession((s) => {
      if (s.moves.length !== moves.length) return s;
      const next = { ...s, moves: [...s.moves, text] };
      saveSession(next);
      return next;
    });
  }, []);

  // Forced passes are played automatically, with a notice.
  useEffect(() => {
    if (!forcedPass) return;
    const who = state.toMove;
    const timer = setTimeout(() => {
      setNotice(t.kb.forcedPass(t.kb.colour[who]));
      apply(session.moves, 'pass');
    }, 300);
    return () => clearTimeout(timer);
  }, [forcedPass, state, session.moves, apply, t]);

  // The computer's turn: after a short pause (the watch speed between computers), it thinks in the worker.
  useEffect(() => {
    if (over || forcedPass || mover.kind !== 'computer' || paused) return;
    let cancelled = false;
    const moves = session.moves;
    const delay = bothComputers ? SPEEDS[speed] : 150;
    const timer = setTimeout(() => {
      setThinking(true);
      void ai.current?.think(session.size, moves, mover.level, THINK_MS).then((reply) => {
        if (cancelled) return;
        setThinking(false);
        if (!reply.move) {
          setMessage(t.kb.aiFailed(reply.error ?? '?'));
          return;
        }
        if (reply.move === 'swap') setNotice(t.kb.computerSwapped);
        apply(moves, reply.move);
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      ai.current?.cancel();
      setThinking(false);
    };
  }, [over, forcedPass, mover, paused, session.moves, session.size, bothComputers, speed, apply, t]);

  const refreshRecent = useCallback(async () => {
    const r = await fetchHistory('konobi', { limit: RECENT_LIMIT });
    setRecent(r.ok ? r.value : 'offline');
  }, []);

  useEffect(() => {
    void refreshRecent();
  }, [refreshRecent]);

  // At the end, the record goes to the server once per game; the server replays it and stores the winner it
  // finds. A retry (a reload, the retry button) is safe: the server stores the same record only once.
  useEffect(() => {
    if (!won || session.recorded || saving.kind !== 'idle') return;
    if (session.seed === undefined) {
      // A game saved before records went to the server: give it a seed first (saved, so a retry keeps it).
      const next = { ...session, seed: newGameSeed() };
      setSession(next);
      saveSession(next);
      return;
    }
    const posted = session;
    const seed = session.seed;
    setSaving({ kind: 'saving' });
    void postRecord(toRecord(posted, seed), load(PLAYER_KEY)).then((r) => {
      // An undo in the meantime reopened the game: this answer is about a game no longer on the board.
      if (movesNow.current !== posted.moves) return;
      if (!r.ok) {
        setSaving({
          kind: 'failed',
          message: r.error.kind === 'offline' ? t.kb.saveOffline : t.kb.saveFailed(r.error.message),
        });
        return;
      }
      setSaving({ kind: 'saved', id: r.value.id });
      setSession((s) => {
        if (s.moves !== posted.moves) return s;
        const next = { ...s, recorded: true };
        saveSession(next);
        return next;
      });
      void refreshRecent();
    });
  }, [won, session, saving.kind, t, refreshRecent]);

  const onPoint = (point: number) => {
    if (over) return;
    if (!personToMove) {
      setMessage(t.kb.notYourTurn);
      return;
    }
    const move = { type: 'place', point } as const;
    const checked = checkMove(state, move);
    if (!checked.ok) {
      setMessage(describeKonobiError(checked.error, lang));
      return;
    }
    setMessage(undefined);
    setNotice(undefined);
    apply(session.moves, formatMove(state, move));
  };

  const onSwap = () => {
    if (!personToMove || !canSwap(state)) return;
    setMessage(undefined);
    setNotice(t.kb.youSwapped);
    apply(session.moves, 'swap');
  };

  const undo = () => {
    ai.current?.cancel();
    const moves = [...session.moves];
    let s = state;
    while (moves.length > 0) {
      const text = moves.pop() as string;
      s = replay(session.size, moves) as KonobiState;
      if (text !== 'pass' && sideOf(session, s, s.toMove).kind === 'person') break;
    }
    const next = { ...session, moves, recorded: false };
    setSession(next);
    saveSession(next);
    setSaving(IDLE);
    setMessage(undefined);
    setNotice(undefined);
  };
  const canUndo = session.moves.some((_, i) => {
    const before = replay(session.size, session.moves.slice(0, i)) as KonobiState;
    return sideOf(session, before, before.toMove).kind === 'person';
  });

  const lastPoint = state.last?.move.type === 'place' ? state.last.move.point : undefined;
  const chain = useMemo(() => new Set(winningChain(state)), [state]);
  const status = won
    ? t.kb.winnerIs(t.kb.colour[won])
    : personToMove
      ? t.kb.yourTurn(t.kb.colour[state.toMove])
      : t.kb.computerTurn(t.kb.colour[state.toMove], mover.level);

  return (
    <div className="kb">
      <div className="kb-top row">
        <h1>
          Konobi {session.size}×{session.size}
        </h1>
        <a className="text-link" href="/konobi/rules" onClick={linkHandler('/konobi/rules')}>
          {t.rules}
        </a>
      </div>
      <div className="kb-layout">
        <div
          className="kb-board-wrap"
          data-testid="kb-game"
          data-moves={session.moves.join(' ')}
          data-turn={over ? 'over' : personToMove ? 'person' : 'computer'}
          data-winner={won ?? ''}
        >
          <KonobiBoard
            state={state}
            legal={showLegal && personToMove ? legalPoints(state) : undefined}
            chain={chain}
            lastPoint={lastPoint}
            label={t.kb.boardLabel(session.size)}
            onPoint={onPoint}
          />
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
          canUndo={canUndo}
          onUndo={undo}
          onNew={onNew}
          watch={
            bothComputers && !over
              ? { paused, speed, onPause: () => setPaused((p) => !p), onSpeed: setSpeed }
              : undefined
          }
          moves={session.moves}
          recent={recent}
        />
      </div>
    </div>
  );
}
