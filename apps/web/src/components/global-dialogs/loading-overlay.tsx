import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectLoading, useDialogStore } from '../../stores/dialog-store.ts';

/** Global dialogs: the loading overlay, from the dialog store. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useDialogStore(selectLoading);
  return (
    // The label on a status region: Spin's own div has no role, and a plain div may not carry aria-label (WCAG 4.1.2).
    <div role="status" aria-label={t('ui.loading')}>
      <Spin fullscreen spinning={loading} />
    </div>
  );
}
