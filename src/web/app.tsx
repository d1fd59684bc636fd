// The app shell: language (remembered, and set on <html lang>), the header, and the routes.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Home } from './home.js';
import { DICTS, LANGS, type Lang, LangContext, useLang } from './i18n.js';
import { OfflineNotice } from './offline.js';
import { linkHandler, useLocation } from './router.js';
import { load, store } from './storage.js';

function initialLang(): Lang {
  const saved = load('lang');
  if (saved === 'en' || saved === 'it') return saved;
  return navigator.language?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** The games with pages of their own: the first part of their addresses. */
const GAME_NAMES = ['samegame', 'shisensho', 'scarabeo', 'konobi'] as const;

/** The game whose page is on screen (its play, start or rules page), if any. */
function gameOnScreen(path: string): string | undefined {
  const first = path.split('/')[1] ?? '';
  return GAME_NAMES.find((name) => name === first);
}

function Header() {
  const { t, lang, setLang } = useLang();
  const { path } = useLocation();
  const game = gameOnScreen(path);
  const rules = game && `/${game}/rules`;
  return (
    <header className="site-header">
      <a className="brand" href="/" onClick={linkHandler('/')}>
        <span className="brand-mark" aria-hidden="true" />
        {t.appName}
      </a>
      <nav aria-label={t.appName}>
        {rules && (
          <a href={rules} onClick={linkHandler(rules)} data-testid="header-rules">
            {t.rules}
          </a>
        )}
      </nav>
      <fieldset className="lang-switch" aria-label={t.language}>
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={lang === l}
            title={t.languageName[l]}
            onClick={() => setLang(l)}
            data-testid={`lang-${l}`}
          >
            {l.toUpperCase()}
          </button>
        ))}
      </fieldset>
    </header>
  );
}

function NotFound() {
  const { t } = useLang();
  return (
    <div className="panel">
      <h1>{t.notFound}</h1>
      <a className="button primary" href="/" onClick={linkHandler('/')}>
        {t.backHome}
      </a>
    </div>
  );
}

// Each game's page (its engine, board and texts' code) is a chunk of its own, fetched when its address is
// opened, so the first load of any page carries only the shell and that page.
const SameGameRoute = lazy(() => import('./samegame/page.js').then((m) => ({ default: m.SameGameRoute })));
const ShisenShoRoute = lazy(() => import('./shisensho/page.js').then((m) => ({ default: m.ShisenShoRoute })));
const ScarabeoRoute = lazy(() => import('./scarabeo/page.js').then((m) => ({ default: m.ScarabeoRoute })));
const KonobiRoute = lazy(() => import('./konobi/page.js').then((m) => ({ default: m.KonobiRoute })));
const OnlineRoute = lazy(() => import('./online/page.js').then((m) => ({ default: m.OnlineRoute })));
const ReplayRoute = lazy(() => import('./replay/page.js').then((m) => ({ default: m.ReplayRoute })));

function Page() {
  const { path, hash } = useLocation();
  if (path === '/') return <Home />;
  const m = /^\/samegame(?:\/(.*))?$/.exec(path);
  if (m) return <SameGameRoute rest={m[1] ?? ''} hash={hash} />;
  const ss = /^\/shisensho(?:\/(.*))?$/.exec(path);
  if (ss) return <ShisenShoRoute rest={ss[1] ?? ''} hash={hash} />;
  const sc = /^\/scarabeo(?:\/(.*))?$/.exec(path);
  if (sc) return <ScarabeoRoute rest={sc[1] ?? ''} hash={hash} />;
  const kb = /^\/konobi(?:\/(.*))?$/.exec(path);
  if (kb) return <KonobiRoute rest={kb[1] ?? ''} />;
  const ol = /^\/online(?:\/(.*))?$/.exec(path);
  if (ol) return <OnlineRoute rest={ol[1] ?? ''} hash={hash} />;
  const rp = /^\/replay(?:\/(.*))?$/.exec(path);
  if (rp) return <ReplayRoute rest={rp[1] ?? ''} hash={hash} />;
  return <NotFound />;
}

export function App() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((l: Lang) => {
    setLangState(l);
    store('lang', l);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo(() => ({ lang, t: DICTS[lang], setLang }), [lang, setLang]);
  return (
    <LangContext.Provider value={value}>
      <Header />
      <OfflineNotice />
      <main id="main">
        <Suspense fallback={<p className="muted">{DICTS[lang].loading}</p>}>
          <Page />
        </Suspense>
      </main>
    </LangContext.Provider>
  );
}
