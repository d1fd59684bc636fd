// Online play's routes: /online (the lobby) and /online/<id> (a game; #<token> is a seat's invite).
import { useLang } from '../i18n.js';
import { BadGame } from '../routes.js';
import { GAME_ID } from './client.js';
import { OnlineGamePage } from './game.js';
import { Lobby } from './lobby.js';
import { LOBBY_PATH } from './tokens.js';

export function OnlineRoute({ rest, hash }: { rest: string; hash: string }) {
  const { t } = useLang();
  if (rest === '') return <Lobby />;
  if (GAME_ID.test(rest)) return <OnlineGamePage key={rest} id={rest} hash={hash} />;
  return <BadGame message={t.ol.badAddress} home={LOBBY_PATH} />;
}
