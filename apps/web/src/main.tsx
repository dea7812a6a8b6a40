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

// Immediately for the default language; after its catalogue's chunk for another (lib/i18n.ts). Issue 15: the first
// render is a transition, so React renders the page in slices that yield to the browser (a cold load's main thread
// is otherwise blocked for the whole first render: Lighthouse's total blocking time).
void languageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
