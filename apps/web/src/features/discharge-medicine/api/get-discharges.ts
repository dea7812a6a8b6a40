import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dischargeMedicineCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { dischargeKeys } from './discharge-keys.ts';

export interface DischargesFilter {
  patientId: string;
  /** Discharge days, 'YYYY-MM-DD', hospital calendar, inclusive. */
  from: string;
  to: string;
  page: number;
}

/** getDischargeMedicines: one page (10) of the patient's discharges, newest first. */
export function useDischarges(hosId: string, filter: DischargesFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: dischargeKeys.list(hosId, userId, filter),
    queryFn: () =>
      callApi(dischargeMedicineCalls.getDischargeMedicines, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    placeholderData: keepPreviousData,
  });
}
