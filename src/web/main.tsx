// The web app's entry point: mounts the React app on #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
import './styles/replay.css';
import './styles/refinements.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
