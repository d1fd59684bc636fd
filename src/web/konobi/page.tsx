// Konobi's routes: /konobi (the standard 11×11), /konobi/<size> and /konobi/rules.
import { describeKonobiError, parseParams } from '../../games/konobi/index.js';
import { useLang } from '../i18n.js';
import { BadGame, Redirect } from '../routes.js';
import { Konobi } from './game.js';
import { KonobiRules } from './rules.js';
import { DEFAULT_PATH, gamePath } from './urls.js';

export function KonobiRoute({ rest }: { rest: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <KonobiRules />;
  if (rest === '') return <Redirect to={DEFAULT_PATH} />;
  const params = parseParams(rest);
  if (!params.ok) return <BadGame message={describeKonobiError(params.error, lang)} home={DEFAULT_PATH} />;
  if (rest !== String(params.value.size)) return <Redirect to={gamePath(params.value.size)} />;
  return <Konobi key={params.value.size} size={params.value.size} />;
}
