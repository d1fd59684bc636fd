// The home page: a card per game; a game that exists links to its page (and to the game in progress).
import { LETTER_POINTS, letterCode } from '../games/scarabeo/alphabet.js';
import { useLang } from './i18n.js';
import { linkHandler } from './router.js';
import { BlockSymbol } from './samegame/symbols.js';
import { resumePath } from './samegame/urls.js';
import { tileGlyph, tileSuit } from './shisensho/tiles.js';
import { resumePath as shisenShoResumePath } from './shisensho/urls.js';
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

import { loadSession as loadKonobiSession } from './konobi/session.js';
import { gamePath as konobiPath } from './konobi/urls.js';
import { lastSessionKey as lastScarabeoKey, loadSession as loadScarabeoSession } from './scarabeo/session.js';
import { examplePath as scarabeoExamplePath, gamePath as scarabeoGamePath } from './scarabeo/urls.js';
import { load } from './storage.js';

/** The games of Ludoteca in the home page's order; each new game's face adds its entry here. */
interface GameCard {
  readonly name: string;
  readonly available: boolean;
  /** Where "Resume" leads, when a game is in progress. */
  readonly resume?: () => string | undefined;
  readonly art: string;
}

const CARDS: readonly GameCard[] = [
  {
    name: 'samegame',
    available: true,
    resume: () => {
      const last = load('last:samegame');
      return last ? resumePath(last) : undefined;
    },
    art: 'samegame',
  },
  {
    name: 'shisensho',
    available: true,
    resume: () => {
      const last = load('last:shisensho');
      return last ? shisenShoResumePath(last) : undefined;
    },
    art: 'shisensho',
  },
  {
    name: 'scarabeo',
    available: true,
    resume: () => {
      const key = lastScarabeoKey();
      const saved = key ? loadScarabeoSession(key) : undefined;
      if (!saved || saved.moves.length === 0) return undefined;
      return saved.seed !== undefined
        ? scarabeoGamePath(saved.params, saved.seed)
        : scarabeoExamplePath(saved.example ?? '');
    },
    art: 'scarabeo',
  },
  {
    name: 'konobi',
    available: true,
    resume: () => {
      const saved = loadKonobiSession();
      return saved && saved.moves.length > 0 ? konobiPath(saved.size) : undefined;
    },
    art: 'konobi',
  },
];

export function Home() {
  const { t } = useLang();
  return (
    <div className="home">
      <section className="hero">
        <h1>{t.appName}</h1>
        <p>{t.tagline}</p>
      </section>
      <ul className="cards">
        {CARDS.map((card) => {
          const text = t.games[card.name];
          const resume = card.resume?.();
          return (
            <li key={card.name} className={`card${card.available ? '' : ' soon'}`} data-game={card.name}>
              {card.art === 'samegame' ? (
                <SameGameArt />
              ) : card.art === 'shisensho' ? (
                <ShisenShoArt />
              ) : card.art === 'scarabeo' ? (
                <ScarabeoArt />
              ) : (
                <div className={`art art-${card.art}`} aria-hidden="true" />
              )}
              <h2>{text?.title ?? card.name}</h2>
              <p>{text?.blurb}</p>
              {card.available ? (
                <div className="row">
                  <a className="button primary" href={`/${card.name}`} onClick={linkHandler(`/${card.name}`)}>
                    {resume ? t.newGame : t.play}
                  </a>
                  {resume && (
                    <a className="button" href={resume} onClick={linkHandler(resume)}>
                      {t.resume}
                    </a>
                  )}
                  <a className="text-link" href={`/${card.name}/rules`} onClick={linkHandler(`/${card.name}/rules`)}>
                    {t.rules}
                  </a>
                </div>
              ) : (
                <p className="badge">{t.comingSoon}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
