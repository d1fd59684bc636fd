// The lobby, /online: the listed games waiting for an opponent (newest first), each with its game, size or
// rules, time control and free seats, and a button that takes a free seat under the name given here.
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '../i18n.js';
import { NEW_PATH as KONOBI_NEW } from '../konobi/urls.js';
import { linkHandler, navigate } from '../router.js';
import { START_PATH as SCARABEO_START } from '../scarabeo/urls.js';
import { load, store } from '../storage.js';
import { fetchLobby, type LobbyGame, takeSeat } from './client.js';
import { NAME_MAX, PLAYER_KEY } from './setup.js';
import { gamePath, keepToken } from './tokens.js';
import { describeClock, gameTitle } from './words.js';

export function Lobby() {
  const { t } = useLang();
  const ol = t.ol;
  const [games, setGames] = useState<LobbyGame[] | 'offline' | undefined>();
  const [name, setName] = useState(() => load(PLAYER_KEY) ?? '');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const r = await fetchLobby();
    setGames(r.ok ? r.value : 'offline');
  }, []);

  useEffect(() => {
    document.title = `${ol.lobbyTitle} · Ludoteca`;
    void refresh();
    const timer = setInterval(() => void refresh(), 15_000);
    return () => clearInterval(timer);
  }, [refresh, ol.lobbyTitle]);

  const join = async (game: LobbyGame) => {
    const who = name.trim();
    if (who.length < 1 || who.length > NAME_MAX) return setMessage(ol.nameInvalid);
    setBusy(true);
    setMessage(undefined);
    store(PLAYER_KEY, who);
    const r = await takeSeat(game.id, who);
    setBusy(false);
    if (!r.ok) {
      setMessage(r.error.kind === 'offline' ? ol.offline : ol.refused(r.error.message));
      void refresh();
      return;
    }
    keepToken(game.id, r.value.token);
    navigate(gamePath(game.id));
  };

  return (
    <div className="online-lobby">
      <section className="panel">
        <h1>{ol.lobbyTitle}</h1>
        <p className="muted">{ol.lobbyNote}</p>
        <div className="row">
          <label>
            {ol.yourName}{' '}
            <input
              value={name}
              maxLength={NAME_MAX}
              autoComplete="nickname"
              onChange={(e) => setName(e.target.value)}
              data-testid="lobby-name"
            />
          </label>
          <button type="button" className="button" onClick={() => void refresh()} data-testid="lobby-refresh">
            {ol.refresh}
          </button>
        </div>
        {message && (
          <p className="error" role="alert" data-testid="lobby-error">
            {message}
          </p>
        )}
        {games === 'offline' ? (
          <p className="muted">{ol.lobbyOffline}</p>
        ) : games === undefined ? (
          <p className="muted">{t.loading}</p>
        ) : games.length === 0 ? (
          <p className="muted" data-testid="lobby-empty">
            {ol.lobbyEmpty}
          </p>
        ) : (
          <ul className="online-lobby-list" data-testid="lobby-games">
            {games.map((g) => {
              const title = gameTitle(g.game, g.params, t);
              const by = g.seats.flatMap((s) => (s.kind === 'person' && s.taken && s.name ? [s.name] : []))[0] ?? '?';
              const persons = g.seats.filter((s) => s.kind === 'person');
              const free = persons.filter((s) => s.kind === 'person' && !s.taken).length;
              return (
                <li key={g.id} data-game-id={g.id}>
                  <div>
                    <strong>{title}</strong>
                    <p className="muted">
                      {ol.createdBy} {by} · {describeClock(g.clock, t)} · {ol.seatsFree(free, g.seats.length)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button primary"
                    disabled={busy}
                    aria-label={ol.joinGame(title, by)}
                    onClick={() => void join(g)}
                    data-testid={`lobby-join-${g.id}`}
                  >
                    {ol.join}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="row online-new">
          <a className="button" href={KONOBI_NEW} onClick={linkHandler(KONOBI_NEW)}>
            {ol.newOnline('Konobi')}
          </a>
          <a className="button" href={SCARABEO_START} onClick={linkHandler(SCARABEO_START)}>
            {ol.newOnline(t.games.scarabeo?.title ?? 'Scarabeo')}
          </a>
        </div>
      </section>
    </div>
  );
}
