import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useCurrentPage } from '../components/route-page.tsx';

/** SPEC §2: the schedule route renders bare, without the frame. */
export function BareRoute() {
  const { t } = useTranslation();
  const { route } = useCurrentPage();
  const hosId = useSessionStore((s) => s.hosId);
  const hospital = useHospital(hosId);
  const title = route ? t(route.titleKey) : '';
  useDocumentTitle(title, hospital.data?.hosName);
  return (
    <main className="bare-page" data-testid="bare-page">
      <p className="bare-page__hospital">{hospital.data?.hosName}</p>
      <h1 className="bare-page__title" data-testid="page-title">
        {title}
      </h1>
      <Empty className="page-empty" description={t('C002')} data-testid="page-empty" />
    </main>
  );
}

export { BareRoute as Component };
