import { Alert } from 'antd';
import { errorText } from '../../lib/error-text.ts';

interface ActionErrorProps {
  /** The mutation or query whose failure is told (its `isError` and `error`). */
  action: { isError: boolean; error: unknown };
  /** The hospital's zone, for the instants in the message. */
  timeZone?: string;
  /** On the alert; `textTestId` on its words instead, where a test reads them. */
  testId?: string;
  textTestId?: string;
  className?: string;
}

/** A failed action (book, pay, cancel, send) in the catalogue's words, where the action is; nothing otherwise. */
export function ActionError({ action, timeZone, testId, textTestId, className }: ActionErrorProps) {
  if (!action.isError) return null;
  const text = errorText(action.error, timeZone);
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      data-testid={testId}
      title={textTestId ? <span data-testid={textTestId}>{text}</span> : text}
    />
  );
}
