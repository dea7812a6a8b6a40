import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The catalogue is the source of every visible text; tests read the same en-US strings users see, once it is loaded:
// both its parts, since a test renders any page without the router that loads the second with it.
import { DEFAULT_LANGUAGE, loadWholeCatalogue } from '../lib/i18n.ts';

// Hospital HTML shows once DOMPurify's chunk is there (components/safe-html); tests render with it loaded.
import { sanitizerReady } from '../components/safe-html/safe-html.tsx';

await Promise.all([loadWholeCatalogue(DEFAULT_LANGUAGE), sanitizerReady]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
