// Konobi's routes: /konobi (a new game, 11×11 unless changed), /konobi/<size> (the game in progress on that size,
// or a new one) and /konobi/rules.
import { DEFAULT_PARAMS, describeKonobiError, parseParams } from '../../games/konobi/index.js';
import { useLang } from '../i18n.js';
import { BadGame, Redirect } from '../routes.js';
import { Konobi } from './game.js';
import { KonobiRules } from './rules.js';
import { DEFAULT_PATH, gamePath } from './urls.js';

export function KonobiRoute({ rest }: { rest: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <KonobiRules />;
  // /konobi starts a new game (from the home page's New game); /konobi/<size> resumes that size's game.
  if (rest === '') return <Konobi key="new" size={DEFAULT_PARAMS.size} fresh />;
  const params = parseParams(rest);
  if (!params.ok) return <BadGame message={describeKonobiError(params.error, lang)} home={DEFAULT_PATH} />;
  if (rest !== String(params.value.size)) return <Redirect to={gamePath(params.value.size)} />;
  return <Konobi key={params.value.size} size={params.value.size} />;
}
