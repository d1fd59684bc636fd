// The turn's tile placement shared by the local and the online Scarabeo pages: drag, clicks and typing (the pure
// steps of placement.ts) on the page's state, the live score preview, and the turn controls' actions.
import { type KeyboardEvent, type PointerEvent, useCallback, useMemo, useRef, useState } from 'react';
import { squareName } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { ScoredPlay } from '../../games/scarabeo/index.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import type { Rack } from '../../games/scarabeo/play.js';
import type { ScarabeoView } from '../../games/scarabeo/state.js';
import { exchangeNotation, jollySwaps, playNotation, previewPlay } from '../../session/scarabeo.js';
import { useLang } from '../i18n.js';
import { type Pending, TileFace } from './board.js';
import type { TurnActions } from './controls.js';
import { type Ghost, useTileDrag } from './drag.js';
import * as placement from './placement.js';

export interface PlacementOptions {
  /** The turn's identity: when it changes (a new turn, another rack on screen) the placements start afresh. */
  readonly turnKey: string;
  readonly rack: Rack | undefined;
  /** The board the tiles go on. */
  readonly cells: Uint8Array;
  /** What the seat sees, for the preview and the jolly swaps; absent when no rack is on screen. */
  readonly view: ScarabeoView | undefined;
  /** The lexicon, for the preview; absent while it loads. */
  readonly dawg: Dawg | undefined;
  /** Whether the player may place tiles now. */
  readonly canAct: boolean;
  /** Whether a click on the board, when the player cannot act, says it is not their turn. */
  readonly sayNotYourTurn: boolean;
  readonly setMessage: (text: string | undefined) => void;
  /** Sends a move in notation: a play, an exchange, a pass or a jolly swap. */
  readonly send: (text: string) => void;
}

/** The placed tiles as a play checked by the rules: its score, or the rule it breaks. */
export type Preview =
  | { readonly ok: true; readonly scored: ScoredPlay }
  | { readonly ok: false; readonly text: string };

export function usePlacement(o: PlacementOptions) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const { turnKey, rack, cells, view, dawg, canAct, setMessage, send } = o;
  const boardRef = useRef<HTMLDivElement>(null);

  const [stored, setTurn] = useState<placement.Turn>(() => placement.freshTurn('', undefined));
  const turn = stored.key === turnKey ? stored : placement.freshTurn(turnKey, rack);
  const { placing } = turn;
  /** A step on the current turn (a stored turn of an earlier key is dropped first). */
  const update = useCallback(
    (fn: (turn: placement.Turn) => placement.Turn) =>
      setTurn((old) => fn(old.key === turnKey ? old : placement.freshTurn(turnKey, rack))),
    [turnKey, rack],
  );

  const preview = useMemo((): Preview | undefined => {
    if (!view || !dawg || placing.placed.length === 0) return undefined;
    const checked = previewPlay(placing, view, dawg);
    return checked.ok
      ? { ok: true, scored: checked.value }
      : { ok: false, text: describeScarabeoError(checked.error, lang) };
  }, [view, placing, dawg, lang]);

  const place = (slot: number, square: number) => {
    if (!canAct) return;
    setMessage(undefined);
    update((l) => placement.place(l, cells, slot, square));
  };
  const clickTile = (slot: number) => canAct && update((l) => placement.clickTile(l, slot));

  const drag = useTileDrag({
    code: (slot, from) => placement.dragCode(turn, slot, from),
    drop: (slot, square) => place(slot, square),
    takeBack: (slot) => update((l) => placement.takeBackTile(l, slot)),
    click: clickTile,
  });

  const confirm = () => {
    if (!canAct || !preview) return;
    if (!preview.ok) setMessage(preview.text);
    else send(playNotation(preview.scored));
  };

  const onSquare = (square: number) => {
    if (!canAct) {
      if (o.sayNotYourTurn) setMessage(sc.notYourTurn);
      return;
    }
    const pending = placing.placed.some((p) => p.square === square);
    if (turn.selected !== undefined && !pending) place(turn.selected, square);
    else if (!pending) {
      update((l) => placement.pointCursor(l, square));
      boardRef.current?.focus();
    }
  };

  /** The last message was a letter missing from the rack. */
  const missing = useRef(false);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canAct || placing.picker || e.ctrlKey || e.metaKey || e.altKey) return;
    const r = placement.boardKey(turn, cells, e.key);
    if (r.kind === 'ignored') return;
    e.preventDefault();
    if (r.kind === 'turn') {
      // The rest of a word typed after a missing letter keeps that letter's message on screen until another key.
      if (!(missing.current && /^[a-zA-Z]$/.test(e.key))) {
        missing.current = false;
        setMessage(undefined);
      }
      setTurn(r.turn);
    } else if (r.kind === 'confirm') confirm();
    else if (r.kind === 'not-on-rack') {
      missing.current = true;
      setMessage(sc.notOnRack(r.letter));
      setTurn(r.turn);
    } else setMessage(describeScarabeoError({ code: 'bad-letter', text: r.letter, letter: r.letter }, lang));
  };

  /** The turn controls' actions but the help (hints, play for me), which only a local game has. */
  const actions: Omit<TurnActions, 'hints' | 'auto'> = {
    confirm,
    undoTile: () => update(placement.undoTile),
    recall: () => update(placement.recall),
    shuffle: () => update((l) => placement.shuffleRack(l)),
    startExchange: () => update(placement.startExchange),
    cancelExchange: () => update(placement.recall),
    exchange: () => {
      const text = canAct ? exchangeNotation(placing) : undefined;
      if (text) send(text);
    },
    pass: () => send('pass'),
    swap: (square) => canAct && send(`swap ${squareName(square)}`),
  };

  return {
    turn,
    placing,
    /** Sets the turn as it is (a reply for an earlier turn checks the key itself). */
    setTurn,
    update,
    preview,
    /** The jollies on the board the player may swap for the tile on their rack. */
    swaps: canAct && view ? jollySwaps(view) : [],
    actions,
    ghost: drag.ghost,
    /** What the board and the rack take from the placements (spread into ScarabeoBoard and RackView). */
    board: {
      pending: placing.placed,
      cursor: canAct ? turn.cursor : undefined,
      interactive: canAct,
      onSquare,
      onPendingDown: (p: Pending, e: PointerEvent<HTMLElement>) =>
        canAct && !placing.exchange && drag.start(p.slot, p.square, e),
      onKeyDown,
      boardRef,
    },
    rack: {
      turn,
      enabled: canAct,
      onTile: clickTile,
      onTileDown: (slot: number, e: PointerEvent<HTMLElement>) =>
        canAct && !placing.exchange && drag.start(slot, undefined, e),
    },
    jolly: {
      onPick: (letter: number) => update((l) => placement.answerPicker(l, letter)),
      onCancel: () => update((l) => placement.answerPicker(l)),
      boardRef,
    },
  };
}

/** The live preview under the controls: the play's score and words, the rule it breaks, or how to start. */
export function PreviewLine({ preview, canAct, loading }: { preview?: Preview; canAct: boolean; loading?: boolean }) {
  const { sc } = useLang().t;
  return (
    <div className="sc-preview" data-testid="sc-preview" aria-live="polite">
      {loading && canAct ? (
        <span className="muted">{sc.loadingLexicon}</span>
      ) : preview?.ok ? (
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
  );
}

/** The tile following the pointer while it is dragged. */
export function DragGhost({ ghost }: { ghost: Ghost | undefined }) {
  return ghost ? (
    <span className="sc-tile sc-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
      <TileFace code={ghost.code} />
    </span>
  ) : null;
}
