// The new-game dialog: a preset or a custom size (checked by the engine's checkParams), winnable deals only,
// or a pasted game id; it navigates to the new game's URL.
import { useId, useState } from 'react';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkParams,
  describeSameGameError,
  formatParams,
  LIMITS,
  PRESETS,
  type SameGameError,
  type SameGameParams,
  samegame,
} from '../../games/samegame/index.js';
import { useLang } from '../i18n.js';
import { NewGameFrame, PresetChoices } from '../newGameDialog.js';
import { readWhole } from '../numberField.js';
import { gamePath, randomSeed } from './urls.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  readonly current: SameGameParams;
  readonly onClose: () => void;
}

function sameSize(a: SameGameParams, b: SameGameParams): boolean {
  return a.width === b.width && a.height === b.height && a.colors === b.colors;
}

export function NewGameDialog({ open, current, onClose }: NewGameDialogProps) {
  const { t } = useLang();
  const uid = useId();
  const initialPreset = PRESETS.find((p) => sameSize(p.params, current))?.name ?? 'custom';
  const [choice, setChoice] = useState(initialPreset);
  const [width, setWidth] = useState(String(current.width));
  const [height, setHeight] = useState(String(current.height));
  const [colors, setColors] = useState(String(current.colors));
  const [winnable, setWinnable] = useState(current.winnable);

  /** The params, or why not: the engine's error, or the field's problem already in words. */
  const chosen = (): Result<SameGameParams, SameGameError | string> => {
    const preset = PRESETS.find((p) => p.name === choice);
    if (preset) return ok({ ...preset.params, winnable });
    // Each field read as typed: an empty or non-numeric one is named; a whole number out of range is left to the
    // engine's own check and its message.
    const fields = [
      [width, 'width'],
      [height, 'height'],
      [colors, 'colours'],
    ] as const;
    const values: number[] = [];
    for (const [text, name] of fields) {
      const [min, max] = name === 'colours' ? [LIMITS.minColors, LIMITS.maxColors] : [LIMITS.minSize, LIMITS.maxSize];
      const v = readWhole(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      if (!v.ok) return err(t.numberProblem(t.fieldNames[name], v.error, min, max));
      values.push(v.value);
    }
    const [w = 0, h = 0, c = 0] = values;
    return checkParams({ width: w, height: h, colors: c, winnable });
  };

  return (
    <NewGameFrame
      open={open}
      onClose={onClose}
      game={samegame}
      describe={describeSameGameError}
      path={gamePath}
      newSeed={randomSeed}
      wrongGame={t.wrongGame}
      idPlaceholder={t.openIdPlaceholder}
      chosen={chosen}
    >
      <PresetChoices
        presets={PRESETS}
        choice={choice}
        onChoose={setChoice}
        name={(name) => t.presetNames[name] ?? name}
        line={(p) => (
          <>
            {t.sizeLine(p.width, p.height, p.colors)} · {formatParams(p)}
          </>
        )}
      >
        {/* Not one label around it all: the radio would be named "Custom Width 15 Height 10 …". The radio has its
            own short label, and each field its own. */}
        <div className={`preset custom${choice === 'custom' ? ' chosen' : ''}`}>
          <input
            type="radio"
            id={`${uid}-custom`}
            name="preset"
            value="custom"
            checked={choice === 'custom'}
            onChange={() => setChoice('custom')}
            aria-describedby={`${uid}-limits`}
          />
          <label htmlFor={`${uid}-custom`} className="preset-name">
            {t.custom}
          </label>
          <span className="custom-fields">
            <label>
              {t.width}
              <input
                inputMode="numeric"
                size={3}
                value={width}
                onFocus={() => setChoice('custom')}
                onChange={(e) => setWidth(e.target.value)}
                aria-describedby={`${uid}-limits`}
                data-testid="custom-width"
              />
            </label>
            <label>
              {t.height}
              <input
                inputMode="numeric"
                size={3}
                value={height}
                onFocus={() => setChoice('custom')}
                onChange={(e) => setHeight(e.target.value)}
                data-testid="custom-height"
              />
            </label>
            <label>
              {t.colours}
              <input
                inputMode="numeric"
                size={2}
                value={colors}
                onFocus={() => setChoice('custom')}
                onChange={(e) => setColors(e.target.value)}
                data-testid="custom-colors"
              />
            </label>
          </span>
          <span className="muted" id={`${uid}-limits`}>
            {LIMITS.minSize}–{LIMITS.maxSize} × {LIMITS.minSize}–{LIMITS.maxSize}, {LIMITS.minColors}–{LIMITS.maxColors}
          </span>
        </div>
      </PresetChoices>
      <label className="check">
        <input type="checkbox" checked={winnable} onChange={(e) => setWinnable(e.target.checked)} />
        {t.winnableOnly}
      </label>
    </NewGameFrame>
  );
}
