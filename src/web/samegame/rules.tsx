// SameGame's rules page: the rules, scoring, end of the game, controls and game ids, in the current language.
import { useLang } from '../i18n.js';
import { linkHandler } from '../router.js';
import { load } from '../storage.js';
import { BlockSymbol } from './symbols.js';
import { resumePath } from './urls.js';

export function SameGameRules() {
  const { t } = useLang();
  const back = resumePath(load('last:samegame'));
  return (
    <article className="rules">
      <h1>{t.rulesTitle}</h1>
      {t.rulesSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
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
      <p>
        <a className="button primary" href={back} onClick={linkHandler(back)}>
          {t.backToGame}
        </a>
      </p>
    </article>
  );
}
