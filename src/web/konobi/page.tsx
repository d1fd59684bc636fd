// Konobi's routes: /konobi (the standard 11×11), /konobi/<size> (the game in progress on that size, or a new
// one), /konobi/new (a new game) and /konobi/rules.
import { DEFAULT_PARAMS, describeKonobiError, parseParams } from '../../games/konobi/index.js';
import { useLang } from '../i18n.js';
import { BadGame, Redirect } from '../routes.js';
import { Konobi } from './game.js';
import { KonobiRules } from './rules.js';
import { DEFAULT_PATH, gamePath, NEW } from './urls.js';

export function KonobiRoute({ rest }: { rest: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <KonobiRules />;
  if (rest === '') return <Redirect to={DEFAULT_PATH} />;
  // /konobi/new is the start form whatever is in progress (the home page's New game); /konobi/<size> resumes
  // that size's game.
  if (rest === NEW) return <Konobi key={NEW} size={DEFAULT_PARAMS.size} fresh />;
  const params = parseParams(rest);
  if (!params.ok) return <BadGame message={describeKonobiError(params.error, lang)} home={DEFAULT_PATH} />;
  if (rest !== String(params.value.size)) return <Redirect to={gamePath(params.value.size)} />;
  return <Konobi key={params.value.size} size={params.value.size} />;
}
