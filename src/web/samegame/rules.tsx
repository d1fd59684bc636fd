// SameGame's rules page: the rules, scoring, end of the game, controls and game ids, in the current language.
import { useLang } from '../i18n.js';
import { RulesPage } from '../rulesPage.js';
import { gamesInProgress } from '../saves.js';
import { BlockSymbol } from './symbols.js';

export function SameGameRules() {
  const { t } = useLang();
  return (
    <RulesPage
      title={t.rulesTitle}
      sections={t.rulesSections}
      back={gamesInProgress('samegame')[0]?.path ?? '/samegame'}
      backLabel={t.backToGame}
    >
      <section>
        <h2>{t.colours}</h2>
        <ul className="legend">
          {t.colorNames.slice(1).map((name, i) => (
            <li key={name}>
              <span className={`block c${i + 1}`}>
                <BlockSymbol color={i + 1} />
              </span>
              {i + 1} · {name}
            </li>
          ))}
        </ul>
      </section>
    </RulesPage>
  );
}
