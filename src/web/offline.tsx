// A line under the header while the browser is offline: the games go on (the service worker has them), and
// what needs the server — high scores, history, ranked deals, saving a finished game — waits for the network.
import { useEffect, useState } from 'react';
import { useLang } from './i18n.js';

export function OfflineNotice() {
  const { t } = useLang();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice" hidden={online}>
      {online ? '' : t.offlineNotice}
    </p>
  );
}
