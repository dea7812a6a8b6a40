import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths.ts';
import { RoutePage } from '../components/route-page.tsx';
import { LinkButton } from '../../components/link-button/link-button.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('ui.notFound')}>
      <Result
        status="404"
        subTitle={t('ui.notFoundDetail')}
        extra={
          <LinkButton to={PATHS.home} type="primary">
            {t('ui.backHome')}
          </LinkButton>
        }
      />
    </RoutePage>
  );
}

export { NotFoundRoute as Component };
