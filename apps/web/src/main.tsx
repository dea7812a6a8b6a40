import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n.ts';
import './styles/global.css';
import './styles/payment.css';
import './styles/reflow.css';
import './styles/elder.css';
import { App } from './app/index.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// Immediately for the default language; after its catalogue's chunk for another (lib/i18n.ts). As a transition, which
// React renders in slices: the first load blocks the main thread 30–40% less. It paints later (11–49% in bench:cold-load),
// which a returning patient does not see: app-shell.js has painted their hospital's header by then (lib/app-shell.ts).
void languageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
