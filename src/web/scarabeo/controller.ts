// Scarabeo's game controller for the page: the session through the session hook, whose rack is on screen, the
// computer's turns in the Web Worker (from the seat's view, never the other racks or the bag), the hints, the
// watch speed, and the finished game's record posted to the server.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import type { Rack } from '../../games/scarabeo/play.js';
import { leadOf, type ScarabeoState, type ScarabeoView, unseenTiles, view } from '../../games/scarabeo/state.js';
import { played, toRecord } from '../../session/index.js';
import { postRecord } from '../api.js';
import { SERVER_ANONYMOUS, useLang } from '../i18n.js';
import { IDLE, type Saving } from '../saving.js';
import { type Keeping, useSession } from '../useSession.js';
import { AiClient } from './aiClient.js';
import type { AiReply, HintRequest, MoveRequest } from './aiProtocol.js';
import { EXTRAS, type ScarabeoSession, seatsOf } from './session.js';
import { SPEEDS, type Speed } from './side.js';

const HINTS = 10;
/** The automatic action ("Play for me") asks the worker for its own fallback rules, whatever the level. */
const AUTO_LEVEL = 5;

type Lexicon = MoveRequest['lexicon'];

/** What the worker gets for a seat: that seat's view (its own rack; counts for the bag and the others). */
function position(v: ScarabeoView, lexicon: Lexicon) {
  return { lexicon, cells: v.cells, rules: v.params.rules, rack: v.rack, bagCount: v.bagCount };
}

function moveRequest(v: ScarabeoView, lexicon: Lexicon, level: number, auto = false): Omit<MoveRequest, 'id'> {
  const lead = leadOf(v);
  return {
    task: 'move',
    ...position(v, lexicon),
    unseen: unseenTiles(v.cells, v.rack),
    exchangesInARow: v.exchangeStreak,
    idleTurns: v.idleTurns,
    players: v.params.players,
    // Level 6 plays for the win late in the game: its score against the best other's.
    ...(lead === undefined ? {} : { spread: lead }),
    level,
    ...(auto ? { auto } : {}),
  };
}

function hintRequest(v: ScarabeoView, lexicon: Lexicon): Omit<HintRequest, 'id'> {
  // With the bag empty the worker also solves the endgame (two players: the unseen tiles are the other rack).
  return {
    task: 'hints',
    ...position(v, lexicon),
    top: HINTS,
    unseen: unseenTiles(v.cells, v.rack),
    players: v.params.players,
    idleTurns: v.idleTurns,
  };
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export function useScarabeo(start: ScarabeoSession, keeping: Keeping | undefined, readOnly: boolean) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const game = useSession({ fresh: () => start, keeping, extras: EXTRAS });
  const { session, state, extras } = game;
  const [message, setMessage] = useState<string | undefined>();
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [thinking, setThinking] = useState(false);
  /** How far along a thinking level (6) is, 0–1; undefined for the levels that answer at once. */
  const [progress, setProgress] = useState<number | undefined>();
  // The computer's times per move, for the page's tests and benchmarks: in the worker, and round trip.
  const [aiMs, setAiMs] = useState<number[]>([]);
  const [aiWall, setAiWall] = useState<number[]>([]);
  const [saving, setSaving] = useState<Saving>(IDLE);
  const [revealed, setRevealed] = useState<number | undefined>();
  const [replayAt, setReplayAt] = useState<number | undefined>(readOnly ? 0 : undefined);
  const ai = useRef<AiClient | undefined>(undefined);

  const params = session.params;
  const lexicon = params.lexicon;
  const states = session.states.slice(0, session.at + 1) as ScarabeoState[];

  useEffect(() => {
    ai.current = new AiClient();
    // Start the worker's own lexicon download now, so the first hint or computer move does not wait for it.
    void ai.current.ask({ task: 'warm', lexicon });
    return () => ai.current?.dispose();
  }, [lexicon]);

  const seats = useMemo(() => seatsOf(session, sc), [session, sc]);
  const persons = seats.flatMap((s, i) => (s.kind === 'person' ? [i] : []));
  const over = game.outcome.over;
  const toMove = state.toMove;
  const mover = seats[toMove];
  const personToMove = !over && mover?.kind === 'person' && !readOnly;
  const hotSeat = persons.length >= 2;
  // Whose rack is on screen: the one person; with several people, the person to move once they ask; when only
  // computers play, the computer to move (to watch it think).
  const viewer: number | undefined = readOnly
    ? undefined
    : persons.length === 0
      ? toMove
      : persons.length === 1
        ? persons[0]
        : personToMove && revealed === state.turn
          ? toMove
          : undefined;
  const seatView = useMemo(() => (viewer !== undefined ? view(state, viewer) : undefined), [state, viewer]);
  const canAct = personToMove && viewer === toMove && replayAt === undefined;

  /** Plays `text` if the game is still where it was when the move was chosen (`at`), or says why not. */
  const apply = useCallback(
    (at: number, text: string) => {
      if (game.ref.current.session.at !== at) return;
      const r = game.playText(text);
      if (!r.ok) return setMessage(describeScarabeoError(r.error, lang));
      setMessage(undefined);
      game.setExtras(() => ({ recorded: false }));
    },
    [game.ref, game.playText, game.setExtras, lang],
  );

  const ask = useCallback(
    (request: Omit<MoveRequest, 'id'> | Omit<HintRequest, 'id'>, onProgress?: (f: number) => void): Promise<AiReply> =>
      ai.current?.ask(request, onProgress) ?? Promise.resolve({ id: 0, error: 'no worker' }),
    [],
  );

  // The computer's turn: after a pause (the watch speed when only computers play), it thinks in the worker.
  useEffect(() => {
    if (over || readOnly || mover?.kind !== 'computer' || paused) return;
    let cancelled = false;
    const at = session.at;
    const delay = persons.length === 0 ? SPEEDS[speed] : 300;
    const request = moveRequest(view(state, state.toMove), lexicon, mover.level);
    const timer = setTimeout(() => {
      setThinking(true);
      const asked = performance.now();
      const onProgress = (f: number) => {
        if (!cancelled) setProgress(f);
      };
      void ask(request, onProgress).then((reply) => {
        if (cancelled) return;
        setThinking(false);
        setProgress(undefined);
        if (!reply.move) {
          setMessage(sc.aiFailed(reply.error ?? '?'));
          return;
        }
        if (reply.ms !== undefined) setAiMs((a) => [...a, Math.round(reply.ms as number)]);
        setAiWall((a) => [...a, Math.round(performance.now() - asked)]);
        apply(at, reply.move);
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      ai.current?.cancel();
      setThinking(false);
      setProgress(undefined);
    };
  }, [state, over, readOnly, mover, paused, session.at, persons.length, speed, apply, ask, sc, lexicon]);

  // At the end the record of a dealt game goes to the server once; the server replays it and computes the result
  // itself (it refuses imported positions).
  useEffect(() => {
    if (!over || readOnly || extras.recorded || saving.kind !== 'idle' || session.origin.kind !== 'deal') return;
    const posted = session;
    setSaving({ kind: 'saving' });
    // The record carries every seat's name; the poster is the first person at the table (or seat 1).
    const who = (seats.find((s) => s.kind === 'person') ?? seats[0])?.name ?? SERVER_ANONYMOUS;
    void postRecord(toRecord(posted), who.slice(0, 40)).then((r) => {
      if (game.ref.current.session.at !== posted.at) return;
      if (!r.ok) {
        const why = r.error.kind === 'offline' ? sc.saveOffline : sc.saveFailed(r.error.message);
        setSaving({ kind: 'failed', message: why });
        return;
      }
      setSaving({ kind: 'saved', id: r.value.id });
      game.setExtras(() => ({ recorded: true }));
    });
  }, [over, readOnly, session, extras.recorded, saving.kind, seats, sc, game.ref, game.setExtras]);

  /** "Play for me": the worker's automatic action for the seat on screen. */
  const autoPlay = () => {
    if (!canAct || !seatView) return;
    const at = session.at;
    setThinking(true);
    void ask(moveRequest(seatView, lexicon, AUTO_LEVEL, true)).then((reply) => {
      setThinking(false);
      if (reply.move) apply(at, reply.move);
      else setMessage(sc.aiFailed(reply.error ?? '?'));
    });
  };

  /** The best plays for the rack on screen. */
  const hints = (): Promise<AiReply> | undefined => (seatView ? ask(hintRequest(seatView, lexicon)) : undefined);

  // Only computers: the tiles unseen by the computer to move; with people, by the person whose rack is shown.
  const unseenSeat = viewer ?? (persons.length > 0 ? undefined : toMove);
  const unseen: Rack | undefined =
    unseenSeat !== undefined ? unseenTiles(state.cells, state.racks[unseenSeat] as Rack) : undefined;

  // Undo and redo for the people at the table (undo goes back past the computer's replies to their turn).
  const travel = (step: () => void) => {
    ai.current?.cancel();
    step();
    game.setExtras(() => ({ recorded: false }));
    setSaving(IDLE);
    setMessage(undefined);
  };

  return {
    session,
    moves: played(session),
    params,
    states,
    state,
    seats,
    persons,
    over,
    toMove,
    mover,
    personToMove,
    hotSeat,
    viewer,
    /** What the seat on screen sees (its own rack only), when a rack is on screen. */
    view: seatView,
    rack: seatView?.rack,
    canAct,
    unseen,
    apply,
    autoPlay,
    hints,
    message,
    setMessage,
    thinking,
    progress,
    aiMs,
    aiWall,
    medianMs: median(aiMs),
    saving,
    retrySaving: () => setSaving(IDLE),
    reveal: () => setRevealed(state.turn),
    replayAt,
    setReplayAt,
    undo: persons.length > 0 && !readOnly && game.canUndo ? () => travel(game.undo) : undefined,
    redo: persons.length > 0 && !readOnly && game.canRedo ? () => travel(game.redo) : undefined,
    /** The same deal from its first move, as the terminal's `restart` (the moves stay to redo). */
    restart: persons.length > 0 && !readOnly && game.canUndo ? () => travel(game.restart) : undefined,
    notice: game.notice,
    clearNotice: game.clearNotice,
    watch:
      persons.length === 0 && !over && !readOnly
        ? { paused, speed, onPause: () => setPaused((p) => !p), onSpeed: setSpeed }
        : undefined,
  };
}
