// Konobi's rules page.
import { useLang } from '../i18n.js';
import { linkHandler } from '../router.js';
import { DEFAULT_PATH } from './urls.js';

export function KonobiRules() {
  const { t } = useLang();
  return (
    <article className="rules">
      <h1>{t.kb.rulesTitle}</h1>
      {t.kb.rulesSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p>
        <a className="button primary" href={DEFAULT_PATH} onClick={linkHandler(DEFAULT_PATH)}>
          {t.kb.play}
        </a>
      </p>
    </article>
  );
}
