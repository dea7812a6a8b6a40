import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../lib/storage.ts';
import { applyElderMode, storedElderMode, useElderModeStore } from './elder-mode-store.ts';

const root = document.documentElement;
afterEach(() => useElderModeStore.getState().setElder(false));

describe('elder mode store', () => {
  it('is off by default: nothing stored, no attribute on <html>', () => {
    expect(storedElderMode()).toBe(false);
    expect(useElderModeStore.getState().elder).toBe(false);
    expect(root.hasAttribute('data-elder')).toBe(false);
  });

  it('turning it on remembers it in this browser and marks <html> for the CSS; off forgets it', () => {
    useElderModeStore.getState().setElder(true);
    expect(useElderModeStore.getState().elder).toBe(true);
    expect(localStorage.getItem(LOCAL_KEYS.elderMode)).toBe('1');
    expect(root.hasAttribute('data-elder')).toBe(true);

    useElderModeStore.getState().setElder(false);
    expect(localStorage.getItem(LOCAL_KEYS.elderMode)).toBeNull();
    expect(root.hasAttribute('data-elder')).toBe(false);
  });

  it('starts from what the browser remembers (a reload keeps it on), before anything renders', async () => {
    localStorage.setItem(LOCAL_KEYS.elderMode, '1');
    vi.resetModules();
    const fresh = await import('./elder-mode-store.ts');
    expect(fresh.useElderModeStore.getState().elder).toBe(true);
    expect(root.hasAttribute('data-elder')).toBe(true);
    fresh.useElderModeStore.getState().setElder(false);
  });

  it('follows a change made in another tab when told to refresh', () => {
    localStorage.setItem(LOCAL_KEYS.elderMode, '1');
    useElderModeStore.getState().refresh();
    expect(useElderModeStore.getState().elder).toBe(true);
    expect(root.hasAttribute('data-elder')).toBe(true);
    localStorage.removeItem(LOCAL_KEYS.elderMode);
    useElderModeStore.getState().refresh();
    expect(useElderModeStore.getState().elder).toBe(false);
  });

  it('reads anything but "1" as off', () => {
    localStorage.setItem(LOCAL_KEYS.elderMode, 'true');
    expect(storedElderMode()).toBe(false);
    applyElderMode(true);
    expect(root.getAttribute('data-elder')).toBe('');
    applyElderMode(false);
    expect(root.hasAttribute('data-elder')).toBe(false);
  });
});
