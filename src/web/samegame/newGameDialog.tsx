// The new-game dialog: a preset or a custom size (checked by the engine's checkParams), winnable deals only,
// or a pasted game id; it navigates to the new game's URL.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { parseGameId } from '../../core/gameId.js';
import { describeGameIdError } from '../../core/messages.js';
import {
  checkParams,
  describeSameGameError,
  formatParams,
  LIMITS,
  PRESETS,
  parseParams,
  type SameGameParams,
} from '../../games/samegame/index.js';
import { useLang } from '../i18n.js';
import { navigate } from '../router.js';
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
  const { t, lang } = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const initialPreset = PRESETS.find((p) => sameSize(p.params, current))?.name ?? 'custom';
  const [choice, setChoice] = useState(initialPreset);
  const [width, setWidth] = useState(String(current.width));
  const [height, setHeight] = useState(String(current.height));
  const [colors, setColors] = useState(String(current.colors));
  const [winnable, setWinnable] = useState(current.winnable);
  const [idText, setIdText] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(undefined);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const start = (e: FormEvent) => {
    e.preventDefault();
    if (idText.trim() !== '') {
      const id = parseGameId(idText);
      if (!id.ok) return setError(describeGameIdError(id.error, lang));
      if (id.value.game !== 'samegame') return setError(t.wrongGame(id.value.game));
      const p = parseParams(id.value.params);
      if (!p.ok) return setError(describeSameGameError(p.error, lang));
      onClose();
      return navigate(gamePath(p.value, id.value.seed ?? randomSeed()));
    }
    let params: SameGameParams;
    const preset = PRESETS.find((p) => p.name === choice);
    if (preset) params = { ...preset.params, winnable };
    else {
      // Only digits are numbers here; anything else is refused by the engine's own range check with its message.
      const num = (s: string) => (/^\s*\d{1,3}\s*$/.test(s) ? Number(s) : Number.NaN);
      const checked = checkParams({ width: num(width), height: num(height), colors: num(colors), winnable });
      if (!checked.ok) return setError(describeSameGameError(checked.error, lang));
      params = checked.value;
    }
    onClose();
    navigate(gamePath(params, randomSeed()));
  };

  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-labelledby={`${uid}-title`}>
      <form onSubmit={start} noValidate>
        <h2 id={`${uid}-title`}>{t.newGameTitle}</h2>
        <fieldset>
          <legend>{t.presets}</legend>
          <div className="presets">
            {PRESETS.map((p) => (
              <label key={p.name} className={`preset${choice === p.name ? ' chosen' : ''}`}>
                <input
                  type="radio"
                  name="preset"
                  value={p.name}
                  checked={choice === p.name}
                  onChange={() => setChoice(p.name)}
                />
                <span className="preset-name">{t.presetNames[p.name] ?? p.name}</span>
                <span className="muted">
                  {t.sizeLine(p.params.width, p.params.height, p.params.colors)} · {formatParams(p.params)}
                </span>
              </label>
            ))}
            <label className={`preset custom${choice === 'custom' ? ' chosen' : ''}`}>
              <input
                type="radio"
                name="preset"
                value="custom"
                checked={choice === 'custom'}
                onChange={() => setChoice('custom')}
              />
              <span className="preset-name">{t.custom}</span>
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
                {LIMITS.minSize}–{LIMITS.maxSize} × {LIMITS.minSize}–{LIMITS.maxSize}, {LIMITS.minColors}–
                {LIMITS.maxColors}
              </span>
            </label>
          </div>
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={winnable} onChange={(e) => setWinnable(e.target.checked)} />
          {t.winnableOnly}
        </label>
        <label className="stack">
          {t.openId}
          <input
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            placeholder={t.openIdPlaceholder}
            spellCheck={false}
            autoCapitalize="off"
          />
        </label>
        {error && (
          <p className="error" role="alert" data-testid="dialog-error">
            {error}
          </p>
        )}
        <div className="row end">
          <button type="button" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary">
            {t.start}
          </button>
        </div>
      </form>
    </dialog>
  );
}
