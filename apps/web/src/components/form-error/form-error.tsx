import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';

/** A failed submit, in the catalogue's words for its messageKey, above the form's button. */
export function FormError({ error, action }: { error: unknown; action?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert
      className="form-error"
      type="error"
      showIcon
      title={<span data-testid="form-error">{errorText(error)}</span>}
      action={action}
    />
  );
}
