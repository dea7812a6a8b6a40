import {
  HistoryOutlined,
  KeyOutlined,
  LogoutOutlined,
  PhoneOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { maskPhone, type Language, type HosId } from '@portal/shared';
import { AppFooter } from '../../components/layout/app-footer.tsx';
import { AppHeader, HeaderSettings } from '../../components/layout/app-header.tsx';
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
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { saveAppShell } from '../../lib/app-shell.ts';
import { ACCESS_LOG_ANCHOR, loginPathFor, PATHS, pathOnly } from '../../lib/paths.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { refreshLeader } from '../leader.ts';

// The hotline and back-to-top buttons mount once their chunk arrives, after the page's first render: not in
// the first load, and back-to-top's scroll reading (a forced layout) falls outside the first render's long task.
const FloatingWidget = lazy(() =>
  import('../../components/layout/floating-widget.tsx').then((m) => ({
    default: m.FloatingWidget,
  })),
);

/**
 * Where the window is this narrow (a 1280 px screen at 200% zoom is 640 CSS px), the service menu, the header's
 * settings and the hotline wait behind the header's menu button, so each page shows its content on the first screen.
 * reflow.css holds the same width.
 */
const COMPACT_FRAME = '(max-width: 1024px)';
const SERVICE_MENU_ID = 'service-menu';

/** Frame: header, function bar with the navigator, content, floating widget and footer. */
export function HospitalFrame({ hosId, children }: { hosId: HosId; children: ReactNode }) {
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
  const compact = useMediaQuery(COMPACT_FRAME);
  const [menuOpen, setMenuOpen] = useState(false);

  // What the next cold load paints before its JavaScript arrives (lib/app-shell.ts).
  useEffect(() => {
    if (shown)
      saveAppShell({
        hosId,
        lang,
        name: shown.hosName,
        logo: shown.logo,
        label,
        theme: shown.theme,
      });
  }, [hosId, lang, shown, label]);

  // On load when signed in, fetch the leader flag (when the hospital has batch physical exams).
  useEffect(() => {
    if (token) void refreshLeader(hosId);
  }, [hosId, token]);

  if (!hospital.data) return <FullPageSpinner />;

  // Server texts (hospital content, captions) follow Accept-Language: changeLanguage fetches every shown answer again.
  const switchLanguage = (l: Language) => void changeLanguage(l);
  const here = location.pathname + location.search;
  const signInTo = pathOnly(here) === PATHS.login ? here : loginPathFor(here);
  const hotline = config.data?.servicePhone ?? '';
  const settings = (
    <HeaderSettings
      lang={lang}
      onLanguageChange={switchLanguage}
      switchHospitalTo={PATHS.hospitals}
    />
  );
  // A compact menu closes once an entry is chosen, and on Escape with focus back on its button.
  const closeOnChoice = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setMenuOpen(false);
  };
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.querySelector<HTMLElement>('[data-testid="nav-menu-button"]')?.focus();
  };

  return (
    <div className={menuOpen ? 'frame frame--menu-open' : 'frame'}>
      <a className="skip-link" href="#main">
        {t('ui.skipToContent')}
      </a>
      <AppHeader
        hosName={hospital.data.hosName}
        logo={hospital.data.logo}
        lang={lang}
        onLanguageChange={switchLanguage}
        switchHospitalTo={PATHS.hospitals}
        signedInAs={
          loginUser ? maskPhone(loginUser.mobile) || loginUser.platformDetail.userId : null
        }
        signInTo={signInTo}
        signedInExtra={<MessageBell hosId={hosId} timeZone={hospital.data.timeZone} />}
        menuToggle={{
          open: menuOpen,
          controls: SERVICE_MENU_ID,
          onToggle: () => setMenuOpen(!menuOpen),
          settingsInMenu: compact,
        }}
        userMenu={[
          {
            key: 'patients',
            label: t('ui.patientManagement'),
            testId: 'menu-patients',
            icon: <TeamOutlined />,
            onClick: () => void navigate(PATHS.patients),
          },
          {
            key: 'password',
            label: t('ui.changePassword'),
            testId: 'menu-change-password',
            icon: <KeyOutlined />,
            onClick: () => void navigate(accountPagePath('change')),
          },
          {
            key: 'log',
            label: t('ui.accessLog'),
            testId: 'menu-access-log',
            icon: <HistoryOutlined />,
            onClick: () => void navigate(`${PATHS.patients}#${ACCESS_LOG_ANCHOR}`),
          },
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
        {/* Not a landmark of its own: the navigator inside it is the navigation landmark. */}
        <div
          className="function-bar"
          id={SERVICE_MENU_ID}
          onClick={closeOnChoice}
          onKeyDown={closeOnEscape}
        >
          {compact ? settings : null}
          <NavigatorMenu
            groups={menu.data ?? []}
            functions={functions.data ?? []}
            heading={<h2 className="function-bar__title">{t('ui.allServices')}</h2>}
          />
          {compact && hotline ? (
            <a className="function-bar__hotline" href={`tel:${hotline}`} data-testid="menu-hotline">
              <PhoneOutlined />
              <span className="function-bar__hotline-label">{t('ui.hotline')}</span>
              <span>{hotline}</span>
            </a>
          ) : null}
        </div>
        <main id="main" className="frame__content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AppFooter hosName={hospital.data.hosName} items={footer.data ?? []} />
      <Suspense fallback={null}>
        <FloatingWidget hotline={hotline} />
      </Suspense>
    </div>
  );
}
