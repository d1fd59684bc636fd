// Konobi's routes: /konobi (the standard 11×11), /konobi/<size> and /konobi/rules.
import { useEffect } from 'react';
import { describeKonobiError, parseParams } from '../../games/konobi/index.js';
import { useLang } from '../i18n.js';
import { linkHandler, navigate } from '../router.js';
import { Konobi } from './game.js';
import { KonobiRules } from './rules.js';
import { DEFAULT_PATH, gamePath } from './urls.js';

function Redirect({ to }: { to: string }) {
  const { t } = useLang();
  useEffect(() => navigate(to, { replace: true }), [to]);
  return <p className="muted">{t.loading}</p>;
}

export function KonobiRoute({ rest }: { rest: string }) {
  const { t, lang } = useLang();
  if (rest === 'rules') return <KonobiRules />;
  if (rest === '') return <Redirect to={DEFAULT_PATH} />;
  const params = parseParams(rest);
  if (!params.ok) {
    return (
      <div className="panel bad-game" role="alert">
        <h1>{t.badGame}</h1>
        <p data-testid="bad-game">{describeKonobiError(params.error, lang)}</p>
        <a className="button primary" href={DEFAULT_PATH} onClick={linkHandler(DEFAULT_PATH)}>
          {t.startNew}
        </a>
      </div>
    );
  }
  if (rest !== String(params.value.size)) return <Redirect to={gamePath(params.value.size)} />;
  return <Konobi key={params.value.size} size={params.value.size} />;
}
