// The home page: a card per game; a game that exists links to its page (and to the game in progress).
import { LETTER_POINTS, letterCode } from '../games/scarabeo/alphabet.js';
import { DailyDeal, RANKED_GAMES } from './deals.js';
import { useLang } from './i18n.js';
import { MyOnlineGames } from './online/mine.js';
import { linkHandler } from './router.js';
import { BlockSymbol } from './samegame/symbols.js';
import { tileGlyph, tileSuit } from './shisensho/tiles.js';
import './fonts/mahjong.css';

// A little SameGame field for the card (top row first, 0 empty), drawn with the game's own blocks.
const SAMEGAME_ART = ['003100200', '121144230', '311234221'];

function SameGameArt() {
  return (
    <div className="art art-samegame" aria-hidden="true">
      {SAMEGAME_ART.flatMap((row, r) =>
        [...row].map((ch, x) => {
          const c = Number(ch);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture; cells never move.
            <span key={`${r}-${x}`} className={c === 0 ? 'block gap' : `block c${c}`}>
              {c > 0 && <BlockSymbol color={c} />}
            </span>
          );
        }),
      )}
    </div>
  );
}

// A row of Shisen-Sho tiles for the card, drawn as the game draws them (kinds: characters, circles, bamboo,
// winds and dragons), with a matching pair at the ends.
const SHISENSHO_ART = [5, 10, 19, 28, 34, 5];

function ShisenShoArt() {
  return (
    <div className="art art-shisensho" aria-hidden="true">
      {SHISENSHO_ART.map((kind, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture; tiles never move.
        <span key={i} className={`ss-tile suit-${tileSuit(kind)}`}>
          <span className="glyph">{tileGlyph(kind)}</span>
        </span>
      ))}
    </div>
  );
}

// SCARABEO on the board's green, in the game's own tiles with their points.
const SCARABEO_ART = 'SCARABEO';

function ScarabeoArt() {
  return (
    <div className="art art-scarabeo" aria-hidden="true">
      {[...SCARABEO_ART].map((letter, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture; tiles never move.
        <span key={i} className="sc-tile">
          <span className="sc-letter">{letter}</span>
          <span className="sc-points">{LETTER_POINTS[letterCode(letter)]}</span>
        </span>
      ))}
    </div>
  );
}

import { NEW_PATH as KONOBI_NEW } from './konobi/urls.js';
import { boardName, gamesInProgress } from './saves.js';

/** The games of Ludoteca in the home page's order; each new game's face adds its entry here. */
const CARDS = ['samegame', 'shisensho', 'scarabeo', 'konobi'] as const;

/** Where a new game starts: the game's page, except Konobi's, whose page resumes the 11×11 in progress. */
const NEW_GAME: Record<string, string> = { konobi: KONOBI_NEW };

function Art({ game }: { game: string }) {
  if (game === 'samegame') return <SameGameArt />;
  if (game === 'shisensho') return <ShisenShoArt />;
  if (game === 'scarabeo') return <ScarabeoArt />;
  return <div className={`art art-${game}`} aria-hidden="true" />;
}

export function Home() {
  const { t } = useLang();
  return (
    <div className="home">
      <section className="hero">
        <h1>{t.appName}</h1>
        <p>{t.tagline}</p>
      </section>
      <MyOnlineGames />
      <ul className="cards">
        {CARDS.map((game) => {
          const text = t.games[game];
          const games = gamesInProgress(game);
          return (
            <li key={game} className="card" data-game={game}>
              <Art game={game} />
              <h2>{text?.title ?? game}</h2>
              <p>{text?.blurb}</p>
              <div className="row">
                <a
                  className="button primary"
                  href={NEW_GAME[game] ?? `/${game}`}
                  onClick={linkHandler(NEW_GAME[game] ?? `/${game}`)}
                >
                  {games.length > 0 ? t.newGame : t.play}
                </a>
                <a className="text-link" href={`/${game}/rules`} onClick={linkHandler(`/${game}/rules`)}>
                  {t.rules}
                </a>
                {RANKED_GAMES.includes(game) && <DailyDeal game={game} />}
              </div>
              {games.length > 0 && (
                <ul className="resume-list" aria-label={t.inProgress} data-testid={`resume-${game}`}>
                  {games.map((entry) => (
                    <li key={entry.board}>
                      <a
                        className="button"
                        href={entry.path}
                        onClick={linkHandler(entry.path)}
                        data-board={entry.board}
                      >
                        {t.resumeGame(boardName(entry), entry.moves)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
