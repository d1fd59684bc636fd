// A finished game's record on its way to the server, as every game's page shows it: saving, saved, or failed
// with a retry (a retry is safe: the server stores the same record only once).
import type { ReactNode } from 'react';

export type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly id: string; readonly rank?: number | null }
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
