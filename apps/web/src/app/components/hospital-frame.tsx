import { HistoryOutlined, KeyOutlined, LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { maskPhone, type Language } from '@portal/shared';
import { AppFooter } from '../../components/layout/app-footer.tsx';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';
import { signOut } from '../../features/auth/api/logout.ts';
import { accountPagePath } from '../../features/auth/utils/return-to.ts';
import { useFooterItems } from '../../features/hospitals/api/get-digital.ts';
import { useFunctions } from '../../features/hospitals/api/get-functions.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { MessageBell } from '../../features/message-centre/components/message-bell.tsx';
import { useMenu } from '../../features/navigator/api/get-menu.ts';
import { NavigatorMenu } from '../../features/navigator/components/navigator-menu.tsx';
import { saveAppShell } from '../../lib/app-shell.ts';
import { ACCESS_LOG_ANCHOR, loginPathFor, PATHS, pathOnly } from '../../lib/paths.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { refreshLeader } from '../leader.ts';

// Issue 15: the hotline and back-to-top buttons mount once their chunk arrives, after the page's first render: not in
// the first load, and back-to-top's scroll reading (a forced layout) falls outside the first render's long task.
const FloatingWidget = lazy(() => import('../../components/layout/floating-widget.tsx').then((m) => ({ default: m.FloatingWidget })));

/** SPEC §2 Frame: header, function bar with the navigator, content, floating widget and footer. */
export function HospitalFrame({ hosId, children }: { hosId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hospital = useHospital(hosId);
  const functions = useFunctions(hosId);
  const menu = useMenu(hosId);
  const config = useInitialConfig(hosId);
  const footer = useFooterItems(hosId);
  const lang = useSessionStore((s) => s.lang);
  const changeLanguage = useSessionStore((s) => s.changeLanguage);
  const loginUser = useSessionStore((s) => s.loginUser);
  const token = loginUser?.access_token;
  const label = t('ui.platformLabel');
  const shown = hospital.data;

  // Issue 15: what the next cold load paints before its JavaScript arrives (lib/app-shell.ts).
  useEffect(() => {
    if (shown) saveAppShell({ hosId, lang, name: shown.hosName, logo: shown.logo, label, theme: shown.theme });
  }, [hosId, lang, shown, label]);

  // SPEC §6: on load when signed in, fetch the leader flag (when the hospital has batch physical exams).
  useEffect(() => {
    if (token) void refreshLeader(hosId);
  }, [hosId, token]);

  if (!hospital.data) return <FullPageSpinner />;

  // Server texts (hospital content, captions) follow Accept-Language: changeLanguage fetches every shown answer again.
  const switchLanguage = (l: Language) => void changeLanguage(l);
  const here = location.pathname + location.search;
  const signInTo = pathOnly(here) === PATHS.login ? here : loginPathFor(here);

  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t('ui.skipToContent')}
      </a>
      <AppHeader
        hosName={hospital.data.hosName}
        logo={hospital.data.logo}
        lang={lang}
        onLanguageChange={switchLanguage}
        switchHospitalTo={PATHS.hospitals}
        signedInAs={loginUser ? maskPhone(loginUser.mobile) || loginUser.platformDetail.userId : null}
        signInTo={signInTo}
        signedInExtra={<MessageBell hosId={hosId} timeZone={hospital.data.timeZone} />}
        userMenu={[
          { key: 'patients', label: t('ui.patientManagement'), testId: 'menu-patients', icon: <TeamOutlined />, onClick: () => void navigate(PATHS.patients) },
          { key: 'password', label: t('ui.changePassword'), testId: 'menu-change-password', icon: <KeyOutlined />, onClick: () => void navigate(accountPagePath('change')) },
          { key: 'log', label: t('ui.accessLog'), testId: 'menu-access-log', icon: <HistoryOutlined />, onClick: () => void navigate(`${PATHS.patients}#${ACCESS_LOG_ANCHOR}`) },
          {
            key: 'signOut',
            label: t('ui.signOut'),
            testId: 'sign-out',
            icon: <LogoutOutlined />,
            danger: true,
            onClick: () => void dialogs.loading(signOut()).then(() => navigate(PATHS.home)),
          },
        ]}
      />
      <div className="container frame__body">
        <aside className="function-bar" aria-label={t('ui.allServices')}>
          <NavigatorMenu
            groups={menu.data ?? []}
            functions={functions.data ?? []}
            heading={<h2 className="function-bar__title">{t('ui.allServices')}</h2>}
          />
        </aside>
        <main id="main" className="frame__content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AppFooter hosName={hospital.data.hosName} items={footer.data ?? []} />
      <Suspense fallback={null}>
        <FloatingWidget hotline={config.data?.servicePhone ?? ''} />
      </Suspense>
    </div>
  );
}
