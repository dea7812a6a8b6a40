import type { PayResponse } from '@portal/shared';
import { ApiError } from '../api-error.ts';
import { i18n } from '../i18n.ts';

/**
 * The serial of a QR order the server opened: ResultCode '0' carries it; any other code is the
 * gateway's refusal, shown with its ResultMsg.
 */
export function qrSerialOf(pay: PayResponse): string {
  if (pay.ResultCode !== '0')
    throw new ApiError({ code: 500, messageKey: 'C003', msg: pay.ResultMsg || i18n.t('C003') });
  return pay.outTradeNo;
}
