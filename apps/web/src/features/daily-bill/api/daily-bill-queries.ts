import { dailyBillCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

/** A patient's stays and daily bills are cached under the signed-in user (signing out drops them). */
const { all } = userQueryKeys('daily-bill');
const dailyBillKeys = {
  stays: (hosId: HosId, userId: string, patientId: string) =>
    [...all(hosId, userId), 'stays', patientId] as const,
  days: (hosId: HosId, userId: string, filter: object) =>
    [...all(hosId, userId), 'days', filter] as const,
};

export interface DailyBillFilter {
  patientId: string;
  /** undefined: the current stay, else the newest. */
  stayId?: string;
  /** Both or neither: without them the whole stay. */
  from?: string;
  to?: string;
  page: number;
}

/** getDailyBill: one page (10 days, newest first) of a stay's daily bill with running totals. */
export function useDailyBill(hosId: HosId, filter: DailyBillFilter, enabled = true) {
  return useUserPage(
    (userId) => dailyBillKeys.days(hosId, userId, filter),
    () => callApi(dailyBillCalls.getDailyBill, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getStays: the patient's inpatient stays, the current one first. */
export function useStays(hosId: HosId, patientId: string) {
  return useUserQuery(
    (userId) => dailyBillKeys.stays(hosId, userId, patientId),
    () => callApi(dailyBillCalls.getStays, { query: { hosId, patientId } }),
  );
}
