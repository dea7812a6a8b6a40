import { create } from 'zustand';
import type { Language } from '@portal/shared';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import { getLoginUser, getStoredHosId, storeHosId, storeLoginUser, type LoginUser } from '../lib/storage.ts';

/**
 * Reactive view of what the browser remembers (lib/storage.ts stays the source of truth, so the request layer and
 * the route loaders can read it without React): the chosen hospital, its login user, the language.
 */
interface SessionStore {
  hosId: string | null;
  loginUser: LoginUser | null;
  lang: Language;
  chooseHospital: (hosId: string | null) => void;
  /** Stores (or clears) the current hospital's login user (SPEC §6: kept per hospital). */
  setLoginUser: (user: LoginUser | null) => void;
  /** Re-reads storage, e.g. after the request layer cleared the login (SPEC §8). */
  refresh: () => void;
  changeLanguage: (lang: Language) => Promise<void>;
}

export const useSessionStore = create<SessionStore>()((set, get) => ({
  hosId: getStoredHosId(),
  loginUser: getLoginUser(getStoredHosId()),
  lang: currentLanguage(),
  chooseHospital: (hosId) => {
    storeHosId(hosId);
    set({ hosId, loginUser: getLoginUser(hosId) });
  },
  setLoginUser: (user) => {
    const { hosId } = get();
    if (hosId === null) return;
    storeLoginUser(hosId, user);
    set({ loginUser: getLoginUser(hosId) });
  },
  refresh: () => {
    const hosId = getStoredHosId();
    set({ hosId, loginUser: getLoginUser(hosId) });
  },
  changeLanguage: async (lang) => {
    await setLanguage(lang);
    set({ lang });
  },
}));
