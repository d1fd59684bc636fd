// The Shisen-Sho new-game dialog: a preset board, gravity, winnable deals only, or a pasted game id; it
// navigates to the new game's URL.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { parseGameId } from '../../core/gameId.js';
import { describeGameIdError } from '../../core/messages.js';
import {
  describeShisenShoError,
  formatParams,
  PRESETS,
  parseParams,
  type ShisenShoParams,
} from '../../games/shisensho/index.js';
import { useLang } from '../i18n.js';
import { navigate } from '../router.js';
import { gamePath, randomSeed } from './urls.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  readonly current: ShisenShoParams;
  readonly onClose: () => void;
}

function sameSize(a: ShisenShoParams, b: ShisenShoParams): boolean {
  return a.width === b.width && a.height === b.height && a.kinds === b.kinds;
}

export function NewGameDialog({ open, current, onClose }: NewGameDialogProps) {
  const { t, lang } = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [choice, setChoice] = useState(
    () => (PRESETS.find((p) => sameSize(p.params, current)) ?? PRESETS[1])?.name ?? 'standard',
  );
  const [gravity, setGravity] = useState(current.gravity);
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
      if (id.value.game !== 'shisensho') return setError(t.ss.wrongGame(id.value.game));
      const p = parseParams(id.value.params);
      if (!p.ok) return setError(describeShisenShoError(p.error, lang));
      onClose();
      return navigate(gamePath(p.value, id.value.seed ?? randomSeed()));
    }
    const preset = PRESETS.find((p) => p.name === choice) ?? PRESETS[1];
    if (!preset) return undefined;
    onClose();
    navigate(gamePath({ ...preset.params, gravity, winnable }, randomSeed()));
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
                <span className="preset-name">{t.ss.presetNames[p.name] ?? p.name}</span>
                <span className="muted">
                  {t.ss.sizeLine(p.params.width, p.params.height, p.params.kinds)} · {formatParams(p.params)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="check">
          <input
            type="checkbox"
            checked={gravity}
            onChange={(e) => setGravity(e.target.checked)}
            data-testid="gravity"
          />
          {t.ss.gravity}
        </label>
        <label className="check">
          <input type="checkbox" checked={winnable} onChange={(e) => setWinnable(e.target.checked)} />
          {t.ss.winnableOnly}
        </label>
        <label className="stack">
          {t.openId}
          <input
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            placeholder={t.ss.openIdPlaceholder}
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
