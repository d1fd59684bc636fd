// A history or high-score table's cell that opens the game's replay (/replay/<record id>); plain text when the
// row has no record id. The name keeps the text shown first, so speech input can say what it reads.
import { useLang } from '../i18n.js';
import { linkHandler } from '../router.js';
import { isRecordId, replayPath } from './link.js';

export function ReplayLink({ id, text }: { id: string; text: string }) {
  const { t } = useLang();
  if (!isRecordId(id)) return <>{text}</>;
  const href = replayPath(id);
  return (
    <a href={href} onClick={linkHandler(href)} aria-label={`${text}: ${t.rp.openLabel(id)}`} data-replay={id}>
      {text}
    </a>
  );
}
