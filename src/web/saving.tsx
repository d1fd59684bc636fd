// A finished game's record on its way to the server, as every game's page shows it: saving, saved, or failed
// with a retry (a retry is safe: the server stores the same record only once); and the name asked before the
// first one goes.
import type { ReactNode } from 'react';
import { useLang } from './i18n.js';

export type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | {
      readonly kind: 'saved';
      readonly id: string;
      readonly rank?: number | null;
      /** The day of the daily board it is ranked on (YYYY-MM-DD), if on one. */
      readonly daily?: string | null;
    }
  | { readonly kind: 'failed'; readonly message: string };

export const IDLE: Saving = { kind: 'idle' };

export function SavingStatus(props: {
  readonly saving: Saving;
  readonly text: { readonly saving: string; readonly saved: ReactNode; readonly retry: string };
  readonly testIds: { readonly saving?: string; readonly saved: string; readonly failed: string };
  readonly onRetry: () => void;
}) {
  const { saving, text, testIds } = props;
  if (saving.kind === 'saving')
    return (
      <p className="muted" data-testid={testIds.saving} role="status">
        {text.saving}
      </p>
    );
  if (saving.kind === 'saved' && text.saved !== null)
    return (
      <p className="muted" data-testid={testIds.saved} role="status">
        {text.saved}
      </p>
    );
  if (saving.kind === 'failed')
    return (
      <div className="notice" data-testid={testIds.failed} role="alert">
        <span>{saving.message}</span>
        <button type="button" className="button" onClick={props.onRetry}>
          {text.retry}
        </button>
      </div>
    );
  return null;
}

/** The player's name for the high scores, asked the first time a game is entered (then kept in the browser). */
export function NameForm(props: {
  readonly id: string;
  readonly player: string;
  readonly error?: string;
  readonly onName: (name: string) => void;
}) {
  const { t } = useLang();
  return (
    <form
      className="name-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onName(String(new FormData(e.currentTarget).get('name') ?? ''));
      }}
    >
      <label htmlFor={props.id}>{t.playerName}</label>
      <div className="row">
        <input id={props.id} name="name" maxLength={24} autoComplete="nickname" defaultValue={props.player} />
        <button type="submit" className="primary">
          {t.saveScore}
        </button>
      </div>
      {props.error && <p className="error">{props.error}</p>}
    </form>
  );
}
