import { create } from 'zustand';
import type { Theme } from '@portal/shared';
import { DEFAULT_THEME } from '../lib/theme.ts';

/** The theme of the hospital being shown; the provider feeds it to antd and the CSS variables. */
interface ThemeStore {
  theme: Theme;
  setTheme: (theme: Theme | null) => void;
}

export const useThemeStore = create<ThemeStore>()((set) => ({
  theme: DEFAULT_THEME,
  setTheme: (theme) => set({ theme: theme ?? DEFAULT_THEME }),
}));
