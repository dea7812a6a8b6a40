import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antdThemes } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DeferredGlobalDialogs } from '../components/global-dialogs/deferred-global-dialogs.tsx';
import { antdLocaleOf, i18n } from '../lib/i18n.ts';
import { navigation } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { antdThemeFor, applyThemeCssVars } from '../lib/theme.ts';
import { useElderModeStore } from '../stores/elder-mode-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useThemeStore } from '../stores/theme-store.ts';

/**
 * Keeps the session store in step with sign-in/out or a hospital switch made in another tab. Signed out there, the
 * page shown here is entered again: its guard sends the visitor to sign in where the page needs it, and a public page
 * stays, signed out.
 */
function useStorageSync() {
  const refreshElder = useElderModeStore((s) => s.refresh);
  useEffect(() => {
    const refresh = () => {
      const wasSignedIn = useSessionStore.getState().loginUser !== null;
      useSessionStore.getState().refresh();
      if (wasSignedIn && useSessionStore.getState().loginUser === null)
        navigation().navigate(navigation().currentPath());
    };
    window.addEventListener('storage', refresh);
    window.addEventListener('storage', refreshElder);
    return () => {
      window.removeEventListener('storage', refresh);
      window.removeEventListener('storage', refreshElder);
    };
  }, [refreshElder]);
}

/**
 * What antd's <App> gives its box (the theme's text colour, size, line height and font), without <App> itself: that
 * brings Modal, message and notification into the first page's JavaScript; the dialogs use their hooks.
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { token } = antdThemes.useToken();
  return (
    <div
      className="app-root"
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useThemeStore((s) => s.theme);
  const lang = useSessionStore((s) => s.lang);
  const elder = useElderModeStore((s) => s.elder);
  const antdTheme = useMemo(() => antdThemeFor(theme, { elder }), [theme, elder]);
  useStorageSync();

  useEffect(() => applyThemeCssVars(theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={antdTheme} locale={antdLocaleOf(lang)}>
          <AppRoot>
            {children}
            <DeferredGlobalDialogs />
          </AppRoot>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
