import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { prescriptionCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { prescriptionKeys } from './prescription-keys.ts';

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
export function usePrescriptions(hosId: string, filter: PrescriptionsFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: prescriptionKeys.list(hosId, userId, filter),
    queryFn: () => callApi(prescriptionCalls.getPrescriptions, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    // Paging or filtering keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
