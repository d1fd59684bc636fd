// Konobi's rules page.
import { useLang } from '../i18n.js';
import { RulesPage } from '../rulesPage.js';
import { gamesInProgress } from '../saves.js';
import { DEFAULT_PATH } from './urls.js';

export function KonobiRules() {
  const { t } = useLang();
  return (
    <RulesPage
      title={t.kb.rulesTitle}
      sections={t.kb.rulesSections}
      back={gamesInProgress('konobi')[0]?.path ?? DEFAULT_PATH}
      backLabel={t.kb.play}
    />
  );
}
