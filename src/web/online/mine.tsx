// "My online games" on the home page: every game this browser holds a seat in (POST /api/online/mine with the
// kept tokens), whose turn it is or who won it, newest first; only a link to the lobby when there are none.
import { useEffect, useState } from 'react';
import { useLang } from '../i18n.js';
import { linkHandler } from '../router.js';
import { fetchMine, type MyGame } from './client.js';
import { allTokens, gamePath, LOBBY_PATH } from './tokens.js';
import { describeMyGame, gameTitle, myOpponents } from './words.js';

export function MyOnlineGames() {
  const { t } = useLang();
  const ol = t.ol;
  const [games, setGames] = useState<MyGame[] | undefined>();
  useEffect(() => {
    // A rematch keeps its seats' tokens: the same token may hold several games, so each is sent once.
    const tokens = [...new Set(allTokens().map((e) => e.token))];
    if (tokens.length === 0) return;
    let live = true;
    void fetchMine(tokens).then((r) => {
      if (!live || !r.ok) return;
      const byId = new Map(r.value.map((g) => [g.id, g]));
      setGames([...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt));
    });
    return () => {
      live = false;
    };
  }, []);
  // None held here: only the way to the lobby, so the home page stays as it was.
  if (!games || games.length === 0) {
    return (
      <p className="online-mine-none">
        <a className="text-link" href={LOBBY_PATH} onClick={linkHandler(LOBBY_PATH)} data-testid="home-lobby">
          {ol.openLobby}
        </a>
      </p>
    );
  }
  return (
    <section className="panel online-mine" aria-labelledby="online-mine-title" data-testid="online-mine">
      <div className="row">
        <h2 id="online-mine-title">{ol.myGames}</h2>
        <a className="text-link" href={LOBBY_PATH} onClick={linkHandler(LOBBY_PATH)} data-testid="home-lobby">
          {ol.openLobby}
        </a>
      </div>
      <ul className="online-mine-list" data-testid="online-mine-list">
        {games.map((g) => {
          const state = describeMyGame(g, t);
          const opponents = myOpponents(g, t);
          return (
            <li key={g.id} data-game-id={g.id} data-your-turn={g.yourTurn ? 'yes' : 'no'} data-status={g.status}>
              <a href={gamePath(g.id)} onClick={linkHandler(gamePath(g.id))}>
                {gameTitle(g.game, g.params, t)}
                {opponents.length > 0 && ` ${ol.against(opponents.join(', '))}`}
              </a>{' '}
              <span className={g.yourTurn && g.status === 'playing' ? 'online-your-turn' : 'muted'}>{state}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
