import { create } from 'zustand';
import { LOCAL_KEYS, local } from '../lib/storage.ts';

/**
 * Elder mode: larger type and targets, higher contrast, simpler pages, click/focus instead of hover.
 * One switch in the header, remembered per browser (localStorage, like the language). antd gets its larger tokens
 * from the provider; our own CSS keys on `<html data-elder>` (styles/elder.css), set here so that the attribute is
 * right before the first paint and whatever changes the mode.
 */
export const ELDER_ATTRIBUTE = 'data-elder';

export function storedElderMode(): boolean {
  return local.get(LOCAL_KEYS.elderMode) === '1';
}

export function applyElderMode(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.setAttribute(ELDER_ATTRIBUTE, '');
  else root.removeAttribute(ELDER_ATTRIBUTE);
}

interface ElderModeStore {
  elder: boolean;
  setElder: (on: boolean) => void;
  /** Re-reads storage (the switch was used in another tab). */
  refresh: () => void;
}

export const useElderModeStore = create<ElderModeStore>()((set) => {
  const initial = storedElderMode();
  applyElderMode(initial);
  return {
    elder: initial,
    setElder: (on) => {
      if (on) local.set(LOCAL_KEYS.elderMode, '1');
      else local.remove(LOCAL_KEYS.elderMode);
      applyElderMode(on);
      set({ elder: on });
    },
    refresh: () => {
      const on = storedElderMode();
      applyElderMode(on);
      set({ elder: on });
    },
  };
});

/** For components: whether elder mode is on. */
export const useElderMode = () => useElderModeStore((s) => s.elder);
