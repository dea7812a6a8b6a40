import { App, Button, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { selectLoading, useDialogStore, type ModalState } from '../../stores/dialog-store.ts';

/** SPEC §2 Global dialogs: the modal, with its optional countdown on the confirm button and auto-confirm. */
function GlobalModal({ modal }: { modal: ModalState }) {
  const { t } = useTranslation();
  const closeModal = useDialogStore((s) => s.closeModal);
  const secondsLeft = useCountdown(modal.countdown);

  useEffect(() => {
    if (modal.autoConfirm && modal.countdown > 0 && secondsLeft === 0) closeModal(true);
  }, [modal.autoConfirm, modal.countdown, secondsLeft, closeModal]);

  const confirmText = t(modal.confirmText);
  const confirmLabel = secondsLeft > 0 ? t('ui.countdownButton', { label: confirmText, seconds: secondsLeft }) : confirmText;
  // Without auto-confirm the countdown is a reading pause: confirm unlocks when it ends.
  const locked = secondsLeft > 0 && !modal.autoConfirm;

  return (
    <Modal
      open
      centered
      title={t(modal.title)}
      closable={false}
      mask={{ closable: false }}
      keyboard={modal.showCancel}
      onCancel={() => closeModal(false)}
      width={440}
      footer={
        <div className="global-modal__footer">
          {modal.showCancel ? (
            <Button data-testid="modal-cancel" onClick={() => closeModal(false)}>
              {t(modal.cancelText)}
            </Button>
          ) : null}
          <Button type="primary" data-testid="modal-confirm" disabled={locked} onClick={() => closeModal(true)}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="global-modal__content">{t(modal.content)}</p>
    </Modal>
  );
}

/**
 * The loading overlay, toast and modal of SPEC §2, rendered once at the app root from the dialog store.
 * Must sit inside antd's <App> so toasts use the themed message API.
 */
export function GlobalDialogs() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const loading = useDialogStore(selectLoading);
  const toast = useDialogStore((s) => s.toast);
  const clearToast = useDialogStore((s) => s.clearToast);
  const modal = useDialogStore((s) => s.modal);

  useEffect(() => {
    if (!toast) return;
    void message.open({
      key: `toast-${toast.id}`,
      type: toast.mode,
      content: t(toast.caption),
      duration: toast.durationMs / 1000,
      onClose: () => {
        clearToast(toast.id);
        toast.onSuccess?.();
      },
    });
  }, [toast, message, clearToast, t]);

  return (
    <>
      {/* The label on a status region: Spin's own div has no role, and a plain div may not carry aria-label (WCAG 4.1.2). */}
      <div role="status" aria-label={t('ui.loading')}>
        <Spin fullscreen spinning={loading} />
      </div>
      {modal ? <GlobalModal key={modal.id} modal={modal} /> : null}
    </>
  );
}
