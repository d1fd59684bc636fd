// A Scarabeo game on the page: the board and the rack with drag and drop (pointer events, so mouse and touch),
// click-to-place and keyboard play, the live score preview or the engine's reason, confirm, hint, the automatic
// action, exchange, pass; the computer's moves from the Web Worker; scores, bag, unseen tiles and the move log;
// hot-seat rack hiding; the settlement; the saved game, the record posted to the server, and the replay.
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LETTERS, letterCode, letterOf } from '../../games/scarabeo/alphabet.js';
import { CENTRE, JOLLY, LETTER_MASK, SIZE, SQUARES, squareName } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { parsePlay } from '../../games/scarabeo/notation.js';
import { formatParams } from '../../games/scarabeo/params.js';
import { RACK_JOLLY, type Rack } from '../../games/scarabeo/play.js';
import { checkPlay, playFromPlacements } from '../../games/scarabeo/rules.js';
import { formatMove, parseMove, type ScarabeoState, unseenTiles } from '../../games/scarabeo/state.js';
import { postRecord } from '../api.js';
import { useLang } from '../i18n.js';
import { AiClient } from './aiClient.js';
import type { HintPlay } from './aiProtocol.js';
import { type Pending, ScarabeoBoard, TileFace } from './board.js';
import { paramsOf, replayMoves, type ScarabeoSession, saveSession, startState, toRecord } from './session.js';

const SPEEDS = { slow: 2000, normal: 800, fast: 250, fastest: 0 } as const;
type Speed = keyof typeof SPEEDS;
const HINTS = 10;

type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'failed'; readonly message: string };

/** What the player is doing with the current rack this turn (reset when the turn changes). */
interface Local {
  readonly key: string;
  /** The rack's tiles in display order: letter codes, 0 a jolly. */
  readonly order: readonly number[];
  readonly placed: readonly Pending[];
  readonly selected?: number;
  readonly exchange?: ReadonlySet<number>;
  readonly picker?: { readonly square: number; readonly slot: number };
  readonly cursor?: { readonly square: number; readonly across: boolean };
  readonly hints?: readonly HintPlay[] | 'working';
}

function rackOrder(rack: Rack): number[] {
  const out: number[] = [];
  for (let k = 1; k < rack.length; k++) for (let i = 0; i < (rack[k] as number); i++) out.push(k);
  for (let i = 0; i < (rack[RACK_JOLLY] as number); i++) out.push(RACK_JOLLY);
  return out;
}

function shuffled<T>(items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

interface PointerLike {
  readonly clientX: number;
  readonly clientY: number;
}

interface Drag {
  readonly slot: number;
  readonly from?: number;
  readonly startX: number;
  readonly startY: number;
  moved: boolean;
}

export interface GameProps {
  readonly initial: ScarabeoSession;
  readonly dawg: Dawg;
  readonly onNew: () => void;
  /** A stored game from the server: only the replay, nothing to play or save. */
  readonly readOnly?: boolean;
  readonly title?: string;
}

export function ScarabeoGame({ initial, dawg, onNew, readOnly = false, title }: GameProps) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const [session, setSession] = useState(initial);
  const [message, setMessage] = useState<string | undefined>();
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [thinking, setThinking] = useState(false);
  /** How far along a thinking level (6) is, 0–1; undefined for the levels that answer at once. */
  const [progress, setProgress] = useState<number | undefined>();
  // The computer's times per move, for the page's tests and benchmarks: in the worker, and round trip.
  const [aiMs, setAiMs] = useState<number[]>([]);
  const [aiWall, setAiWall] = useState<number[]>([]);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const [revealed, setRevealed] = useState<number | undefined>();
  const [replayAt, setReplayAt] = useState<number | undefined>(readOnly ? 0 : undefined);
  const [ghost, setGhost] = useState<{ x: number; y: number; code: number } | undefined>();
  const ai = useRef<AiClient | undefined>(undefined);
  const drag = useRef<Drag | undefined>(undefined);
  const dragHandlers = useRef<{ move: (e: PointerLike) => void; end: (e: PointerLike) => void }>({
    move: () => {},
    end: () => {},
  });
  const boardRef = useRef<HTMLDivElement>(null);
  const movesNow = useRef(initial.moves);
  movesNow.current = session.moves;

  const params = paramsOf(session);
  const lexicon = params?.lexicon ?? 'standard';
  const { params: paramsText, seed, example } = session;
  const start = useMemo(() => startState({ params: paramsText, seed, example }), [paramsText, seed, example]);
  const states = useMemo(
    () => (start.ok ? replayMoves(start.value, session.moves, dawg).states : []),
    [start, session.moves, dawg],
  );
  const state = states[states.length - 1];

  useEffect(() => {
    ai.current = new AiClient();
    // Start the worker's own lexicon download now, so the first hint or computer move does not wait for it.
    void ai.current.ask({ task: 'warm', lexicon });
    return () => ai.current?.dispose();
  }, [lexicon]);

  const seats = session.seats;
  const persons = seats.flatMap((s, i) => (s.kind === 'person' ? [i] : []));
  const over = !!state?.end;
  const toMove = state?.toMove ?? 0;
  const mover = seats[toMove];
  const personToMove = !!state && !over && mover?.kind === 'person' && !readOnly;
  const hotSeat = persons.length >= 2;
  // Whose rack is on screen: the one person; with several people, the person to move once they ask; when only
  // computers play, the computer to move (to watch it think).
  const viewer: number | undefined = readOnly
    ? undefined
    : persons.length === 0
      ? toMove
      : persons.length === 1
        ? persons[0]
        : personToMove && revealed === state?.turn
          ? toMove
          : undefined;
  const rack = state && viewer !== undefined ? (state.racks[viewer] as Rack) : undefined;
  const canAct = personToMove && viewer === toMove && replayAt === undefined;

  const turnKey = `${states.length}:${viewer ?? '-'}`;
  const [localState, setLocalState] = useState<Local>({ key: '', order: [], placed: [] });
  const fresh = useCallback(
    (): Local => ({ key: turnKey, order: rack ? rackOrder(rack) : [], placed: [] }),
    [turnKey, rack],
  );
  const local = localState.key === turnKey ? localState : fresh();
  const update = useCallback(
    (fn: (l: Local) => Local) => setLocalState((l) => fn(l.key === turnKey ? l : fresh())),
    [turnKey, fresh],
  );
  const usedSlots = new Set(local.placed.map((p) => p.slot));

  const apply = useCallback((moves: readonly string[], text: string) => {
    setSession((s) => {
      if (s.moves.length !== moves.length) return s;
      const next = { ...s, moves: [...s.moves, text], recorded: false };
      saveSession(next);
      return next;
    });
    setMessage(undefined);
  }, []);

  // The preview: the tiles placed as a play in notation, then the whole rule check with its score or reason.
  const preview = useMemo(() => {
    if (!state || !rack || local.placed.length === 0) return undefined;
    const play = playFromPlacements(
      state.cells,
      local.placed.map((p) => ({ square: p.square, cell: p.cell })),
    );
    if (!play.ok) return { ok: false as const, text: describeScarabeoError(play.error, lang) };
    const checked = checkPlay({ cells: state.cells, rules: state.params.rules }, rack, play.value, dawg);
    if (!checked.ok) return { ok: false as const, text: describeScarabeoError(checked.error, lang) };
    return { ok: true as const, scored: checked.value };
  }, [state, rack, local.placed, dawg, lang]);

  // The computer's turn: after a pause (the watch speed when only computers play), it thinks in the worker.
  useEffect(() => {
    if (!state || over || readOnly || mover?.kind !== 'computer' || paused) return;
    let cancelled = false;
    const moves = session.moves;
    const delay = persons.length === 0 ? SPEEDS[speed] : 300;
    const timer = setTimeout(() => {
      setThinking(true);
      const asked = performance.now();
      void ai.current
        ?.ask(
          {
            task: 'move',
            lexicon,
            cells: state.cells,
            rules: state.params.rules,
            rack: state.racks[state.toMove] as Rack,
            bagCount: state.bag.length,
            unseen: unseenTiles(state.cells, state.racks[state.toMove] as Rack),
            exchangesInARow: state.exchangeStreaks[state.toMove] as number,
            idleTurns: state.idleTurns,
            players: state.params.players,
            level: mover.level,
          },
          (f) => {
            if (!cancelled) setProgress(f);
          },
        )
        .then((reply) => {
          if (cancelled) return;
          setThinking(false);
          setProgress(undefined);
          if (!reply.move) {
            setMessage(sc.aiFailed(reply.error ?? '?'));
            return;
          }
          if (reply.ms !== undefined) setAiMs((a) => [...a, Math.round(reply.ms as number)]);
          setAiWall((a) => [...a, Math.round(performance.now() - asked)]);
          apply(moves, reply.move);
        });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      ai.current?.cancel();
      setThinking(false);
      setProgress(undefined);
    };
  }, [state, over, readOnly, mover, paused, session.moves, persons.length, speed, apply, sc, lexicon]);

  // At the end the record goes to the server once; the server replays it and computes the result itself.
  useEffect(() => {
    if (!over || readOnly || session.recorded || saving.kind !== 'idle') return;
    const record = toRecord(session);
    if (!record) return;
    const posted = session;
    setSaving({ kind: 'saving' });
    // The record carries every seat's name; the poster is the first person at the table (or seat 1).
    const who = (seats.find((s) => s.kind === 'person') ?? seats[0])?.name ?? 'anonymous';
    void postRecord(record, who.slice(0, 40)).then((r) => {
      if (movesNow.current !== posted.moves) return;
      if (!r.ok) {
        setSaving({
          kind: 'failed',
          message: r.error.kind === 'offline' ? sc.saveOffline : sc.saveFailed(r.error.message),
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
    });
  }, [over, readOnly, session, saving.kind, seats, sc]);

  if (!state || !params) {
    const why = start.ok
      ? ''
      : start.error.code === 'no-example'
        ? 'no-example'
        : describeScarabeoError(start.error, lang);
    return (
      <p className="error" role="alert">
        {sc.recordMissing(why)}
      </p>
    );
  }

  // ---- Placing tiles ----

  const occupied = (square: number) =>
    (state.cells[square] as number) !== 0 || local.placed.some((p) => p.square === square);

  const placeSlot = (slot: number, square: number, from?: number) => {
    if (!canAct || square < 0 || square >= SQUARES) return;
    if ((state.cells[square] as number) !== 0) return;
    const code = local.order[slot];
    if (code === undefined) return;
    const moving = from !== undefined ? local.placed.find((p) => p.square === from) : undefined;
    if (local.placed.some((p) => p.square === square && p.slot !== slot)) return;
    setMessage(undefined);
    if (code === RACK_JOLLY && !moving) {
      update((l) => ({
        ...l,
        placed: l.placed.filter((p) => p.slot !== slot),
        picker: { square, slot },
        selected: undefined,
      }));
      return;
    }
    const cell = moving ? moving.cell : code;
    update((l) => ({
      ...l,
      placed: [...l.placed.filter((p) => p.slot !== slot), { square, slot, cell }],
      selected: undefined,
    }));
  };

  const takeBack = (slot: number) => update((l) => ({ ...l, placed: l.placed.filter((p) => p.slot !== slot) }));

  const pickJolly = (letter: number) => {
    const picker = local.picker;
    if (!picker) return;
    update((l) => ({
      ...l,
      picker: undefined,
      placed: [
        ...l.placed.filter((p) => p.slot !== picker.slot),
        { square: picker.square, slot: picker.slot, cell: letter | JOLLY },
      ],
    }));
  };

  const onSquare = (square: number) => {
    if (replayAt !== undefined) return;
    if (!canAct) {
      if (!over && !readOnly) setMessage(sc.notYourTurn);
      return;
    }
    const pending = local.placed.find((p) => p.square === square);
    if (local.selected !== undefined && !pending) {
      placeSlot(local.selected, square);
      return;
    }
    if (pending) return;
    update((l) => ({
      ...l,
      cursor:
        l.cursor?.square === square
          ? { square, across: !l.cursor.across }
          : { square, across: l.cursor?.across ?? true },
    }));
    boardRef.current?.focus();
  };

  const onRackTile = (slot: number) => {
    if (!canAct) return;
    if (local.exchange) {
      update((l) => {
        const next = new Set(l.exchange);
        if (next.has(slot)) next.delete(slot);
        else next.add(slot);
        return { ...l, exchange: next };
      });
      return;
    }
    update((l) => ({ ...l, selected: l.selected === slot ? undefined : slot }));
  };

  // Pointer drag: the tile follows the pointer as a ghost; where it is let go decides (a square, or the rack).
  const startDrag = (slot: number, from: number | undefined, e: PointerEvent<HTMLElement>) => {
    if (!canAct || local.exchange || e.button !== 0) return;
    e.preventDefault();
    drag.current = { slot, from, startX: e.clientX, startY: e.clientY, moved: false };
    // Window listeners, so the drag goes on wherever the pointer is (and a board tile can be dragged too); they
    // call the handlers of the latest render through a ref.
    const move = (ev: globalThis.PointerEvent) => dragHandlers.current.move(ev);
    const up = (ev: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      dragHandlers.current.end(ev);
    };
    const cancel = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      drag.current = undefined;
      setGhost(undefined);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };
  const moveDrag = (e: PointerLike) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < 5) return;
    d.moved = true;
    const code =
      d.from !== undefined
        ? (local.placed.find((p) => p.square === d.from)?.cell ?? 0) & LETTER_MASK
        : (local.order[d.slot] ?? 0);
    setGhost({ x: e.clientX, y: e.clientY, code });
  };
  const endDrag = (e: PointerLike) => {
    const d = drag.current;
    drag.current = undefined;
    setGhost(undefined);
    if (!d) return;
    if (!d.moved) {
      if (d.from !== undefined) takeBack(d.slot);
      else onRackTile(d.slot);
      return;
    }
    const target = document.elementFromPoint(e.clientX, e.clientY);
    const square = target?.closest('[data-index]')?.getAttribute('data-index');
    if (square != null) placeSlot(d.slot, Number(square), d.from);
    else if (target?.closest('[data-testid="sc-rack"]') && d.from !== undefined) takeBack(d.slot);
  };
  dragHandlers.current = { move: moveDrag, end: endDrag };

  // Keyboard: a cursor on the board; letters place tiles from the rack (a jolly when the letter is missing).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canAct || local.picker) return;
    const cursor = local.cursor ?? { square: CENTRE, across: true };
    const row = Math.floor(cursor.square / SIZE);
    const col = cursor.square % SIZE;
    const moveTo = (r: number, c: number) =>
      update((l) => ({
        ...l,
        cursor: {
          square: Math.max(0, Math.min(SIZE - 1, r)) * SIZE + Math.max(0, Math.min(SIZE - 1, c)),
          across: cursor.across,
        },
      }));
    const key = e.key;
    if (key === 'ArrowLeft') moveTo(row, col - 1);
    else if (key === 'ArrowRight') moveTo(row, col + 1);
    else if (key === 'ArrowUp') moveTo(row - 1, col);
    else if (key === 'ArrowDown') moveTo(row + 1, col);
    else if (key === ' ' || key === 'Tab')
      update((l) => ({ ...l, cursor: { square: cursor.square, across: !cursor.across } }));
    else if (key === 'Backspace') {
      const lastPlaced = local.placed[local.placed.length - 1];
      if (lastPlaced)
        update((l) => ({
          ...l,
          placed: l.placed.slice(0, -1),
          cursor: { square: lastPlaced.square, across: cursor.across },
        }));
    } else if (key === 'Enter') confirm();
    else if (key === 'Escape') update((l) => ({ ...l, placed: [], selected: undefined }));
    else if (/^[a-zA-Z]$/.test(key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const upper = key.toUpperCase();
      const code = letterCode(upper);
      if (code < 1) {
        setMessage(describeScarabeoError({ code: 'bad-letter', text: upper, letter: upper }, lang));
      } else {
        // Skip tiles already on the board or placed, along the cursor's direction.
        let s = cursor.square;
        const step = cursor.across ? 1 : SIZE;
        const inLine = (sq: number) => (cursor.across ? Math.floor(sq / SIZE) === row : sq < SQUARES);
        while (inLine(s) && s < SQUARES && occupied(s)) s += step;
        if (!inLine(s) || s >= SQUARES) return;
        let slot = local.order.findIndex((c, i) => c === code && !usedSlots.has(i));
        let cell = code;
        if (slot < 0) {
          slot = local.order.findIndex((c, i) => c === RACK_JOLLY && !usedSlots.has(i));
          cell = code | JOLLY;
        }
        if (slot < 0) {
          setMessage(sc.notOnRack(upper));
        } else {
          setMessage(undefined);
          let next = s + step;
          while (inLine(next) && next < SQUARES && (state.cells[next] as number) !== 0) next += step;
          const nextSquare = inLine(next) && next < SQUARES ? next : s;
          update((l) => ({
            ...l,
            placed: [...l.placed, { square: s, slot, cell }],
            cursor: { square: nextSquare, across: cursor.across },
          }));
        }
      }
    } else return;
    e.preventDefault();
  };

  // ---- Moves ----

  function confirm() {
    if (!canAct) return;
    if (!preview) return;
    if (!preview.ok) {
      setMessage(preview.text);
      return;
    }
    apply(session.moves, formatMove({ type: 'play', scored: preview.scored }));
  }

  const askHints = () => {
    if (!canAct || !rack) return;
    update((l) => ({ ...l, hints: 'working' }));
    const key = turnKey;
    void ai.current
      ?.ask({
        task: 'hints',
        lexicon,
        cells: state.cells,
        rules: state.params.rules,
        rack,
        bagCount: state.bag.length,
        top: HINTS,
        unseen: unseenTiles(state.cells, rack),
        players: state.params.players,
        idleTurns: state.idleTurns,
      })
      .then((reply) => {
        setLocalState((l) => (l.key === key ? { ...l, hints: reply.hints ?? [] } : l));
        if (reply.error) setMessage(sc.aiFailed(reply.error));
      });
  };

  const placeHint = (move: string) => {
    if (!canAct || !rack) return;
    const play = parsePlay(move);
    if (!play.ok) return;
    const checked = checkPlay({ cells: state.cells, rules: state.params.rules }, rack, play.value, dawg);
    if (!checked.ok) return;
    const used = new Set<number>();
    const placed: Pending[] = [];
    for (const p of checked.value.placed) {
      const want = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
      const slot = local.order.findIndex((c, i) => c === want && !used.has(i));
      if (slot < 0) return;
      used.add(slot);
      placed.push({ square: p.square, slot, cell: p.cell });
    }
    setMessage(undefined);
    update((l) => ({ ...l, placed, selected: undefined, exchange: undefined }));
  };

  const autoPlay = () => {
    if (!canAct || !rack) return;
    const moves = session.moves;
    setThinking(true);
    void ai.current
      ?.ask({
        task: 'move',
        lexicon,
        cells: state.cells,
        rules: state.params.rules,
        rack,
        bagCount: state.bag.length,
        unseen: unseenTiles(state.cells, state.racks[state.toMove] as Rack),
        exchangesInARow: state.exchangeStreaks[state.toMove] as number,
        level: 5,
        auto: true,
      })
      .then((reply) => {
        setThinking(false);
        if (reply.move) apply(moves, reply.move);
        else setMessage(sc.aiFailed(reply.error ?? '?'));
      });
  };

  const doExchange = () => {
    if (!canAct || !local.exchange) return;
    const letters = [...local.exchange].map((slot) => {
      const c = local.order[slot] ?? 0;
      return c === RACK_JOLLY ? '?' : letterOf(c);
    });
    const text = `exchange ${letters.join('')}`;
    const move = parseMove(state, text, dawg);
    if (!move.ok) {
      setMessage(describeScarabeoError(move.error, lang));
      return;
    }
    apply(session.moves, formatMove(move.value));
  };

  const doSwap = (square: number) => {
    if (!canAct) return;
    const move = parseMove(state, `swap ${squareName(square)}`, dawg);
    if (!move.ok) setMessage(describeScarabeoError(move.error, lang));
    else apply(session.moves, formatMove(move.value));
  };

  // ---- What is shown ----

  const shownState = replayAt !== undefined ? (states[replayAt] as ScarabeoState) : state;
  const lastSquares = new Set<number>();
  const lastMove = shownState.last?.move;
  if (lastMove?.type === 'play') for (const p of lastMove.scored.placed) lastSquares.add(p.square);
  const swaps =
    canAct && state.params.rules === 'editrice' && rack
      ? Array.from(state.cells.entries()).flatMap(([s, c]) =>
          (c & JOLLY) !== 0 && (rack[c & LETTER_MASK] as number) > 0 ? [s] : [],
        )
      : [];

  const log = states.slice(1).map((after) => {
    const l = after.last;
    const name = seats[l?.player ?? 0]?.name ?? '?';
    if (!l) return '';
    switch (l.move.type) {
      case 'play':
        return sc.logPlay(name, formatMove(l.move), l.score, l.move.scored.words.join(', '));
      case 'exchange': {
        let n = 0;
        for (const c of l.move.tiles) n += c;
        return sc.logExchange(name, n);
      }
      case 'pass':
        return sc.logPass(name);
      case 'swap':
        return sc.logSwap(name, squareName(l.move.square));
    }
    return '';
  });

  const unseenSeat = viewer ?? (persons.length > 0 ? undefined : toMove);
  const unseen = unseenSeat !== undefined ? unseenTiles(state.cells, state.racks[unseenSeat] as Rack) : undefined;
  const end = state.end;
  const winners = end ? end.winners.map((w) => seats[w]?.name ?? '?') : [];
  const medianMs = median(aiMs);
  const exchangeCount = local.exchange?.size ?? 0;

  return (
    <div
      className="sc"
      data-testid="sc-game"
      data-moves={session.moves.join('|')}
      data-turn={over ? 'over' : canAct ? 'person' : mover?.kind === 'computer' ? 'computer' : 'waiting'}
      data-to-move={toMove}
      data-bag={state.bag.length}
      data-ai-ms={aiMs.join(' ')}
      data-ai-wall={aiWall.join(' ')}
      data-ai-median={medianMs ?? ''}
      data-scores={state.scores.join(' ')}
    >
      <div className="sc-top">
        <div className="sc-current" data-testid="sc-current" aria-live="polite">
          {over ? (
            <strong>{winners.length > 1 ? sc.tie(winners.join(', ')) : sc.winner(winners[0] ?? '?')}</strong>
          ) : (
            <>
              <strong>{sc.toPlay(mover?.name ?? '?')}</strong>
              <span className="sc-current-score">{state.scores[toMove]}</span>
              {thinking && (
                <span className="muted" data-testid="sc-thinking">
                  {' '}
                  {progress === undefined ? sc.thinking : sc.thinkingAlong(Math.round(100 * progress))}
                </span>
              )}
            </>
          )}
        </div>
        <ol className="sc-scores" aria-label={sc.scores} data-testid="sc-scores">
          {seats.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table, not a moving item.
            <li key={`${s.name}-${i}`} className={i === toMove && !over ? 'to-move' : undefined} data-seat={i}>
              <span className="sc-seat-name">{s.name}</span>
              {s.kind === 'computer' && <span className="muted"> ({s.level})</span>}
              <span className="sc-seat-score" data-testid={`sc-score-${i}`}>
                {shownState.scores[i]}
              </span>
              <span className="muted sc-seat-tiles">
                {sc.tilesOnRack((shownState.racks[i] as Rack).reduce((a, b) => a + b, 0))}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {title && <p className="muted sc-title">{title}</p>}
      <div className="sc-layout">
        <div className="sc-main">
          <ScarabeoBoard
            cells={shownState.cells}
            pending={replayAt === undefined ? local.placed : []}
            last={lastSquares}
            cursor={canAct ? local.cursor : undefined}
            interactive={canAct}
            onSquare={onSquare}
            onPendingDown={(p, e) => startDrag(p.slot, p.square, e)}
            onKeyDown={onKeyDown}
            boardRef={boardRef}
          />
          {replayAt !== undefined ? (
            <div className="sc-replay" data-testid="sc-replay">
              <p>
                <strong>{sc.replayTitle}</strong> —{' '}
                <span data-testid="sc-replay-at">
                  {replayAt === 0 ? sc.replayStart : sc.replayMove(replayAt, states.length - 1)}
                </span>
                {replayAt > 0 && <span className="muted"> · {log[replayAt - 1]}</span>}
              </p>
              <div className="row">
                <button type="button" className="button" onClick={() => setReplayAt(0)} disabled={replayAt === 0}>
                  « {sc.first}
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="sc-replay-prev"
                  onClick={() => setReplayAt(Math.max(0, replayAt - 1))}
                  disabled={replayAt === 0}
                >
                  ◀ {sc.prev}
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="sc-replay-next"
                  onClick={() => setReplayAt(Math.min(states.length - 1, replayAt + 1))}
                  disabled={replayAt === states.length - 1}
                >
                  {sc.next} ▶
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => setReplayAt(states.length - 1)}
                  disabled={replayAt === states.length - 1}
                >
                  {sc.last} »
                </button>
                {!readOnly && (
                  <button type="button" className="button primary" onClick={() => setReplayAt(undefined)}>
                    {sc.backToGame}
                  </button>
                )}
              </div>
            </div>
          ) : (
            <>
              <div className="sc-preview" data-testid="sc-preview" aria-live="polite">
                {preview?.ok ? (
                  <span className="good" data-testid="sc-preview-score" data-score={preview.scored.score}>
                    {sc.previewScore(preview.scored.score, preview.scored.words.join(', '))}
                  </span>
                ) : preview ? (
                  <span className="bad" data-testid="sc-preview-error">
                    {preview.text}
                  </span>
                ) : canAct ? (
                  <span className="muted">{sc.placeHint}</span>
                ) : null}
              </div>
              {message && (
                <p className="error" data-testid="sc-message" role="alert">
                  {message}
                </p>
              )}
              {hotSeat && personToMove && viewer === undefined && (
                <div className="notice sc-handover" data-testid="sc-handover">
                  <span>{sc.passDevice(mover?.name ?? '?')}</span>
                  <button
                    type="button"
                    className="button primary"
                    data-testid="sc-show-rack"
                    onClick={() => setRevealed(state.turn)}
                  >
                    {sc.showRack(mover?.name ?? '?')}
                  </button>
                </div>
              )}
              {rack && !over && (
                <div className="sc-rack-area">
                  <p className="muted sc-rack-title">
                    {persons.length === 1 ? sc.rack : sc.rackOf(seats[viewer ?? 0]?.name ?? '')}
                  </p>
                  <div
                    className="sc-rack"
                    data-testid="sc-rack"
                    data-rack={local.order.map((c) => (c === 0 ? '?' : letterOf(c))).join('')}
                  >
                    {local.order.map((code, slot) =>
                      usedSlots.has(slot) ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a place on the rack; placements name it.
                        <span key={slot} className="sc-slot empty" />
                      ) : (
                        <button
                          type="button"
                          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a place on the rack; placements name it.
                          key={slot}
                          className={`sc-tile rack${code === 0 ? ' jolly' : ''}${local.selected === slot ? ' selected' : ''}${local.exchange?.has(slot) ? ' chosen' : ''}`}
                          data-slot={slot}
                          data-letter={code === 0 ? '?' : letterOf(code)}
                          disabled={!canAct}
                          onPointerDown={(e) => startDrag(slot, undefined, e)}
                          onClick={(e) => {
                            // Pointer users are handled by the pointer events (which leave exchange choices to this click); this is
                            // also the keyboard's Enter/Space.
                            if (e.detail === 0 || local.exchange) onRackTile(slot);
                          }}
                        >
                          <TileFace code={code} />
                        </button>
                      ),
                    )}
                  </div>
                </div>
              )}
              {canAct && local.picker && (
                <div className="sc-picker" role="dialog" aria-label={sc.jollyPick} data-testid="sc-jolly-picker">
                  <p>{sc.jollyPick}</p>
                  <div className="sc-picker-letters">
                    {[...LETTERS].map((l) => (
                      <button
                        type="button"
                        key={l}
                        className="button"
                        data-letter={l}
                        onClick={() => pickJolly(letterCode(l))}
                      >
                        {l}
                      </button>
                    ))}
                    <button
                      type="button"
                      className="button"
                      onClick={() => update((x) => ({ ...x, picker: undefined }))}
                    >
                      {sc.cancel}
                    </button>
                  </div>
                </div>
              )}
              {canAct && (
                <div className="sc-controls" data-testid="sc-controls">
                  {local.exchange ? (
                    <>
                      <span className="muted">{sc.exchangeChoose}</span>
                      <button
                        type="button"
                        className="button primary"
                        data-testid="sc-exchange-do"
                        disabled={exchangeCount === 0}
                        onClick={doExchange}
                      >
                        {sc.exchangeDo(exchangeCount)}
                      </button>
                      <button
                        type="button"
                        className="button"
                        onClick={() => update((l) => ({ ...l, exchange: undefined }))}
                      >
                        {sc.cancel}
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button primary"
                        data-testid="sc-confirm"
                        disabled={!preview?.ok}
                        onClick={confirm}
                      >
                        {sc.confirm}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="sc-undo-tile"
                        disabled={local.placed.length === 0}
                        onClick={() => update((l) => ({ ...l, placed: l.placed.slice(0, -1) }))}
                      >
                        {sc.undoPlacement}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="sc-recall"
                        disabled={local.placed.length === 0}
                        onClick={() => update((l) => ({ ...l, placed: [], selected: undefined }))}
                      >
                        {sc.recall}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="sc-shuffle"
                        onClick={() =>
                          update((l) => {
                            const free = l.order.flatMap((_c, i) => (l.placed.some((p) => p.slot === i) ? [] : [i]));
                            const codes = shuffled(free.map((i) => l.order[i] as number));
                            const order = [...l.order];
                            free.forEach((i, k) => {
                              order[i] = codes[k] as number;
                            });
                            return { ...l, order, selected: undefined };
                          })
                        }
                      >
                        {sc.shuffle}
                      </button>
                      <button type="button" className="button" data-testid="sc-hint" onClick={askHints}>
                        {sc.hint}
                      </button>
                      <button type="button" className="button" data-testid="sc-auto" onClick={autoPlay}>
                        {sc.autoPlay}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="sc-exchange"
                        disabled={state.bag.length === 0}
                        onClick={() => update((l) => ({ ...l, placed: [], exchange: new Set(), selected: undefined }))}
                      >
                        {sc.exchange}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-testid="sc-pass"
                        onClick={() => apply(session.moves, 'pass')}
                      >
                        {sc.pass}
                      </button>
                      {swaps.map((s) => (
                        <button
                          type="button"
                          key={s}
                          className="button"
                          data-testid="sc-swap"
                          onClick={() => doSwap(s)}
                        >
                          {sc.swapJolly(squareName(s))}
                        </button>
                      ))}
                    </>
                  )}
                </div>
              )}
              {canAct && local.hints && (
                <div className="sc-hints" data-testid="sc-hints">
                  <h2>{sc.hintsTitle}</h2>
                  {local.hints === 'working' ? (
                    <p className="muted">{sc.hintsWorking}</p>
                  ) : local.hints.length === 0 ? (
                    <p className="muted" data-testid="sc-hints-none">
                      {sc.hintsNone}
                    </p>
                  ) : (
                    <>
                      <p className="muted">{sc.hintPlace}</p>
                      <ol>
                        {local.hints.map((h) => (
                          <li key={h.move}>
                            <button
                              type="button"
                              className="sc-hint"
                              data-move={h.move}
                              data-score={h.score}
                              onClick={() => placeHint(h.move)}
                            >
                              <span className="sc-hint-score">{h.score}</span> <code>{h.move}</code>{' '}
                              <span className="muted">{h.words.join(', ')}</span>
                              {h.endgame && (
                                <span className="sc-hint-endgame" data-testid="sc-hint-endgame">
                                  {' — '}
                                  {sc.hintEndgame(h.endgame.spread, h.endgame.proven)}
                                </span>
                              )}
                            </button>
                          </li>
                        ))}
                      </ol>
                    </>
                  )}
                </div>
              )}
            </>
          )}
          {end && replayAt === undefined && (
            <section
              className="sc-end panel"
              data-testid="sc-end"
              data-winners={end.winners.join(' ')}
              data-reason={end.reason}
            >
              <p>
                <strong>{end.reason === 'out' ? sc.endOut(seats[end.player ?? 0]?.name ?? '?') : sc.endStall}</strong>
              </p>
              <table className="sc-settlement">
                <thead>
                  <tr>
                    <th scope="col">{t.player}</th>
                    <th scope="col">{sc.settlementRow}</th>
                    <th scope="col" className="num">
                      {sc.settlementGain}
                    </th>
                    <th scope="col" className="num">
                      {sc.finalScore}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {seats.map((s, i) => {
                    const left = state.racks[i] as Rack;
                    const text = rackOrder(left)
                      .map((c) => (c === 0 ? '?' : letterOf(c)))
                      .join(' ');
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table.
                      <tr key={`${s.name}-${i}`} className={end.winners.includes(i) ? 'mine' : undefined}>
                        <td>{s.name}</td>
                        <td>
                          <code>{text || '—'}</code>
                        </td>
                        <td className="num">{end.settlement[i] ? `+${end.settlement[i]}` : '0'}</td>
                        <td className="num" data-testid={`sc-final-${i}`}>
                          {state.scores[i]}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <p className="sc-winner" data-testid="sc-winner">
                <strong>{winners.length > 1 ? sc.tie(winners.join(', ')) : sc.winner(winners[0] ?? '?')}</strong>
              </p>
              {saving.kind === 'saving' && (
                <p className="muted" role="status">
                  {sc.saving}
                </p>
              )}
              {saving.kind === 'saved' && (
                <p className="muted" data-testid="sc-saved" role="status">
                  {sc.saved}
                </p>
              )}
              {saving.kind === 'failed' && (
                <div className="notice" data-testid="sc-save-failed" role="alert">
                  <span>{saving.message}</span>
                  <button type="button" className="button" onClick={() => setSaving({ kind: 'idle' })}>
                    {sc.retry}
                  </button>
                </div>
              )}
              <div className="row">
                <button type="button" className="button" data-testid="sc-replay-open" onClick={() => setReplayAt(0)}>
                  {sc.replay}
                </button>
                <button type="button" className="button primary" onClick={onNew}>
                  {t.newGame}
                </button>
              </div>
            </section>
          )}
        </div>
        <aside className="sc-side">
          <p className="sc-bag" data-testid="sc-bag">
            {sc.bag(shownState.bag.length)}
          </p>
          {unseen && replayAt === undefined && (
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
          )}
          {persons.length === 0 && !over && !readOnly && (
            <div className="sc-watch row" data-testid="sc-watch">
              <button type="button" className="button" data-testid="sc-pause" onClick={() => setPaused((p) => !p)}>
                {paused ? sc.resumeWatch : sc.pause}
              </button>
              <label>
                {sc.speed}{' '}
                <select value={speed} data-testid="sc-speed" onChange={(e) => setSpeed(e.target.value as Speed)}>
                  {(Object.keys(SPEEDS) as Speed[]).map((s) => (
                    <option key={s} value={s}>
                      {sc.speeds[s]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <div className="sc-log">
            <h2>{sc.log}</h2>
            {log.length === 0 ? (
              <p className="muted">{sc.logEmpty}</p>
            ) : (
              <ol data-testid="sc-log">
                {log.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a line is its move number.
                  <li key={i} className={replayAt === i + 1 ? 'current' : undefined}>
                    {line}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="row sc-side-actions">
            {!over && !readOnly && (
              <button type="button" className="button" onClick={onNew} data-testid="sc-new">
                {t.newGame}
              </button>
            )}
          </div>
          {session.seed !== undefined && (
            <p className="muted sc-id">
              {sc.gameId}:{' '}
              <code>
                scarabeo:{formatParams(params)}#{session.seed}
              </code>
            </p>
          )}
        </aside>
      </div>
      {ghost && (
        <span className="sc-tile sc-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          <TileFace code={ghost.code} />
        </span>
      )}
    </div>
  );
}
