import { prescriptionCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

const prescriptionKeys = userQueryKeys('prescriptions');

export interface PrescriptionsFilter {
  patientId: string;
  /** A value of the prescription_status dictionary; '' = every status. */
  status: string;
  /** 'YYYY-MM-DD', hospital calendar, inclusive. */
  from: string;
  to: string;
  page: number;
}

/** getPrescriptions: one page (10) of the patient's prescriptions, newest first. */
export function usePrescriptions(hosId: HosId, filter: PrescriptionsFilter, enabled = true) {
  return useUserPage(
    (userId) => prescriptionKeys.list(hosId, userId, filter),
    () => callApi(prescriptionCalls.getPrescriptions, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getPrescription: one prescription with its drugs. Another user's answers C002 like an unknown one. */
export function usePrescription(hosId: HosId, prescriptionId: string) {
  return useUserQuery(
    (userId) => prescriptionKeys.detail(hosId, userId, prescriptionId),
    () => callApi(prescriptionCalls.getPrescription, { query: { hosId, prescriptionId } }),
    { enabled: prescriptionId !== '' },
  );
}
