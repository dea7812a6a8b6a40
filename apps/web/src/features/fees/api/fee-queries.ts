import { feeCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

const feeKeys = userQueryKeys('fees');

export interface FeesFilter {
  patientId: string;
  /** A value of out_payment_type; '' = every type. */
  paymentType: string;
  from: string;
  to: string;
  page: number;
}

/** getFees: one page (10) of the patient's paid fees, newest first. */
export function useFees(hosId: HosId, filter: FeesFilter, enabled = true) {
  return useUserPage(
    (userId) => feeKeys.list(hosId, userId, filter),
    () => callApi(feeCalls.getFees, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getFee: one paid fee with its items and invoice number. */
export function useFee(hosId: HosId, feeId: string) {
  return useUserQuery(
    (userId) => feeKeys.detail(hosId, userId, feeId),
    () => callApi(feeCalls.getFee, { query: { hosId, feeId } }),
  );
}
