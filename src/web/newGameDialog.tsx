// What the seeded games' new-game dialogs share: the modal frame with a pasted game id, and the list of presets.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Game, Problem } from '../core/game.js';
import { parseGameId } from '../core/gameId.js';
import { describeGameIdError, type Lang } from '../core/messages.js';
import type { Result } from '../core/result.js';
import { useLang } from './i18n.js';
import { navigate } from './router.js';

/**
 * The dialog around a game's choices (`children`): a pasted game id wins over them; either way it navigates
 * to the new game's URL, or says why it cannot.
 */
export function NewGameFrame<P, E extends Problem>(props: {
  open: boolean;
  onClose: () => void;
  game: Pick<Game<P, unknown, unknown, E>, 'name' | 'parseParams'>;
  describe: (error: E, lang: Lang) => string;
  path: (params: P, seed: string) => string;
  newSeed: () => string;
  wrongGame: (game: string) => string;
  idPlaceholder: string;
  /** The params chosen in `children`, or the engine's refusal, or a field's problem already in words. */
  chosen: () => Result<P, E | string>;
  children: ReactNode;
}) {
  const { open, onClose, game, describe, path, newSeed } = props;
  const { t, lang } = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
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
      if (id.value.game !== game.name) return setError(props.wrongGame(id.value.game));
      const p = game.parseParams(id.value.params);
      if (!p.ok) return setError(describe(p.error, lang));
      onClose();
      return navigate(path(p.value, id.value.seed ?? newSeed()));
    }
    const params = props.chosen();
    if (!params.ok) return setError(typeof params.error === 'string' ? params.error : describe(params.error, lang));
    onClose();
    // No seed: the route deals one, the server's ranked deal when it answers in time (deals.tsx).
    navigate(path(params.value, ''));
  };

  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-labelledby={`${uid}-title`}>
      <form onSubmit={start} noValidate>
        <h2 id={`${uid}-title`}>{t.newGameTitle}</h2>
        {props.children}
        <label className="stack">
          {t.openId}
          <input
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            placeholder={props.idPlaceholder}
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

/** The presets as radio buttons, each with its name and size; `children` adds a choice after them. */
export function PresetChoices<P>(props: {
  presets: readonly { readonly name: string; readonly params: P }[];
  choice: string;
  onChoose: (name: string) => void;
  name: (preset: string) => string;
  line: (params: P) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLang();
  return (
    <fieldset>
      <legend>{t.presets}</legend>
      <div className="presets">
        {props.presets.map((p) => (
          <label key={p.name} className={`preset${props.choice === p.name ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="preset"
              value={p.name}
              checked={props.choice === p.name}
              onChange={() => props.onChoose(p.name)}
            />
            <span className="preset-name">{props.name(p.name)}</span>
            <span className="muted">{props.line(p.params)}</span>
          </label>
        ))}
        {props.children}
      </div>
    </fieldset>
  );
}
