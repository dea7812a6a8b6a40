import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The catalogue is the source of every visible text; tests read the same en-US strings users see.
import '../lib/i18n.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
