import { MedicineBoxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { ElderModeSwitch } from './elder-mode-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The shell for pages shown without a hospital (chooser, hospital errors): brand, language switch, content. */
export function PlainShell({
  lang,
  onLanguageChange,
  children,
}: {
  lang: Language;
  onLanguageChange: (l: Language) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="plain-shell">
      <header className="app-header">
        <div className="container app-header__inner">
          <span className="app-header__brand">
            <span className="app-header__logo app-header__logo--icon" aria-hidden>
              <MedicineBoxOutlined />
            </span>
            <span className="app-header__titles">
              <span className="app-header__name">{t('ui.portalName')}</span>
              <span className="app-header__platform">{t('ui.platformLabel')}</span>
            </span>
          </span>
          <nav className="app-header__actions" aria-label={t('ui.language')}>
            <ElderModeSwitch />
            <LanguageSwitch value={lang} onChange={onLanguageChange} />
          </nav>
        </div>
      </header>
      <main className="container plain-shell__main">{children}</main>
      <footer className="plain-shell__footer">{t('ui.portalName')}</footer>
    </div>
  );
}
