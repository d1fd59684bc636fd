// The online game page, /online/<id> (and /online/<id>#<token>, an invite: the token is kept and the address
// cleaned): the game as the server holds it, from this seat's view or a spectator's — whose turn, the clocks, the
// board (Konobi's or Scarabeo's face), the moves, resign, claim against an absent player, rematch, the invite
// links while waiting, a free seat to take, every refusal in words, and the connection's state.
import { useEffect, useState } from 'react';
import { type ClockState, everySeatTaken, offersRematch } from '../../online/protocol.js';
import { formatNumber } from '../formatNumber.js';
import { type Dict, useLang } from '../i18n.js';
import { NEW_PATH as KONOBI_NEW_PATH } from '../konobi/urls.js';
import { sharedReplayPath } from '../replay/link.js';
import { linkHandler, navigate } from '../router.js';
import { START_PATH as SCARABEO_START_PATH } from '../scarabeo/urls.js';
import { load, store } from '../storage.js';
import { type Snapshot, TOKEN, takeSeat } from './client.js';
import { formatClock, remainingNow, useNow } from './clock.js';
import type { FaceProps } from './face.js';
import { colourOfSeat, KonobiFace, konobiState } from './konobi.js';
import { MoveList } from './moves.js';
import { ScarabeoFace, ScarabeoMoveList } from './scarabeo.js';
import { scarabeoView } from './scarabeoView.js';
import { NAME_MAX, PLAYER_KEY } from './setup.js';
import { gamePath, gameUrl, invitesFor, keepToken, LOBBY_PATH, tokenFor } from './tokens.js';
import { useOnlineGame } from './useOnline.js';
import { describeClock, describeRefusal, gameTitle } from './words.js';

/** A seat's label before anyone sits there: Konobi's colours in turn order, Scarabeo's seat numbers. */
function seatLabel(snapshot: Pick<Snapshot, 'game'>, seat: number, t: Dict): string {
  if (snapshot.game === 'konobi') return seat === 0 ? t.kb.colour.black : t.kb.colour.white;
  return t.sc.seat(seat + 1);
}

/** The seats' names as the page shows them. */
function seatNames(snapshot: Snapshot, t: Dict): string[] {
  return snapshot.seats.map((s, i) => {
    if (s.kind === 'computer') return `${t.ol.computerLevel(s.level)}`;
    return s.name ?? seatLabel(snapshot, i, t);
  });
}

/** The game's own page, where "Play online" sets up a new game (an aborted game's way on). */
function setUpPath(game: Snapshot['game']): string {
  return game === 'konobi' ? KONOBI_NEW_PATH : SCARABEO_START_PATH;
}

/**
 * The replay of a finished Konobi game, as a shared replay link that carries its record (nothing in Konobi is
 * hidden, so every reader's moves are the whole game; a Scarabeo reader's are not: another seat's exchange is a
 * count). Undefined while the game goes on.
 */
function replayOf(snapshot: Snapshot, names: readonly string[]): string | undefined {
  if (snapshot.game !== 'konobi' || snapshot.status !== 'over' || snapshot.seed === null) return undefined;
  // An aborted game has no result to keep, and before any move nothing to replay.
  const aborted = snapshot.end?.reason === 'aborted';
  if (aborted && snapshot.moves.length === 0) return undefined;
  return sharedReplayPath({
    version: 1,
    game: 'konobi',
    params: snapshot.params,
    seed: snapshot.seed,
    moves: [...snapshot.moves],
    players: [...names],
    ...(snapshot.end && !aborted ? { result: snapshot.end.result } : {}),
  });
}

/** How the game ended, naming the seat that resigned, ran out of time or was claimed against ("Bo resigned"). */
function endedHow(snapshot: Snapshot, mine: number | null, names: readonly string[], t: Dict): string {
  const end = snapshot.end;
  if (!end || end.reason === 'rules' || end.seat === undefined) return t.ol.ends[end?.reason ?? 'rules'];
  const name = names[end.seat];
  const why = end.reason === 'aborted' ? t.ol.abortedWhy : t.ol.endedWhy;
  if (end.seat === mine) return why(t.ol.endedByYou[end.reason]);
  return name === undefined ? t.ol.ends[end.reason] : why(t.ol.endedBy[end.reason](name));
}

/** The winners' seats: the end's, else the engine's outcome. */
function winnersOf(snapshot: Snapshot): readonly number[] {
  return snapshot.end?.winners ?? snapshot.outcome?.winners ?? [];
}

function CopyField({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useLang();
  const [said, setSaid] = useState<string | undefined>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t.ol.copied);
    } catch {
      setSaid(t.ol.copyFailed);
    }
    setTimeout(() => setSaid(undefined), 2000);
  };
  return (
    <div className="online-copy">
      <label>
        <span>{label}</span>
        <input readOnly value={url} onFocus={(e) => e.target.select()} data-testid={testId} />
      </label>
      <button type="button" className="button" onClick={() => void copy()}>
        {t.ol.copy}
      </button>
      <span className="muted" role="status">
        {said}
      </span>
    </div>
  );
}

/** An invite link opened without a name known here: the name first, then the seat. */
function NamePrompt({ onName }: { onName: (name: string) => void }) {
  const { t } = useLang();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  return (
    <form
      className="panel online-name"
      data-testid="online-name-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = name.trim();
        if (trimmed.length < 1 || trimmed.length > NAME_MAX) return setMessage(t.ol.nameInvalid);
        onName(trimmed);
      }}
    >
      <h1>{t.ol.invited}</h1>
      <label>
        {t.ol.yourName}{' '}
        <input
          value={name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          // biome-ignore lint/a11y/noAutofocus: the one field of the page, opened to fill it in.
          autoFocus
          onChange={(e) => setName(e.target.value)}
          data-testid="online-invite-name"
        />
      </label>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button primary" data-testid="online-invite-play">
        {t.ol.playNow}
      </button>
    </form>
  );
}

export function OnlineGamePage({ id, hash }: { id: string; hash: string }) {
  const invite = TOKEN.test(hash) ? hash : undefined;
  const [token, setToken] = useState<string | undefined>(() => invite ?? tokenFor(id));
  const [name, setName] = useState<string | undefined>(() => load(PLAYER_KEY));
  // A fragment that cannot be a seat's token (a link cut short or mistyped): said beside "watching", since the
  // address is cleaned at once and the visitor would otherwise not know why no seat is theirs.
  const [badInvite] = useState(() => hash !== '' && invite === undefined);
  // The token leaves the address at once (not left in the history, never in a request line); a fragment that
  // is not a token is dropped too.
  useEffect(() => {
    if (hash === '') return;
    if (invite) keepToken(id, invite);
    navigate(gamePath(id), { replace: true });
  }, [id, hash, invite]);
  if (token && !name) {
    return (
      <NamePrompt
        onName={(n) => {
          store(PLAYER_KEY, n);
          setName(n);
        }}
      />
    );
  }
  return (
    <OnlineGame
      key={id}
      id={id}
      token={token}
      name={name}
      badInvite={badInvite}
      onSeat={(seatToken, seatName) => {
        setName(seatName);
        setToken(seatToken);
      }}
    />
  );
}

function OnlineGame(props: {
  id: string;
  token: string | undefined;
  name: string | undefined;
  /** The address held an invite fragment that is no token. */
  badInvite: boolean;
  /** A free seat taken here: its token, and the name it was taken under. */
  onSeat: (token: string, name: string) => void;
}) {
  const { t, lang } = useLang();
  const ol = t.ol;
  const g = useOnlineGame(props.id, props.token, props.name);
  const snapshot = g.received?.snapshot;
  const [confirmResign, setConfirmResign] = useState(false);
  const [seatError, setSeatError] = useState<string | undefined>();
  const [seatName, setSeatName] = useState(() => props.name ?? '');

  // The tab's title says when it is this seat's turn, for a game left open in a background tab.
  const myTurnNow = snapshot?.status === 'playing' && snapshot.seat !== null && snapshot.toMove === snapshot.seat;
  useEffect(() => {
    if (!snapshot) return;
    const title = `${gameTitle(snapshot.game, snapshot.params, t)} · ${ol.online} · Ludoteca`;
    document.title = myTurnNow ? `● ${ol.yourTurn} · ${title}` : title;
  }, [snapshot, myTurnNow, t, ol.online, ol.yourTurn]);

  const connectionLine = (
    <p className={`online-connection ${g.connection}`} role="status" data-testid="online-connection">
      <span className="online-dot" aria-hidden="true" />
      <span className="online-connection-text">
        {g.connection === 'closed' && g.retryInMs !== undefined
          ? (g.crowded ? ol.crowded : ol.retryIn)(Math.max(1, Math.round(g.retryInMs / 1000)))
          : ol.connection[g.connection]}
      </span>
      {g.connection === 'closed' && (
        <button type="button" className="button" onClick={g.reconnect}>
          {ol.reconnectNow}
        </button>
      )}
    </p>
  );

  if (!snapshot) {
    const unknown = g.refusal?.code === 'unknown-game';
    return (
      <div className="panel online-loading">
        <h1>{unknown ? ol.unknownGame : ol.loadingGame}</h1>
        {g.refusal && !unknown && (
          <p className="error" role="alert" data-testid="online-error">
            {describeRefusal(g.refusal, t, lang)}
          </p>
        )}
        {unknown ? (
          <a className="button primary" href={LOBBY_PATH} onClick={linkHandler(LOBBY_PATH)}>
            {ol.lobbyTitle}
          </a>
        ) : (
          connectionLine
        )}
      </div>
    );
  }

  const receivedAt = g.received?.at ?? Date.now();
  const names = seatNames(snapshot, t);
  const mine = snapshot.seat;
  const playing = snapshot.status === 'playing';
  const over = snapshot.status === 'over';
  const waiting = snapshot.status === 'waiting';
  const myTurn = playing && mine !== null && snapshot.toMove === mine;
  const canMove = myTurn && g.pending === undefined && g.connection === 'open';
  const winners = winnersOf(snapshot);
  const freeSeats = snapshot.seats.flatMap((s, i) => (s.kind === 'person' && !s.taken ? [i] : []));
  const invites = invitesFor(snapshot.id).filter((i) => freeSeats.includes(i.seat));

  let status: string;
  if (over) {
    const who =
      winners.length === 0
        ? ''
        : winners.length > 1
          ? ol.tie(winners.map((w) => names[w]).join(', '))
          : ol.winner(names[winners[0] as number] ?? '?');
    const mineToo = mine === null ? '' : winners.includes(mine) ? ` ${ol.youWon}` : ` ${ol.youLost}`;
    // No winner (an aborted game, a draw): no space left trailing after the end's words.
    status = `${endedHow(snapshot, mine, names, t)}${who === '' ? '' : ` ${who}`}${winners.length > 0 ? mineToo : ''}`;
    // Given up while a seat was still free: the game never began, and nobody won it.
    const free = snapshot.seats.some((s) => s.kind === 'person' && !s.taken);
    if (snapshot.end?.reason === 'resign' && snapshot.moves.length === 0 && free) status = ol.cancelled;
  } else if (snapshot.status === 'waiting') status = ol.waiting;
  else if (myTurn) status = ol.yourTurn;
  else status = ol.toMove(names[snapshot.toMove ?? 0] ?? '?');

  // Per seat: Konobi's colour now; Scarabeo's score and tiles on the rack.
  let details: string[] = [];
  let colours: ('black' | 'white' | undefined)[] = [];
  if (snapshot.game === 'konobi') {
    const s = konobiState(snapshot.params, snapshot.moves, snapshot.view);
    if (s.ok) colours = snapshot.seats.map((_, i) => colourOfSeat(s.value, i));
  } else {
    const v = scarabeoView(snapshot);
    if (typeof v !== 'string')
      details = v.scores.map((score, i) => `${formatNumber(score, lang)} · ${t.sc.tilesOnRack(v.rackCounts[i] ?? 0)}`);
  }

  // The claim: the server's time turned into this browser's.
  const offset = snapshot.clocks ? snapshot.clocks.serverTime - receivedAt : 0;
  const claimAt = snapshot.claimableAt !== null ? snapshot.claimableAt - offset : undefined;
  const whenText = (ms: number) =>
    new Date(ms).toLocaleString(lang, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  // Correspondence: when the seat to move must have moved (after that the other side may claim).
  const deadline =
    snapshot.clock.kind === 'correspondence' && playing && claimAt !== undefined ? whenText(claimAt) : undefined;
  const canClaim = playing && mine !== null && snapshot.toMove !== mine && claimAt !== undefined;

  const takeFreeAs = async (seat: number, who: string) => {
    const r = await takeSeat(snapshot.id, who, seat);
    if (!r.ok) {
      setSeatError(r.error.kind === 'offline' ? ol.offline : ol.refused(r.error.message));
      return;
    }
    keepToken(snapshot.id, r.value.token);
    props.onSeat(r.value.token, who);
    g.follow(r.value.token, who);
  };

  const replay = replayOf(snapshot, names);
  const faceProps: FaceProps = { snapshot, canMove, busy: g.pending !== undefined, onMove: g.move, names };
  const rematchGame = g.rematchGame;
  const watchRematch = mine === null ? snapshot.rematch?.game : undefined;

  return (
    <div
      className="online"
      data-testid="online-game"
      data-game={snapshot.game}
      data-status={snapshot.status}
      data-version={snapshot.version}
      data-seat={mine ?? ''}
      data-to-move={snapshot.toMove ?? ''}
      data-my-turn={myTurn ? 'yes' : 'no'}
      data-moves={snapshot.moves.join('|')}
    >
      <div className="online-top row">
        <div className="online-title">
          <h1>
            {gameTitle(snapshot.game, snapshot.params, t)} <span className="muted">· {ol.online}</span>
          </h1>
          <span className="muted online-time-control" data-testid="online-time-control">
            {describeClock(snapshot.clock, t)}
          </span>
        </div>
        {connectionLine}
      </div>
      <p className={`online-status${over ? ' over' : ''}`} data-testid="online-status" aria-live="polite">
        {status}
        {g.pending && <span className="muted"> {ol.sending}</span>}
      </p>
      {/* Beside the status line, not in the side panel: on a phone that is under the board, and the countdown is
          the one thing the player to move must see at once. */}
      {playing && snapshot.firstMoveBy !== null && snapshot.toMove !== null && (
        <FirstMove
          at={snapshot.firstMoveBy - offset}
          mine={snapshot.toMove === mine}
          name={names[snapshot.toMove] ?? '?'}
        />
      )}
      {g.refusal && (
        <p className="error" role="alert" data-testid="online-error" data-code={g.refusal.code}>
          {describeRefusal(g.refusal, t, lang, snapshot.game)}
        </p>
      )}
      {mine === null && !over && (
        <p className="muted" data-testid="online-watching">
          {props.badInvite ? ol.badInvite : ol.watching}
        </p>
      )}
      {mine === null && !over && freeSeats.length > 0 && (
        <form
          className="panel online-take"
          data-testid="online-take"
          onSubmit={(e) => {
            e.preventDefault();
          }}
        >
          <p>{ol.freeSeat}</p>
          <label>
            {ol.yourName}{' '}
            <input
              value={seatName}
              maxLength={NAME_MAX}
              autoComplete="nickname"
              onChange={(e) => setSeatName(e.target.value)}
              data-testid="online-take-name"
            />
          </label>
          {freeSeats.map((seat) => (
            <button
              key={seat}
              type="button"
              className="button primary"
              data-testid={`online-take-${seat}`}
              onClick={() => {
                const who = seatName.trim();
                if (who.length < 1) return setSeatError(ol.nameInvalid);
                store(PLAYER_KEY, who);
                setSeatError(undefined);
                void takeFreeAs(seat, who);
              }}
            >
              {ol.takeSeatOf(seatLabel(snapshot, seat, t))}
            </button>
          ))}
          {seatError && (
            <p className="error" role="alert">
              {seatError}
            </p>
          )}
        </form>
      )}
      {snapshot.status === 'waiting' && mine !== null && (
        <section className="panel online-invites" aria-labelledby="online-invites-title" data-testid="online-invites">
          <h2 id="online-invites-title">{ol.invitesTitle}</h2>
          <p className="muted">{ol.invitesNote}</p>
          {invites.map((i) => (
            <CopyField
              key={i.seat}
              label={ol.inviteFor(seatLabel(snapshot, i.seat, t))}
              url={gameUrl(snapshot.id, i.token)}
              testId={`online-invite-${i.seat}`}
            />
          ))}
          <CopyField label={ol.openLink} url={gameUrl(snapshot.id)} testId="online-open-link" />
        </section>
      )}
      <div className="online-layout">
        <div className="online-board">
          {snapshot.game === 'konobi' ? <KonobiFace {...faceProps} /> : <ScarabeoFace {...faceProps} />}
        </div>
        <aside className="online-side">
          <section aria-labelledby="online-seats-title">
            <h2 id="online-seats-title">{ol.seatsTitle}</h2>
            <ol className="online-seats-list" data-testid="online-seats">
              {snapshot.seats.map((s, i) => {
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table.
                    key={i}
                    className={`${snapshot.toMove === i && playing ? 'to-move' : ''}${winners.includes(i) && over ? ' won' : ''}`}
                    data-testid={`online-seat-${i}`}
                    data-to-move={snapshot.toMove === i && playing ? 'yes' : 'no'}
                  >
                    {colours[i] && <span className={`kb-dot ${colours[i]}`} aria-hidden="true" />}
                    <span className="online-seat-name">
                      {colours[i] && <span className="visually-hidden">{t.kb.colour[colours[i]]}: </span>}
                      {names[i]}
                      {i === mine && <span className="muted"> ({ol.you})</span>}
                    </span>
                    {s.kind === 'person' && (
                      <span className={`muted online-presence ${s.connected ? 'on' : 'off'}`}>
                        {!s.taken ? ol.free : s.connected ? ol.connected : ol.away}
                      </span>
                    )}
                    {details[i] && <span className="online-seat-detail">{details[i]}</span>}
                    {deadline && snapshot.toMove === i && (
                      <span className="online-deadline" data-testid={`online-deadline-${i}`}>
                        {ol.moveBy(deadline)}
                      </span>
                    )}
                    {snapshot.clocks && (
                      <SeatClock clocks={snapshot.clocks} seat={i} receivedAt={receivedAt} name={names[i] ?? ''} />
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
          <div className="online-actions row">
            {(playing || waiting) && mine !== null && !confirmResign && (
              <button
                type="button"
                className="button"
                onClick={() => setConfirmResign(true)}
                data-testid="online-resign"
              >
                {waiting ? ol.cancelGame : ol.resign}
              </button>
            )}
            {(playing || waiting) && mine !== null && confirmResign && (
              <div className="notice" role="alert">
                <span>{waiting ? ol.cancelConfirm : ol.resignConfirm}</span>
                <button
                  type="button"
                  className="button primary"
                  data-testid="online-resign-yes"
                  onClick={() => {
                    setConfirmResign(false);
                    g.act('resign');
                  }}
                >
                  {waiting ? ol.cancelYes : ol.resignYes}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => setConfirmResign(false)}
                  data-testid="online-resign-no"
                >
                  {waiting ? ol.cancelKeep : ol.cancel}
                </button>
              </div>
            )}
            {canClaim && claimAt !== undefined && <Claim at={claimAt} lang={lang} onClaim={() => g.act('claim')} />}
            {over && mine !== null && !rematchGame && offersRematch(snapshot.end, everySeatTaken(snapshot.seats)) && (
              <Rematch snapshot={snapshot} names={names} onRematch={() => g.act('rematch')} />
            )}
            {over && mine !== null && !offersRematch(snapshot.end, everySeatTaken(snapshot.seats)) && (
              <a
                className="button primary"
                href={setUpPath(snapshot.game)}
                onClick={linkHandler(setUpPath(snapshot.game))}
                data-testid="online-new-game"
              >
                {ol.newGame}
              </a>
            )}
            {watchRematch && (
              <a
                className="button"
                href={gamePath(watchRematch)}
                onClick={linkHandler(gamePath(watchRematch))}
                data-testid="online-watch-rematch"
              >
                {ol.watchRematch}
              </a>
            )}
            {rematchGame && (
              <>
                <p className="notice" role="status">
                  {ol.rematchReady}
                </p>
                <a
                  className="button primary"
                  href={gamePath(rematchGame)}
                  onClick={linkHandler(gamePath(rematchGame))}
                  data-testid="online-go-rematch"
                >
                  {ol.goRematch}
                </a>
              </>
            )}
          </div>
          <section aria-labelledby="online-moves-title">
            <h2 id="online-moves-title">{ol.movesTitle}</h2>
            {snapshot.moves.length === 0 ? (
              <p className="muted">{ol.noMoves}</p>
            ) : snapshot.game === 'scarabeo' ? (
              <ScarabeoMoveList snapshot={snapshot} names={names} />
            ) : (
              <MoveList moves={snapshot.moves} names={names} seats={snapshot.seats.length} />
            )}
            {replay && (
              <p>
                <a className="text-link" href={replay} onClick={linkHandler(replay)} data-testid="online-replay">
                  {ol.replay}
                </a>
              </p>
            )}
          </section>
          {snapshot.status !== 'waiting' && (
            <CopyField label={ol.spectatorLink} url={gameUrl(snapshot.id)} testId="online-spectator-link" />
          )}
          <p>
            <a className="text-link" href={LOBBY_PATH} onClick={linkHandler(LOBBY_PATH)}>
              {ol.lobbyTitle}
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** Before the first move of the seat to move (with a clock): the seconds left before the game is aborted. */
function FirstMove(props: { at: number; mine: boolean; name: string }) {
  const { t } = useLang();
  const now = useNow(true, 1000);
  const s = Math.max(0, Math.ceil((props.at - now) / 1000));
  return (
    <p className="notice" data-testid="online-first-move">
      {props.mine ? t.ol.firstMoveYou(s) : t.ol.firstMoveOther(props.name, s)}
    </p>
  );
}

/** A seat's clock, redrawn every quarter second while it runs (the page itself only on the server's news). */
function SeatClock(props: { clocks: ClockState; seat: number; receivedAt: number; name: string }) {
  const { ol } = useLang().t;
  const running = props.clocks.running === props.seat;
  const now = useNow(running);
  return (
    <span
      className={`online-clock${running ? ' running' : ''}`}
      data-testid={`online-clock-${props.seat}`}
      role="timer"
      aria-label={ol.clockOf(props.name)}
    >
      {formatClock(remainingNow(props.clocks, props.seat, props.receivedAt, now))}
    </span>
  );
}

/** The claim against an absent opponent: when it becomes possible, then the button. */
function Claim({ at, lang, onClaim }: { at: number; lang: string; onClaim: () => void }) {
  const { ol } = useLang().t;
  const now = useNow(true, 1000);
  if (now < at) {
    return (
      <p className="muted" data-testid="online-claim-at">
        {ol.claimAt(new Date(at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }))}
      </p>
    );
  }
  return (
    <>
      <p className="notice">{ol.claimNow}</p>
      <button type="button" className="button primary" onClick={onClaim} data-testid="online-claim">
        {ol.claim}
      </button>
    </>
  );
}

function Rematch({
  snapshot,
  names,
  onRematch,
}: {
  snapshot: Snapshot;
  names: readonly string[];
  onRematch: () => void;
}) {
  const { ol } = useLang().t;
  const offered = snapshot.rematch?.offeredBy ?? [];
  const mine = snapshot.seat;
  if (mine !== null && offered.includes(mine)) {
    return (
      <p className="muted" data-testid="online-rematch-offered">
        {ol.rematchOffered}
      </p>
    );
  }
  const others = offered.filter((s) => snapshot.seats[s]?.kind === 'person');
  return (
    <>
      {others.length > 0 && <p className="notice">{ol.rematchOfferedBy(others.map((s) => names[s]).join(', '))}</p>}
      <button type="button" className="button primary" onClick={onRematch} data-testid="online-rematch">
        {others.length > 0 ? ol.rematchAccept : ol.rematch}
      </button>
    </>
  );
}
