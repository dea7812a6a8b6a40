import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The catalogue is the source of every visible text; tests read the same en-US strings users see, once it is loaded.
import { languageReady } from '../lib/i18n.ts';

// Hospital HTML shows once DOMPurify's chunk is there (components/safe-html); tests render with it loaded.
import { sanitizerReady } from '../components/safe-html/safe-html.tsx';

await Promise.all([languageReady, sanitizerReady]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
