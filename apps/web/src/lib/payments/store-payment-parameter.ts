import {
  paymentCalls,
  PayMode,
  Platform,
  ProjectType,
  type PaymentParameter,
  type HosId,
} from '@portal/shared';
import { callApi } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { i18n } from '../i18n.ts';

/** "Failure to store … payment parameters": the flow stops before the payment page. */
export const STORE_PARAMETERS_FAILED_KEY = 'ui.storePaymentParameterFailed';
const storeFailed = () =>
  new ApiError({
    code: 500,
    messageKey: STORE_PARAMETERS_FAILED_KEY,
    msg: i18n.t(STORE_PARAMETERS_FAILED_KEY),
  });

/** What a payment page shows besides the order; the PC channel fields are filled in here. */
export type PaymentParameterInput = Partial<
  Omit<PaymentParameter, 'hosId' | 'outTradeNo' | 'totalFee'>
> & { totalFee: number; noticeType: string };

/**
 * Recharge flow step 6 / §7 storePaymentParameter (PayNoticeBefore): after the QR order exists, keep what the
 * pay result page shows later (patient, department, …). A refused or lost call is reported as the contract's own message,
 * whatever the cause — except a sign-in redirect, which the request layer already acted on.
 */
export async function storePaymentParameter(
  hosId: HosId,
  outTradeNo: string,
  userId: string,
  input: PaymentParameterInput,
): Promise<void> {
  const body = {
    payType: PayMode.SELF,
    platformId: String(Platform.PC),
    platformUserId: userId,
    projectType: ProjectType.PC,
    ...input,
    hosId,
    outTradeNo,
  };
  const stored = await callApi(paymentCalls.storePaymentParameter, { body }).catch((e: unknown) => {
    throw e instanceof ApiError && e.redirectedTo ? e : storeFailed();
  });
  if (stored.ResultCode !== '0') throw storeFailed();
}
