// The web app's entry point: mounts the React app on #root, registers the service worker (offline play) and
// sends the records kept while the server could not be reached.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushOutbox } from './api.js';
import { App } from './app.js';
// The stylesheets in cascade order: later ones refine earlier ones.
import './styles/base.css';
import './styles/page.css';
import './styles/samegame.css';
import './styles/panels.css';
import './styles/shisensho.css';
import './styles/konobi.css';
import './styles/scarabeo-board.css';
import './styles/scarabeo-panels.css';
import './styles/online.css';
import './styles/replay.css';
import './styles/refinements.css';
import './styles/landscape.css';
import './styles/touch.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (built by vite-plugin-pwa into /sw.js) precaches the app for offline play; not in the dev
// server, which has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (a private window, an old browser): the app still works online.
    });
  });
}

// Records finished while the server could not be reached go now, and whenever the browser is back online.
void flushOutbox();
window.addEventListener('online', () => void flushOutbox());
