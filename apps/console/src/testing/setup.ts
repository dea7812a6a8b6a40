import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// findBy… waits up to 5 s, not 1: antd's forms render slowly on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

// The tests read the en-US texts users see.
void i18n.changeLanguage('en-US');

// antd reads the media queries of its responsive components; happy-dom has none.
if (!window.matchMedia)
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
