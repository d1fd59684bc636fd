// SameGame's routes: /samegame (a fresh deal), /samegame/rules, and /samegame/<params>#<seed> (one game id).
import { useEffect } from 'react';
import { parseGameId } from '../../core/gameId.js';
import { describeGameIdError } from '../../core/messages.js';
import { DEFAULT_PARAMS, describeSameGameError, formatParams, parseParams } from '../../games/samegame/index.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { SameGame } from './game.js';
import { SameGameRules } from './rules.js';
import { gamePath, randomSeed } from './urls.js';

function BadGame({ message }: { message: string }) {
  const { t } = useLang();
  return (
    <div className="panel bad-game" role="alert">
      <h1>{t.badGame}</h1>
      <p data-testid="bad-game">{message}</p>
      <a className="button primary" href="/samegame" onClick={linkHandler('/samegame')}>
        {t.startNew}
      </a>
    </div>
  );
}

/** Replaces the address (no new history entry) once rendering is done. */
function Redirect({ to }: { to: string }) {
  const { t } = useLang();
  useEffect(() => navigate(to, { replace: true }), [to]);
  return <p className="muted">{t.loading}</p>;
}

export function SameGameRoute({ rest, hash }: { rest: string; hash: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <SameGameRules />;
  if (rest === '') return <Redirect to={gamePath(DEFAULT_PARAMS, randomSeed())} />;
  const params = parseParams(decodeURIComponentSafe(rest));
  if (!params.ok) return <BadGame message={describeSameGameError(params.error, lang)} />;
  if (hash === '') return <Redirect to={gamePath(params.value, randomSeed())} />;
  const id = parseGameId(`samegame:${formatParams(params.value)}#${hash}`);
  if (!id.ok) return <BadGame message={describeGameIdError(id.error, lang)} />;
  const seed = id.value.seed as string;
  // A lenient spelling (upper case, spaces) is shown in its canonical form.
  if (rest !== formatParams(params.value)) return <Redirect to={gamePath(params.value, seed)} />;
  return <SameGame key={`${rest}#${seed}`} params={params.value} seed={seed} />;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
