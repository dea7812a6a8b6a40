import { useState } from 'react';
import { Form, Input, Modal } from 'antd';

/** A modal that asks for a reason (at most 200 characters, as the server takes) before an action. */
export function ReasonModal({
  open,
  title,
  intro,
  label,
  okText,
  pending,
  onOk,
  onCancel,
  id,
}: {
  open: boolean;
  title: string;
  intro?: string;
  label: string;
  okText: string;
  pending: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
  id: string;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ disabled: reason.trim() === '', loading: pending }}
      onOk={() => onOk(reason.trim())}
      onCancel={onCancel}
      // The next opening starts with an empty reason.
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      {intro && <p>{intro}</p>}
      <Form layout="vertical">
        <Form.Item label={label} htmlFor={id} required>
          <Input.TextArea
            id={id}
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
