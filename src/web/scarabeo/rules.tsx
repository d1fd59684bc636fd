// Scarabeo's rules page.
import { useLang } from '../i18n.js';
import { linkHandler } from '../router.js';
import { START_PATH } from './urls.js';

export function ScarabeoRules() {
  const { t } = useLang();
  return (
    <article className="rules">
      <h1>{t.sc.rulesTitle}</h1>
      {t.sc.rulesSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p>
        <a className="button primary" href={START_PATH} onClick={linkHandler(START_PATH)}>
          {t.sc.play}
        </a>
      </p>
    </article>
  );
}
