// Shisen-Sho's routes: /shisensho (a fresh deal), /shisensho/rules, and /shisensho/<params>#<seed> (one game id).
import { useEffect } from 'react';
import { parseGameId } from '../../core/gameId.js';
import { describeGameIdError } from '../../core/messages.js';
import { DEFAULT_PARAMS, describeShisenShoError, formatParams, parseParams } from '../../games/shisensho/index.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { ShisenSho } from './game.js';
import { ShisenShoRules } from './rules.js';
import { gamePath, randomSeed } from './urls.js';

function BadGame({ message }: { message: string }) {
  const { t } = useLang();
  return (
    <div className="panel bad-game" role="alert">
      <h1>{t.badGame}</h1>
      <p data-testid="bad-game">{message}</p>
      <a className="button primary" href="/shisensho" onClick={linkHandler('/shisensho')}>
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

export function ShisenShoRoute({ rest, hash }: { rest: string; hash: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <ShisenShoRules />;
  if (rest === '') return <Redirect to={gamePath(DEFAULT_PARAMS, randomSeed())} />;
  const params = parseParams(decodeURIComponentSafe(rest));
  if (!params.ok) return <BadGame message={describeShisenShoError(params.error, lang)} />;
  if (hash === '') return <Redirect to={gamePath(params.value, randomSeed())} />;
  const id = parseGameId(`shisensho:${formatParams(params.value)}#${hash}`);
  if (!id.ok) return <BadGame message={describeGameIdError(id.error, lang)} />;
  const seed = id.value.seed as string;
  // A lenient spelling (upper case, spaces) is shown in its canonical form.
  if (rest !== formatParams(params.value)) return <Redirect to={gamePath(params.value, seed)} />;
  return <ShisenSho key={`${rest}#${seed}`} params={params.value} seed={seed} />;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
