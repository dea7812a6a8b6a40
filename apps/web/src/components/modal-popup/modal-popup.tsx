import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ModalPopupProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Clicking the backdrop (or pressing Esc) closes the popup only when cancel is allowed. */
  cancelAllowed?: boolean;
  /** The close icon in the corner; a popup that must be answered (e.g. a locked tip) hides it. */
  closable?: boolean;
  footer?: ReactNode;
  width?: number;
  children?: ReactNode;
  testId?: string;
}

/** Shared components, "Modal popup": a title, a close icon, and the backdrop rule. */
export function ModalPopup({
  open,
  title,
  onClose,
  cancelAllowed = true,
  closable = true,
  footer = null,
  width = 560,
  children,
  testId,
}: ModalPopupProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      closable={closable}
      mask={{ closable: cancelAllowed }}
      keyboard={cancelAllowed}
      footer={footer}
      width={width}
      centered
      destroyOnHidden
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
