import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../components/route-page.tsx';

/** A page of the route table that a later issue fills: frame, breadcrumb, title and 'no data'. */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage>
      <Empty className="page-empty" description={t('C002')} data-testid="page-empty" />
    </RoutePage>
  );
}

export { PlaceholderRoute as Component };
