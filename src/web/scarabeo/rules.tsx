// Scarabeo's rules page.
import { useLang } from '../i18n.js';
import { RulesPage } from '../rulesPage.js';
import { gamesInProgress } from '../saves.js';
import { START_PATH } from './urls.js';

export function ScarabeoRules() {
  const { t } = useLang();
  return (
    <RulesPage
      title={t.sc.rulesTitle}
      sections={t.sc.rulesSections}
      back={gamesInProgress('scarabeo')[0]?.path ?? START_PATH}
      backLabel={t.sc.play}
    />
  );
}
