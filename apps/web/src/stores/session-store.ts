import { create } from 'zustand';
import type { Language, HosId } from '@portal/shared';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import {
  getLoginUser,
  getStoredHosId,
  storeHosId,
  storeLoginUser,
  type LoginUser,
} from '../lib/storage.ts';

/**
 * Reactive view of what the browser remembers (lib/storage.ts stays the source of truth, so the request layer and
 * the route loaders can read it without React): the chosen hospital, its login user, the language.
 */
interface SessionStore {
  hosId: HosId | null;
  loginUser: LoginUser | null;
  lang: Language;
  chooseHospital: (hosId: HosId | null) => void;
  /** Stores (or clears) the current hospital's login user (kept per hospital). */
  setLoginUser: (user: LoginUser | null) => void;
  /** Re-reads storage, e.g. after the request layer cleared the login. */
  refresh: () => void;
  changeLanguage: (lang: Language) => Promise<void>;
}

/**
 * The server answers hospital content (names, areas, menu, departments, doctors, tips…) in the request's
 * language, so after a switch every answer held is in the old one. Whatever is on screen is fetched again in the
 * background (no spinner: the old text stays until the new arrives); what is cached but not shown is dropped, so no
 * later page opens on an old-language answer. One rule for every page that offers the switch.
 */
async function refetchInLanguage(): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries({ type: 'active' });
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
    await refetchInLanguage();
  },
}));
