import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n.ts';
import './styles/global.css';
import './styles/payment.css';
import './styles/reflow.css';
import './styles/elder.css';
import { App } from './app/index.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// Immediately for the default language; after its catalogue's chunk for another (lib/i18n.ts). Not as a transition:
// rendered in slices, the first load blocked the main thread 30–40% less but painted 11–49% later (bench:cold-load).
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
