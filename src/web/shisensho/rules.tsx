// Shisen-Sho's rules page: the rules, play, help, keyboard and game ids, and every tile with its name.
import '../fonts/mahjong.css';
import { TILE_CODES } from '../../games/shisensho/index.js';
import { useLang } from '../i18n.js';
import { RulesPage } from '../rulesPage.js';
import { gamesInProgress } from '../saves.js';
import { tileGlyph, tileName, tileSuit } from './tiles.js';

export function ShisenShoRules() {
  const { t, lang } = useLang();
  return (
    <RulesPage
      title={t.ss.rulesTitle}
      sections={t.ss.rulesSections}
      back={gamesInProgress('shisensho')[0]?.path ?? '/shisensho'}
      backLabel={t.ss.backToGame}
    >
      <section>
        <h2>{t.ss.tilesTitle}</h2>
        <ul className="ss-legend">
          {TILE_CODES.map((code, i) => (
            <li key={code}>
              <span className={`ss-tile suit-${tileSuit(i + 1)}`} aria-hidden="true">
                <span className="glyph">{tileGlyph(i + 1)}</span>
              </span>
              {tileName(i + 1, lang)}
            </li>
          ))}
        </ul>
      </section>
    </RulesPage>
  );
}
