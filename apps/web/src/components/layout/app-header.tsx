import { DownOutlined, MenuOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@portal/shared';
import { ElderModeSwitch } from './elder-mode-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LinkButton } from '../link-button/link-button.tsx';

// The user menu's dropdown loads with the first signed-in header; until then its button shows without it, and a click
// on it then opens the menu as soon as it arrives (a click that did nothing would read as a broken button).
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

export interface AppHeaderProps {
  hosName: string;
  logo: string | null;
  lang: Language;
  onLanguageChange: (lang: Language) => void;
  /** Where the hospital chooser lives. */
  switchHospitalTo?: string;
  /** Shown when signed in (already masked). */
  signedInAs: string | null;
  signInTo: string;
  /** The signed-in user's menu (patient management, change password, access log, sign out). */
  userMenu: UserMenuItem[];
  /** Shown before the user menu when signed in (the message centre's bell: a feature, so the frame passes it in). */
  signedInExtra?: ReactNode;
  /**
   * The button that shows and hides the service menu where the window is too narrow to keep it beside the content
   * (the stylesheet shows the button only there). Its settings (elder mode, language, hospital) then live in that menu.
   */
  menuToggle?: MenuToggle;
}

export interface MenuToggle {
  open: boolean;
  /** The id of the menu the button shows. */
  controls: string;
  onToggle: () => void;
  /** The settings are in the menu, not in the header. */
  settingsInMenu: boolean;
}

export interface HeaderSettingsProps {
  lang: Language;
  onLanguageChange: (lang: Language) => void;
  /** Where the hospital chooser lives. */
  switchHospitalTo?: string;
}

export interface UserMenuItem {
  key: string;
  label: string;
  testId: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/** Elder mode, language and the hospital chooser: in the header, or in the service menu of a narrow window. */
export function HeaderSettings({ lang, onLanguageChange, switchHospitalTo }: HeaderSettingsProps) {
  const { t } = useTranslation();
  return (
    <div className="app-header__settings">
      <ElderModeSwitch />
      <LanguageSwitch value={lang} onChange={onLanguageChange} />
      {switchHospitalTo ? (
        <LinkButton
          to={switchHospitalTo}
          data-testid="switch-hospital"
          type="text"
          icon={<SwapOutlined />}
        >
          {t('ui.switchHospital')}
        </LinkButton>
      ) : null}
    </div>
  );
}

/**
 * Frame: header with logo, hospital name and the PC platform label, plus elder mode, language,
 * hospital and sign-in.
 */
export function AppHeader({
  hosName,
  logo,
  lang,
  onLanguageChange,
  switchHospitalTo,
  signedInAs,
  signInTo,
  userMenu,
  signedInExtra,
  menuToggle,
}: AppHeaderProps) {
  const { t } = useTranslation();
  // The user menu's open state lives here, not in its lazily loaded chunk: a click on the button while the chunk loads
  // opens the menu once it arrives, however the click and the arrival interleave.
  const [menuOpen, setMenuOpen] = useState(false);
  // Named first by what it shows, the signed-in phone (WCAG 2.5.3), then by what it opens.
  const userButton = signedInAs ? (
    <Button
      type="text"
      icon={<UserOutlined />}
      data-testid="user-menu"
      aria-label={t('ui.accountOf', { user: signedInAs })}
    >
      <span data-testid="signed-in-phone">{signedInAs}</span>
      <DownOutlined className="app-header__caret" />
    </Button>
  ) : null;
  return (
    <header className="app-header">
      <div className="container app-header__inner">
        {menuToggle ? (
          <Button
            className="app-header__menu-button"
            icon={<MenuOutlined />}
            aria-expanded={menuToggle.open}
            aria-controls={menuToggle.controls}
            onClick={menuToggle.onToggle}
            data-testid="nav-menu-button"
          >
            {t('ui.menu')}
          </Button>
        ) : null}
        {/* The link is named by what it shows (WCAG 2.5.3: a speech user says the name they see), then where it goes. */}
        <Link to="/" className="app-header__brand">
          {logo ? (
            <img
              className="app-header__logo"
              src={logo}
              alt=""
              width={48}
              height={48}
              data-testid="hospital-logo"
            />
          ) : (
            <span
              className="app-header__logo app-header__logo--blank"
              data-testid="hospital-logo"
              aria-hidden
            />
          )}
          <span className="app-header__titles">
            <span className="app-header__name" data-testid="hospital-name">
              {hosName}
            </span>
            <span className="app-header__platform">{t('ui.platformLabel')}</span>
          </span>
          <span className="visually-hidden">{t('ui.home')}</span>
        </Link>
        <nav className="app-header__actions" aria-label={t('ui.account')}>
          {menuToggle?.settingsInMenu ? null : (
            <HeaderSettings
              lang={lang}
              onLanguageChange={onLanguageChange}
              switchHospitalTo={switchHospitalTo}
            />
          )}
          {signedInAs ? signedInExtra : null}
          {userButton ? (
            <Suspense
              fallback={
                <span style={{ display: 'contents' }} onClick={() => setMenuOpen(true)}>
                  {userButton}
                </span>
              }
            >
              <UserMenu items={userMenu} open={menuOpen} onOpenChange={setMenuOpen}>
                {userButton}
              </UserMenu>
            </Suspense>
          ) : (
            <LinkButton
              to={signInTo}
              data-testid="sign-in-status"
              type="primary"
              ghost
              icon={<UserOutlined />}
            >
              {t('ui.signIn')}
            </LinkButton>
          )}
        </nav>
      </div>
    </header>
  );
}
