import type { Language } from '@portal/shared';
import { isApiError } from './api-error.ts';
import { formatDateTime } from './date-time.ts';
import { i18n } from './i18n.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The text to show for a failed call: the catalogue text of its messageKey with its params. A `field`
 * param names a form field (C018/C019 '{{field}} is invalid'); it is shown with the field's label when known.
 * Instants among the params (PATIENT007 'until') are shown in the hospital's zone when it is given.
 */
export function errorText(error: unknown, timeZone?: string): string {
  if (!isApiError(error)) return i18n.t('C003');
  const params: Record<string, string | number> = { ...error.params };
  if (typeof params.field === 'string')
    params.field = i18n.t(`ui.field.${params.field}`, { defaultValue: params.field });
  if (timeZone) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && INSTANT.test(value))
        params[name] = formatDateTime(value, timeZone, i18n.language as Language);
    }
  }
  return i18n.t(error.messageKey, { ...params, defaultValue: error.message || error.messageKey });
}

/** The catalogue key of a failed call, or null for anything that is not an API error. */
export function errorKey(error: unknown): string | null {
  return isApiError(error) ? error.messageKey : null;
}
