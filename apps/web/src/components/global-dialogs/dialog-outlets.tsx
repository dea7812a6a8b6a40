import { Button, message, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useDialogStore, type ModalState } from '../../stores/dialog-store.ts';

/** Global dialogs: the modal, with its optional countdown on the confirm button and auto-confirm. */
function GlobalModal({ modal }: { modal: ModalState }) {
  const { t } = useTranslation();
  const closeModal = useDialogStore((s) => s.closeModal);
  const secondsLeft = useCountdown(modal.countdown);

  useEffect(() => {
    if (modal.autoConfirm && modal.countdown > 0 && secondsLeft === 0) closeModal(true);
  }, [modal.autoConfirm, modal.countdown, secondsLeft, closeModal]);

  const confirmText = t(modal.confirmText);
  const confirmLabel =
    secondsLeft > 0
      ? t('ui.countdownButton', { label: confirmText, seconds: secondsLeft })
      : confirmText;
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
          <Button
            type="primary"
            data-testid="modal-confirm"
            disabled={locked}
            onClick={() => closeModal(true)}
          >
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="global-modal__content" data-testid="modal-content">
        {t(modal.content)}
      </p>
    </Modal>
  );
}

/**
 * Global dialogs: the toast and the modal, from the dialog store. Their own chunk: antd's Modal and
 * message load when the first one is shown (deferred-global-dialogs.tsx), not with the first page.
 */
export function DialogOutlets() {
  const { t } = useTranslation();
  // The hook's holder renders inside the app's ConfigProvider, so toasts take the hospital's theme.
  const [messageApi, messageHolder] = message.useMessage();
  const toast = useDialogStore((s) => s.toast);
  const clearToast = useDialogStore((s) => s.clearToast);
  const modal = useDialogStore((s) => s.modal);

  useEffect(() => {
    if (!toast) return;
    void messageApi.open({
      key: `toast-${toast.id}`,
      type: toast.mode,
      content: t(toast.caption),
      duration: toast.durationMs / 1000,
      onClose: () => {
        clearToast(toast.id);
        toast.onSuccess?.();
      },
    });
  }, [toast, messageApi, clearToast, t]);

  return (
    <>
      {messageHolder}
      {modal ? <GlobalModal key={modal.id} modal={modal} /> : null}
    </>
  );
}
