import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The catalogue is the source of every visible text; tests read the same en-US strings users see, once it is loaded.
import { languageReady } from '../lib/i18n.ts';

await languageReady;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
