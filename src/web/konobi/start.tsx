// Konobi's start form: the board size (with presets), and each side a person or the computer with a level;
// beside it, "Play online" (src/web/online/setup.tsx) on the size chosen here.
import { useState } from 'react';
import { DEFAULT_LEVEL, LEVEL_PLAYOUTS } from '../../ai/konobi/levels.js';
import { describeKonobiError, LIMITS } from '../../games/konobi/index.js';
import type { Seat } from '../../session/index.js';
import { formatNumber } from '../formatNumber.js';
import { useLang } from '../i18n.js';
import { readWhole } from '../numberField.js';
import { OnlineSetup } from '../online/setup.js';

const SIZE_PRESETS = [7, 9, 11, 13];

/** A side as the form edits it: the level is kept while the side is a person, for when it turns computer. */
interface Side {
  readonly kind: 'person' | 'computer';
  readonly level: number;
}

function seatOf(side: Side): Seat {
  return side.kind === 'computer' ? { kind: 'computer', level: side.level } : { kind: 'person' };
}

function SideForm({
  legend,
  side,
  onChange,
  testId,
}: {
  legend: string;
  side: Side;
  onChange: (s: Side) => void;
  testId: string;
}) {
  const { t, lang } = useLang();
  return (
    <fieldset className="kb-side" data-testid={testId}>
      <legend>{legend}</legend>
      <label>
        <input
          type="radio"
          checked={side.kind === 'person'}
          onChange={() => onChange({ ...side, kind: 'person' })}
          data-testid={`${testId}-person`}
        />
        {t.kb.person}
      </label>
      <label>
        <input
          type="radio"
          checked={side.kind === 'computer'}
          onChange={() => onChange({ ...side, kind: 'computer' })}
          data-testid={`${testId}-computer`}
        />
        {t.kb.computer}
      </label>
      <label>
        {t.kb.level}{' '}
        <select
          value={side.level}
          disabled={side.kind !== 'computer'}
          onChange={(e) => onChange({ ...side, level: Number(e.target.value) })}
          data-testid={`${testId}-level`}
        >
          {LEVEL_PLAYOUTS.map((playouts, i) => (
            <option key={playouts} value={i + 1}>
              {t.kb.levelChoice(i + 1, formatNumber(playouts, lang))}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** The form; `onStart` gets the board size and the seats, Black's (the first player's) first. */
export function StartForm({ size, onStart }: { size: number; onStart: (size: number, seats: Seat[]) => void }) {
  const { t, lang } = useLang();
  // The field holds what is typed (a clamp per keystroke turned the "1" of 13 into 5); Start reads it.
  const [sizeText, setSizeText] = useState(String(size));
  const [message, setMessage] = useState<string | undefined>();
  const typed = readWhole(sizeText, LIMITS.minSize, LIMITS.maxSize);
  // The size the presets and "Play online" go by: the typed one once it is valid, else the last preset or start.
  const [lastGood, setLastGood] = useState(size);
  const boardSize = typed.ok ? typed.value : lastGood;
  // Whole numbers out of range get the engine's own words, as the address /konobi/99 does.
  const sizeProblem = typed.ok
    ? undefined
    : typed.error.kind === 'out-of-range'
      ? describeKonobiError(
          { code: 'size-out-of-range', value: typed.error.value, min: LIMITS.minSize, max: LIMITS.maxSize },
          lang,
        )
      : t.numberProblem(t.kb.sizeName, typed.error, LIMITS.minSize, LIMITS.maxSize);
  const setBoardSize = (n: number) => {
    setSizeText(String(n));
    setLastGood(n);
    setMessage(undefined);
  };
  const [first, setFirst] = useState<Side>({ kind: 'person', level: DEFAULT_LEVEL });
  const [second, setSecond] = useState<Side>({ kind: 'computer', level: DEFAULT_LEVEL });
  const local = (
    <form
      className="panel kb-start"
      data-testid="kb-start"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!typed.ok) return setMessage(sizeProblem);
        onStart(typed.value, [seatOf(first), seatOf(second)]);
      }}
    >
      <h1>{t.kb.newGame}</h1>
      <label>
        {t.kb.size}{' '}
        <input
          type="number"
          min={LIMITS.minSize}
          max={LIMITS.maxSize}
          value={sizeText}
          onChange={(e) => setSizeText(e.target.value)}
          data-testid="kb-size"
        />
      </label>
      <div className="row presets">
        {SIZE_PRESETS.map((n) => (
          <button
            key={n}
            type="button"
            className="button"
            aria-pressed={boardSize === n}
            onClick={() => setBoardSize(n)}
          >
            {n}×{n}
          </button>
        ))}
      </div>
      <SideForm legend={t.kb.blackSide} side={first} onChange={setFirst} testId="kb-black" />
      <SideForm legend={t.kb.whiteSide} side={second} onChange={setSecond} testId="kb-white" />
      <p className="muted">{t.kb.pieNote}</p>
      {message && (
        <p className="error" role="alert" data-testid="kb-start-error">
          {message}
        </p>
      )}
      <button type="submit" className="button primary" data-testid="kb-play">
        {t.kb.start}
      </button>
    </form>
  );
  return (
    <>
      {local}
      <OnlineSetup
        game="konobi"
        params={String(boardSize)}
        paramsProblem={sizeProblem}
        seatNames={[t.kb.blackSide, t.kb.whiteSide]}
        levels={LEVEL_PLAYOUTS.map((playouts, i) => ({
          value: i + 1,
          label: t.kb.levelChoice(i + 1, formatNumber(playouts, lang)),
        }))}
        defaultLevel={DEFAULT_LEVEL}
        increment
      />
    </>
  );
}
