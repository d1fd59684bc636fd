// Scarabeo's routes: /scarabeo (the start screen), /scarabeo/<params> (the start screen on those settings),
// /scarabeo/<params>#<seed> (a game; a shared link without a saved game opens the start screen on that deal),
// /scarabeo/example/<id>, /scarabeo/record/<id> (now the replay viewer's /replay/<id>) and /scarabeo/rules; and a
// finished game's replay for the replay viewer. The lexicon is downloaded once per page and kind.
import { useState } from 'react';
import { parseGameId } from '../../core/gameId.js';
import { describeGameIdError } from '../../core/messages.js';
import type { GameRecord } from '../../core/record.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { EXAMPLES, findExample } from '../../games/scarabeo/examples.js';
import { scarabeoGame } from '../../games/scarabeo/game.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { formatParams, type LexiconKind, parseParams, type ScarabeoParams } from '../../games/scarabeo/params.js';
import { useAbandonGuard } from '../abandon.js';
import { useLang } from '../i18n.js';
import { replayPath } from '../replay/link.js';
import { navigate } from '../router.js';
import { BadGame, Redirect } from '../routes.js';
import { ScarabeoGame } from './game.js';
import { ScarabeoRules } from './rules.js';
import { boardOf, DEFAULT_LEVEL, hasSave, keepingOf, keepNew, type Seat, sessionOf, type Table } from './session.js';
import { StartScreen } from './start.js';
import type { ScarabeoText } from './text.js';
import { examplePath, gamePath, randomSeed, START_PATH } from './urls.js';
import { useLexicon } from './useLexicon.js';

function WithLexicon({ kind, children }: { kind: LexiconKind; children: (dawg: Dawg) => React.ReactNode }) {
  const { t } = useLang();
  const { dawg, error } = useLexicon(kind);
  if (error) {
    return (
      <p className="error" role="alert" data-testid="sc-lexicon-error">
        {t.sc.lexiconFailed(error)}
      </p>
    );
  }
  if (!dawg) {
    return (
      <p className="muted" data-testid="sc-lexicon-loading">
        {t.sc.loadingLexicon}
      </p>
    );
  }
  return <>{children(dawg)}</>;
}

function begin(table: Table): void {
  keepNew(table);
  navigate(table.seed !== undefined ? gamePath(table.params, table.seed) : examplePath(table.example ?? ''));
}

/** The start screen, asking before a new game abandons the one in progress on the same board. */
function Start(props: { params?: ScarabeoParams; seed?: string; onBegun?: () => void }) {
  const { guard, dialog } = useAbandonGuard();
  return (
    <>
      <StartScreen
        params={props.params}
        seed={props.seed}
        onStart={(table) =>
          guard(
            boardOf(table),
            () => {
              begin(table);
              props.onBegun?.();
            },
            keepingOf(table).key,
          )
        }
        newSeed={randomSeed}
      />
      {dialog}
    </>
  );
}

/** The two seats a game gets when none were chosen: you against the computer. */
function defaultSeats(sc: ScarabeoText): Seat[] {
  return [
    { name: sc.you, kind: 'person', level: DEFAULT_LEVEL },
    { name: sc.computerName(1), kind: 'computer', level: DEFAULT_LEVEL },
  ];
}

/**
 * A game of `table` played (and kept) on this page, once the lexicon is in: the saved game under its key, or the
 * table's new game; with `moves` and `readOnly`, a stored game's replay.
 */
function Game(props: { table: Table; moves?: readonly string[]; readOnly?: boolean; title?: string }) {
  const { t } = useLang();
  const { table } = props;
  const kind = parseParams(table.params);
  return (
    <WithLexicon kind={kind.ok ? kind.value.lexicon : 'standard'}>
      {(dawg) => {
        const start = sessionOf(scarabeoGame(dawg), table, props.moves);
        if (!start.ok) {
          return (
            <p className="error" role="alert">
              {t.sc.recordMissing(start.error)}
            </p>
          );
        }
        return (
          <ScarabeoGame
            key={keepingOf(table).key}
            start={start.value}
            keeping={props.readOnly ? undefined : keepingOf(table)}
            dawg={dawg}
            readOnly={props.readOnly}
            title={props.title}
            onNew={() => navigate(START_PATH)}
          />
        );
      }}
    </WithLexicon>
  );
}

/** A finished game's record replayed on the board, move by move (the replay viewer's Scarabeo face). */
export function ScarabeoReplay({ record, title }: { record: GameRecord; title: string }) {
  const { t, lang } = useLang();
  const params = parseParams(record.params);
  if (record.game !== 'scarabeo' || !params.ok || record.seed === undefined) {
    return (
      <p className="error" role="alert">
        {t.sc.recordMissing(params.ok ? record.game : describeScarabeoError(params.error, lang))}
      </p>
    );
  }
  const seats = Array.from({ length: params.value.players }, (_, i) => ({
    name: record.players?.[i] ?? t.sc.defaultName(i + 1),
    kind: 'person' as const,
    level: DEFAULT_LEVEL,
  }));
  const table = { params: formatParams(params.value), seed: record.seed, seats };
  return <Game table={table} moves={record.moves} readOnly title={title} />;
}

export function ScarabeoRoute({ rest, hash }: { rest: string; hash: string }) {
  const { t, lang } = useLang();
  if (rest === 'rules') return <ScarabeoRules />;
  if (rest === '') return <Start />;
  const example = /^example\/([a-z0-9-]+)$/.exec(rest);
  if (example) {
    // An address naming no example gets the refused-address page with the known ones, not a one-line error.
    if (findExample(example[1] as string) === undefined) {
      return (
        <BadGame
          message={t.sc.noExample(
            example[1] as string,
            EXAMPLES.map((e) => e.id),
          )}
          home={START_PATH}
        />
      );
    }
    // An example is played by you and the computer unless the start screen chose the seats (and saved them).
    const table = { params: '2p', example: example[1] as string, seats: defaultSeats(t.sc) };
    return <Game key={table.example} table={table} />;
  }
  const record = /^record\/([1-9][0-9]{0,14})$/.exec(rest);
  if (record) return <Redirect to={replayPath(record[1] as string)} />;
  const params = parseParams(rest);
  if (!params.ok) return <BadGame message={describeScarabeoError(params.error, lang)} home={START_PATH} />;
  const canonical = formatParams(params.value);
  // Settings without a seed: the start screen on them, which deals a fresh seed when the game starts.
  if (hash === '') return <Start key={canonical} params={params.value} />;
  // The seed is checked by the shared game id parser, so its refusal reads as SameGame's and Shisen-Sho's do.
  const id = parseGameId(`scarabeo:${canonical}#${hash}`);
  if (!id.ok) return <BadGame message={describeGameIdError(id.error, lang)} home={START_PATH} />;
  const seed = id.value.seed ?? hash;
  return <DealRoute key={`${canonical}#${seed}`} params={params.value} seed={seed} />;
}

/** A deal's address: its saved game, or the start screen on that deal (a shared link, a fresh deal's URL). */
function DealRoute({ params, seed }: { params: ScarabeoParams; seed: string }) {
  const { t } = useLang();
  // The start screen saves the new game at this very address, so the route looks again once it has begun.
  const [, setBegun] = useState(0);
  const table = { params: formatParams(params), seed, seats: defaultSeats(t.sc) };
  if (hasSave(table)) return <Game key={keepingOf(table).key} table={table} />;
  // A shared link or a fresh deal's URL typed by hand: the deal is the seed's; the players are chosen here.
  return <Start params={params} seed={seed} onBegun={() => setBegun((n) => n + 1)} />;
}
