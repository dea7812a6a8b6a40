import { useQuery } from '@tanstack/react-query';
import { billCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { billKeys, type BillState } from './bill-keys.ts';

/** getOutpatientBills: the patient's unpaid bills (to pay) or paid ones (history), from the hospital's information system. */
export function useOutpatientBills(hosId: HosId, patientId: string, state: BillState) {
  const userId = useUserId();
  return useQuery({
    queryKey: billKeys.list(hosId, userId, patientId, state),
    queryFn: () => callApi(billCalls.getOutpatientBills, { query: { hosId, patientId, state } }),
    enabled: userId !== '',
  });
}
