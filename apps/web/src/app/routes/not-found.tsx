import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { RoutePage } from '../components/route-page.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('ui.notFound')}>
      <Result
        status="404"
        subTitle={t('ui.notFoundDetail')}
        extra={
          <Link to={PATHS.home}>
            <Button type="primary">{t('ui.backHome')}</Button>
          </Link>
        }
      />
    </RoutePage>
  );
}

export { NotFoundRoute as Component };
