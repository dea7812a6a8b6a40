import { dischargeMedicineCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

const dischargeKeys = userQueryKeys('discharge-medicine');

export interface DischargesFilter {
  patientId: string;
  /** Discharge days, 'YYYY-MM-DD', hospital calendar, inclusive. */
  from: string;
  to: string;
  page: number;
}

/** getDischargeMedicines: one page (10) of the patient's discharges, newest first. */
export function useDischarges(hosId: HosId, filter: DischargesFilter, enabled = true) {
  return useUserPage(
    (userId) => dischargeKeys.list(hosId, userId, filter),
    () => callApi(dischargeMedicineCalls.getDischargeMedicines, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getDischargeMedicine: one stay's discharge with its medicines. Another user's answers C002 like an unknown one. */
export function useDischarge(hosId: HosId, stayId: string) {
  return useUserQuery(
    (userId) => dischargeKeys.detail(hosId, userId, stayId),
    () => callApi(dischargeMedicineCalls.getDischargeMedicine, { query: { hosId, stayId } }),
    // A discharge, once written, does not change.
    { enabled: stayId !== '', staleTime: 5 * 60_000 },
  );
}
