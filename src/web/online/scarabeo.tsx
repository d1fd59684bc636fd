// An online Scarabeo game's board: the seat's view from the server (the board, its own rack only, counts of the
// rest) drawn by Scarabeo's own board and rack; tiles are placed by drag and drop, clicks or the keyboard as in a
// local game, checked with the lexicon for the preview, and the play, exchange or pass is sent to the server.
// No hints and no "play for me" against people. A spectator sees no rack until the game is over.
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { letterOf } from '../../games/scarabeo/alphabet.js';
import { LETTER_MASK, squareName } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { type LexiconKind, parseParams } from '../../games/scarabeo/params.js';
import type { OnlineScarabeoView } from '../../online/views.js';
import {
  clearPlacing,
  exchangeNotation,
  jollySwaps,
  pickJolly,
  playNotation,
  previewPlay,
  rackOrder,
  takeBack,
  toggleExchange,
} from '../../session/scarabeo.js';
import { useLang } from '../i18n.js';
import { ScarabeoBoard, TileFace } from '../scarabeo/board.js';
import { TurnControls } from '../scarabeo/controls.js';
import { useTileDrag } from '../scarabeo/drag.js';
import { loadLexicon } from '../scarabeo/lexicon.js';
import * as placement from '../scarabeo/placement.js';
import { JollyPicker, RackView } from '../scarabeo/rack.js';
import type { FaceProps } from './face.js';
import { lastPlaySquares, scarabeoView } from './scarabeoView.js';

function useLexicon(kind: LexiconKind): { dawg?: Dawg; error?: string } {
  const [result, setResult] = useState<{ kind: LexiconKind; dawg?: Dawg; error?: string }>({ kind });
  useEffect(() => {
    let live = true;
    loadLexicon(kind).then(
      (dawg) => live && setResult({ kind, dawg }),
      (e: unknown) => live && setResult({ kind, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return result.kind === kind ? result : {};
}

export function ScarabeoFace(props: FaceProps) {
  const { t } = useLang();
  const decoded = useMemo(() => scarabeoView(props.snapshot), [props.snapshot]);
  const params = parseParams(props.snapshot.params);
  const { dawg, error } = useLexicon(params.ok ? params.value.lexicon : 'standard');
  if (typeof decoded === 'string') {
    return (
      <p className="error" role="alert">
        {decoded}
      </p>
    );
  }
  if (error) {
    return (
      <p className="error" role="alert">
        {t.sc.lexiconFailed(error)}
      </p>
    );
  }
  return <ScarabeoTable {...props} view={decoded} dawg={dawg} />;
}

function ScarabeoTable({
  snapshot,
  canMove,
  busy,
  onMove,
  names,
  view,
  dawg,
}: FaceProps & { view: OnlineScarabeoView; dawg: Dawg | undefined }) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const [message, setMessage] = useState<string | undefined>();
  const boardRef = useRef<HTMLDivElement>(null);
  const over = snapshot.status === 'over';
  const canAct = canMove && !busy && view.hasRack && !over;
  const rack = view.hasRack ? view.rack : undefined;

  // The turn's placements: each new version of the game (or a new rack) starts afresh.
  const turnKey = `${snapshot.version}:${rack ? rackOrder(rack).join(',') : '-'}`;
  const [stored, setTurn] = useState<placement.Turn>(() => placement.freshTurn('', undefined));
  const turn = stored.key === turnKey ? stored : placement.freshTurn(turnKey, rack);
  const { placing } = turn;
  const update = useCallback(
    (fn: (turn: placement.Turn) => placement.Turn) =>
      setTurn((old) => fn(old.key === turnKey ? old : placement.freshTurn(turnKey, rack))),
    [turnKey, rack],
  );
  const withPlacing = (fn: (p: typeof placing) => typeof placing) => update((l) => ({ ...l, placing: fn(l.placing) }));

  const preview = useMemo(() => {
    if (!dawg || !view.hasRack || placing.placed.length === 0) return undefined;
    const checked = previewPlay(placing, view, dawg);
    return checked.ok
      ? { ok: true as const, scored: checked.value }
      : { ok: false as const, text: describeScarabeoError(checked.error, lang) };
  }, [view, placing, dawg, lang]);

  const place = (slot: number, square: number) => {
    if (!canAct) return;
    setMessage(undefined);
    update((l) => placement.place(l, view.cells, slot, square));
  };
  const clickTile = (slot: number) =>
    canAct &&
    update((l) =>
      l.placing.exchange ? { ...l, placing: toggleExchange(l.placing, slot) } : placement.select(l, slot),
    );

  const drag = useTileDrag({
    code: (slot, from) =>
      from !== undefined
        ? (placing.placed.find((p) => p.square === from)?.cell ?? 0) & LETTER_MASK
        : (placing.order[slot] ?? 0),
    drop: (slot, square) => place(slot, square),
    takeBack: (slot) => withPlacing((p) => takeBack(p, slot)),
    click: clickTile,
  });

  const send = (text: string) => {
    setMessage(undefined);
    onMove(text);
  };

  const confirm = () => {
    if (!canAct || !preview) return;
    if (!preview.ok) setMessage(preview.text);
    else send(playNotation(preview.scored));
  };

  const onSquare = (square: number) => {
    if (!canAct) {
      if (!over && view.hasRack && !busy) setMessage(sc.notYourTurn);
      return;
    }
    const pending = placing.placed.some((p) => p.square === square);
    if (turn.selected !== undefined && !pending) place(turn.selected, square);
    else if (!pending) {
      update((l) => placement.pointCursor(l, square));
      boardRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canAct || placing.picker || e.ctrlKey || e.metaKey || e.altKey) return;
    const r = placement.boardKey(turn, view.cells, e.key);
    if (r.kind === 'ignored') return;
    e.preventDefault();
    if (r.kind === 'turn') {
      setMessage(undefined);
      setTurn(r.turn);
    } else if (r.kind === 'confirm') confirm();
    else if (r.kind === 'not-on-rack') setMessage(sc.notOnRack(r.letter));
    else setMessage(describeScarabeoError({ code: 'bad-letter', text: r.letter, letter: r.letter }, lang));
  };

  const swaps = canAct ? jollySwaps(view) : [];
  const racks = view.racks;

  return (
    <div
      className="sc online-sc"
      data-testid="online-scarabeo"
      data-rack={rack ? turn.placing.order.map((c) => (c === 0 ? '?' : letterOf(c))).join('') : ''}
      data-bag={view.bagCount}
      data-scores={view.scores.join(' ')}
    >
      <p className="muted online-bag" data-testid="online-bag">
        {sc.bag(view.bagCount)}
        {view.lastMove &&
          ` · ${t.ol.lastPlay(names[view.lastMove.player] ?? '?', view.lastMove.move, view.lastMove.score)}`}
      </p>
      <div className="sc-main">
        <ScarabeoBoard
          cells={view.cells}
          pending={placing.placed}
          last={lastPlaySquares(view)}
          cursor={canAct ? turn.cursor : undefined}
          interactive={canAct}
          onSquare={onSquare}
          onPendingDown={(p, e) => canAct && !placing.exchange && drag.start(p.slot, p.square, e)}
          onKeyDown={onKeyDown}
          boardRef={boardRef}
        />
        <div className="sc-turn">
          {rack && !over && (
            <RackView
              title={sc.rack}
              turn={turn}
              enabled={canAct}
              onTile={clickTile}
              onTileDown={(slot, e) => canAct && !placing.exchange && drag.start(slot, undefined, e)}
            />
          )}
          {canAct && placing.picker && (
            <JollyPicker
              onPick={(letter) => withPlacing((p) => pickJolly(p, letter))}
              onCancel={() => withPlacing((p) => ({ ...p, picker: undefined }))}
            />
          )}
          {canAct && (
            <TurnControls
              exchanging={placing.exchange?.size}
              canConfirm={!!preview?.ok}
              placedCount={placing.placed.length}
              bagCount={view.bagCount}
              swaps={swaps}
              actions={{
                confirm,
                undoTile: () => withPlacing((p) => ({ ...p, placed: p.placed.slice(0, -1) })),
                recall: () => update((l) => ({ ...l, placing: clearPlacing(l.placing), selected: undefined })),
                shuffle: () => update((l) => placement.shuffleRack(l)),
                startExchange: () =>
                  update((l) => ({
                    ...l,
                    placing: { ...clearPlacing(l.placing), exchange: new Set() },
                    selected: undefined,
                  })),
                cancelExchange: () => withPlacing(clearPlacing),
                exchange: () => {
                  const text = exchangeNotation(placing);
                  if (text) send(text);
                },
                pass: () => send('pass'),
                swap: (square) => send(`swap ${squareName(square)}`),
              }}
            />
          )}
          {canAct && (
            <div className="sc-preview" data-testid="sc-preview" aria-live="polite">
              {!dawg ? (
                <span className="muted">{sc.loadingLexicon}</span>
              ) : preview?.ok ? (
                <span className="good" data-testid="sc-preview-score" data-score={preview.scored.score}>
                  {sc.previewScore(preview.scored.score, preview.scored.words.join(', '))}
                </span>
              ) : preview ? (
                <span className="bad" data-testid="sc-preview-error">
                  {preview.text}
                </span>
              ) : (
                <span className="muted">{sc.placeHint}</span>
              )}
            </div>
          )}
          {message && (
            <p className="error" data-testid="online-move-error" role="alert">
              {message}
            </p>
          )}
          {racks && (
            <div className="online-racks" data-testid="online-final-racks">
              <h2>{t.ol.finalRacks}</h2>
              <ul>
                {racks.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table.
                  <li key={i}>
                    <span>{names[i]}</span>{' '}
                    <span className="sc-rack small">
                      {rackOrder(r).map((code, k) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: tiles of a finished rack never move.
                        <span key={k} className={`sc-tile${code === 0 ? ' jolly' : ''}`}>
                          <TileFace code={code} />
                        </span>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      {drag.ghost && (
        <span className="sc-tile sc-ghost" style={{ left: drag.ghost.x, top: drag.ghost.y }} aria-hidden="true">
          <TileFace code={drag.ghost.code} />
        </span>
      )}
    </div>
  );
}
