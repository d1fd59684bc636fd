// Scarabeo's routes: /scarabeo (the start screen), /scarabeo/<params>#<seed> (a game; a shared link without a
// saved game opens the start screen on that deal), /scarabeo/example/<id>, /scarabeo/record/<id> (a stored game's
// replay) and /scarabeo/rules. The lexicon is downloaded once per page and kind.
import { useEffect, useState } from 'react';
import { isSeed } from '../../core/gameId.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { describeScarabeoError } from '../../games/scarabeo/messages.js';
import { formatParams, type LexiconKind, parseParams, type ScarabeoParams } from '../../games/scarabeo/params.js';
import { useAbandonGuard } from '../abandon.js';
import { fetchRecord } from '../api.js';
import { useLang } from '../i18n.js';
import { navigate } from '../router.js';
import { BadGame } from '../routes.js';
import { ScarabeoGame } from './game.js';
import { loadLexicon } from './lexicon.js';
import { ScarabeoRules } from './rules.js';
import { boardOf, DEFAULT_LEVEL, loadSession, type ScarabeoSession, saveSession, sessionKey } from './session.js';
import { StartScreen } from './start.js';
import { examplePath, gamePath, randomSeed, START_PATH } from './urls.js';

function useLexicon(kind: LexiconKind): { dawg?: Dawg; error?: string } {
  const [result, setResult] = useState<{ kind: LexiconKind; dawg?: Dawg; error?: string }>({ kind });
  useEffect(() => {
    let live = true;
    loadLexicon(kind).then(
      (dawg) => live && setResult({ kind, dawg }),
      (e: unknown) => live && setResult({ kind, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return result.kind === kind ? result : {};
}

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

function begin(session: ScarabeoSession): void {
  saveSession(session);
  navigate(session.seed !== undefined ? gamePath(session.params, session.seed) : examplePath(session.example ?? ''));
}

/** The start screen, asking before a new game abandons the one in progress on the same board. */
function Start(props: { params?: ScarabeoParams; seed?: string }) {
  const { guard, dialog } = useAbandonGuard();
  return (
    <>
      <StartScreen {...props} onStart={(s) => guard(boardOf(s), () => begin(s), sessionKey(s))} newSeed={randomSeed} />
      {dialog}
    </>
  );
}

function Game({ session }: { session: ScarabeoSession }) {
  const kind = parseParams(session.params);
  return (
    <WithLexicon kind={kind.ok ? kind.value.lexicon : 'standard'}>
      {(dawg) => (
        <ScarabeoGame key={sessionKey(session)} initial={session} dawg={dawg} onNew={() => navigate(START_PATH)} />
      )}
    </WithLexicon>
  );
}

function ExampleRoute({ id }: { id: string }) {
  const { t } = useLang();
  const saved = loadSession(sessionKey({ params: '2p', example: id }));
  const session: ScarabeoSession = saved ?? {
    params: '2p',
    example: id,
    seats: [
      { name: t.sc.you, kind: 'person', level: DEFAULT_LEVEL },
      { name: t.sc.computerName(1), kind: 'computer', level: DEFAULT_LEVEL },
    ],
    moves: [],
  };
  return <Game key={id} session={session} />;
}

function RecordRoute({ id }: { id: string }) {
  const { t, lang } = useLang();
  const [state, setState] = useState<{ session?: ScarabeoSession; error?: string }>({});
  useEffect(() => {
    void fetchRecord(id).then((r) => {
      if (!r.ok) {
        setState({ error: r.error.kind === 'offline' ? t.sc.recentDown : r.error.message });
        return;
      }
      const record = r.value;
      const params = parseParams(record.params);
      if (record.game !== 'scarabeo' || !params.ok || record.seed === undefined) {
        setState({ error: params.ok ? record.game : describeScarabeoError(params.error, lang) });
        return;
      }
      setState({
        session: {
          params: formatParams(params.value),
          seed: record.seed,
          seats: Array.from({ length: params.value.players }, (_, i) => ({
            name: t.sc.defaultName(i + 1),
            kind: 'person' as const,
            level: DEFAULT_LEVEL,
          })),
          moves: record.moves,
        },
      });
    });
  }, [id, t, lang]);
  if (state.error) {
    return (
      <p className="error" role="alert">
        {t.sc.recordMissing(state.error)}
      </p>
    );
  }
  const session = state.session;
  if (!session) return <p className="muted">{t.sc.recordLoading}</p>;
  const kind = parseParams(session.params);
  return (
    <WithLexicon kind={kind.ok ? kind.value.lexicon : 'standard'}>
      {(dawg) => (
        <ScarabeoGame
          initial={session}
          dawg={dawg}
          readOnly
          title={t.sc.storedGame(id)}
          onNew={() => navigate(START_PATH)}
        />
      )}
    </WithLexicon>
  );
}

export function ScarabeoRoute({ rest, hash }: { rest: string; hash: string }) {
  const { lang } = useLang();
  if (rest === 'rules') return <ScarabeoRules />;
  if (rest === '') return <Start />;
  const example = /^example\/([a-z0-9-]+)$/.exec(rest);
  if (example) return <ExampleRoute id={example[1] as string} />;
  const record = /^record\/([1-9][0-9]{0,14})$/.exec(rest);
  if (record) return <RecordRoute id={record[1] as string} />;
  const params = parseParams(rest);
  if (!params.ok || !isSeed(hash)) {
    return <BadGame message={params.ok ? `#${hash}` : describeScarabeoError(params.error, lang)} home={START_PATH} />;
  }
  const canonical = formatParams(params.value);
  const saved = loadSession(sessionKey({ params: canonical, seed: hash }));
  if (saved) return <Game key={sessionKey(saved)} session={saved} />;
  // A shared link or a fresh deal's URL typed by hand: the deal is the seed's; the players are chosen here.
  return <Start key={`${canonical}#${hash}`} params={params.value} seed={hash} />;
}
