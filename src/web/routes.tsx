// The route pieces every game's page shares: a refused address, a redirect, and the /<game>/<params>#<seed> route.
import { type ReactNode, useEffect } from 'react';
import type { Game, Problem } from '../core/game.js';
import { parseGameId } from '../core/gameId.js';
import { describeGameIdError, type Lang } from '../core/messages.js';
import { FreshDeal } from './deals.js';
import { useLang } from './i18n.js';
import { linkHandler, navigate } from './router.js';

/** An address that names no game: why, and a way to a fresh one at `home`. */
export function BadGame({ message, home }: { message: string; home: string }) {
  const { t } = useLang();
  return (
    <div className="panel bad-game" role="alert">
      <h1>{t.badGame}</h1>
      <p data-testid="bad-game">{message}</p>
      <a className="button primary" href={home} onClick={linkHandler(home)}>
        {t.startNew}
      </a>
    </div>
  );
}

/** Replaces the address (no new history entry) once rendering is done. */
export function Redirect({ to }: { to: string }) {
  const { t } = useLang();
  useEffect(() => navigate(to, { replace: true }), [to]);
  return <p className="muted">{t.loading}</p>;
}

type GameParams<P, E extends Problem> = Pick<
  Game<P, unknown, unknown, E>,
  'name' | 'defaultParams' | 'parseParams' | 'formatParams'
>;

/**
 * /<game> (a fresh deal) and /<game>/<params>#<seed> (one game id) for a game played from a seed: a missing
 * seed gets a fresh one, a lenient spelling its canonical address, and `children` the parsed game id.
 */
export function GameIdRoute<P, E extends Problem>(props: {
  game: GameParams<P, E>;
  describe: (error: E, lang: Lang) => string;
  path: (params: P, seed: string) => string;
  newSeed: () => string;
  rest: string;
  hash: string;
  children: (params: P, seed: string) => ReactNode;
}) {
  const { lang } = useLang();
  const { game, rest, hash, path, newSeed } = props;
  const home = `/${game.name}`;
  // A fresh game: a ranked deal from the server when it answers, else a seed of our own.
  const fresh = (p: P) => (
    <FreshDeal game={game.name} params={game.formatParams(p)} path={(seed) => path(p, seed)} newSeed={newSeed} />
  );
  if (rest === '') return fresh(game.defaultParams);
  const params = game.parseParams(decodeURIComponentSafe(rest));
  if (!params.ok) return <BadGame message={props.describe(params.error, lang)} home={home} />;
  if (hash === '') return fresh(params.value);
  const id = parseGameId(`${game.name}:${game.formatParams(params.value)}#${hash}`);
  if (!id.ok) return <BadGame message={describeGameIdError(id.error, lang)} home={home} />;
  const seed = id.value.seed as string;
  // A lenient spelling (upper case, spaces) is shown in its canonical form.
  if (rest !== game.formatParams(params.value)) return <Redirect to={path(params.value, seed)} />;
  return <>{props.children(params.value, seed)}</>;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
