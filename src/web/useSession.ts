// The one hook every game's page plays through: a session of the shared session layer (src/session) held as
// React state, resumed from this browser's storage and saved there after every change (the session layer's save,
// so a saved game is a record any tool reads), listed among the games in progress while it is one, with the
// page's own extras (a flag, a count) kept beside it. Moves, undo, redo and restart all go through the layer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyGame, Outcome, Problem } from '../core/game.js';
import type { Lang } from '../core/lang.js';
import { err, ok, type Result } from '../core/result.js';
import {
  canRedo,
  canUndo,
  current,
  describeSaveError,
  moveTo,
  outcome,
  parseSave,
  play,
  playText,
  redo,
  type Session,
  saveOf,
  undo,
} from '../session/index.js';
import { DICTS, useLang } from './i18n.js';
import { upgradeSave } from './legacy.js';
import { type InProgress, noteProgress } from './saves.js';
import { load, store, touchIndexed } from './storage.js';

/** Saved games kept in this browser, finished ones too; beyond the most recent ones they are forgotten. */
const SAVES_KEY = 'saves';
const MAX_SAVES = 40;

/** Where a game is kept in this browser, and how the home page lists it while it is in progress. */
export interface Keeping {
  /** The storage key of its save. */
  readonly key: string;
  readonly progress: Omit<InProgress, 'key' | 'moves' | 'at'>;
}

/** A page's own data kept beside the session in the save (under `web`), read back without trusting it. */
export interface Extras<X> {
  readonly initial: X;
  readonly parse: (value: unknown) => X;
}

const NO_EXTRAS: Extras<undefined> = { initial: undefined, parse: () => undefined };

interface Kept<S, X> {
  readonly session: S;
  readonly extras: X;
}

/**
 * The save under `key` as a session of `game` and the page's extras, if there is one: refused whole (with the
 * session layer's reason) when it does not replay or belongs to another game.
 */
export function loadKept<P, St, M, E extends Problem, V, X>(
  game: AnyGame,
  key: string,
  extras: Extras<X>,
  belongs: (s: Session<P, St, M, E, V>) => boolean,
  lang: Lang,
): Result<Kept<Session<P, St, M, E, V>, X>, string> | undefined {
  const text = load(key);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = upgradeSave(JSON.parse(text));
  } catch {
    return err(describeSaveError({ code: 'save-json' }, game.name, lang));
  }
  const parsed = parseSave(new Map([[game.name, game]]), value);
  if (!parsed.ok) return err(describeSaveError(parsed.error, game.name, lang));
  const session = parsed.value as Session<P, St, M, E, V>;
  if (!belongs(session)) return err(DICTS[lang].otherGame);
  return ok({ session, extras: extras.parse((value as { web?: unknown }).web) });
}

export function useSession<P, St, M, E extends Problem, V, X = undefined>(options: {
  /** A new game, when nothing is saved (or the save was refused). */
  readonly fresh: () => Session<P, St, M, E, V>;
  /** Where it is kept; undefined for a game only looked at (a stored game's replay). */
  readonly keeping?: Keeping;
  /** Whether a save found under the key is this page's game (the same deal, board or position). */
  readonly belongs?: (s: Session<P, St, M, E, V>) => boolean;
  readonly extras?: Extras<X>;
}) {
  type S = Session<P, St, M, E, V>;
  const { lang } = useLang();
  const { keeping } = options;
  const extrasOf = (options.extras ?? NO_EXTRAS) as Extras<X>;
  const [init] = useState((): Kept<S, X> & { notice?: string } => {
    const fresh = { session: options.fresh(), extras: extrasOf.initial };
    if (!keeping) return fresh;
    const saved = loadKept(fresh.session.game, keeping.key, extrasOf, options.belongs ?? (() => true), lang);
    if (saved === undefined) return fresh;
    if (saved.ok) return saved.value;
    // The refused save is not removed here: React may run this again when the page suspends before its first
    // commit (a lazy part still loading), and the second run must find it to say so. The fresh game's first save,
    // an effect after the commit, writes over it.
    return { ...fresh, notice: DICTS[lang].restoreFailed(saved.error) };
  });
  const [kept, setKept] = useState<Kept<S, X>>(init);
  const [notice, setNotice] = useState(init.notice);
  // The latest session for callbacks that run later (a worker's answer, a timer): they check it still applies.
  const ref = useRef(kept);

  const set = useCallback((next: Kept<S, X>) => {
    if (next === ref.current) return;
    ref.current = next;
    setKept(next);
  }, []);
  const change = useCallback((step: (s: S) => S) => set({ ...ref.current, session: step(ref.current.session) }), [set]);

  const { session, extras } = kept;
  const state = current(session) as St;
  const result: Outcome = outcome(session);

  // Saved after every change, so a reload or a closed tab resumes exactly here.
  const keepingNow = useRef(keeping);
  keepingNow.current = keeping;
  const save = useCallback(() => {
    const k = keepingNow.current;
    if (!k) return;
    const { session: s, extras: x } = ref.current;
    store(k.key, JSON.stringify({ ...saveOf(s), ...(x === undefined ? {} : { web: x }) }));
    touchIndexed(SAVES_KEY, k.key, MAX_SAVES);
    noteProgress({ ...k.progress, key: k.key, moves: s.at }, s.at > 0 && !outcome(s).over);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session or new extras is what is saved.
  useEffect(save, [session, extras, save]);

  return {
    session,
    state,
    outcome: result,
    extras,
    ref,
    notice,
    clearNotice: () => setNotice(undefined),
    canUndo: canUndo(session),
    canRedo: canRedo(session),
    /** Plays a legal move (from the engine's parser, its legal moves or a controller); see the layer's `play`. */
    play: useCallback((move: M) => change((s) => play(s, move)), [change]),
    /** Plays a move in notation (as `play` does), or says which rule it breaks and changes nothing. */
    playText: useCallback(
      (text: string): Result<S, E> => {
        const next = playText(ref.current.session, text);
        if (next.ok) change(() => next.value);
        return next;
      },
      [change],
    ),
    undo: useCallback(() => change(undo), [change]),
    redo: useCallback(() => change(redo), [change]),
    /** The cursor at `at` moves (the moves after it stay to redo). */
    moveTo: useCallback((at: number) => change((s) => moveTo(s, at)), [change]),
    /** Back to the start; redo replays the game. */
    restart: useCallback(() => change((s) => moveTo(s, 0)), [change]),
    /** Writes the save now (when the page is hidden or closed, before React would). */
    save,
    /** Changes the page's extras (kept in the save). */
    setExtras: useCallback((fn: (x: X) => X) => set({ ...ref.current, extras: fn(ref.current.extras) }), [set]),
  };
}
