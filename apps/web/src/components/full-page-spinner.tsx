import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="full-page-spinner__text">{t('ui.loading')}</span>
    </div>
  );
}
