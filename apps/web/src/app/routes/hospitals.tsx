import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainShell } from '../../components/layout/plain-shell.tsx';
import { HospitalList } from '../../features/hospitals/components/hospital-list.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useNeutralTheme } from '../components/hospital-scope.tsx';

/** /hospitals — the chooser: a click selects the hospital (remembered in localStorage) and enters its portal. */
export function HospitalsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hosId = useSessionStore((s) => s.hosId);
  const chooseHospital = useSessionStore((s) => s.chooseHospital);
  const lang = useSessionStore((s) => s.lang);
  const changeLanguage = useSessionStore((s) => s.changeLanguage);
  useNeutralTheme();
  useDocumentTitle(t('ui.chooseHospital'), t('ui.portalName'));

  return (
    <PlainShell lang={lang} onLanguageChange={(l) => void changeLanguage(l)}>
      <section className="chooser" aria-labelledby="page-title">
        <h1 id="page-title" className="chooser__title" data-testid="page-title">
          {t('ui.chooseHospital')}
        </h1>
        <p className="chooser__lead">{t('ui.chooseHospitalLead')}</p>
        <HospitalList
          currentHosId={hosId}
          onChoose={(h) => {
            chooseHospital(h.hosId);
            void navigate(PATHS.home);
          }}
        />
      </section>
    </PlainShell>
  );
}

export { HospitalsRoute as Component };
