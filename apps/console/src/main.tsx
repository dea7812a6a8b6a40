import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
