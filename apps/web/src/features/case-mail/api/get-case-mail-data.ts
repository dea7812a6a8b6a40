import { useQuery } from '@tanstack/react-query';
import { caseMailCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { caseMailKeys } from './case-mail-keys.ts';

/** getCaseMails: the patient's requests, newest first, with their steps and payment. */
export function useCaseMails(hosId: HosId, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseMailKeys.list(hosId, userId, patientId),
    queryFn: () => callApi(caseMailCalls.getCaseMails, { query: { hosId, patientId } }),
    enabled: userId !== '',
  });
}

/** getCaseMailStays: the patient's discharged stays (what a copy can be ordered of). */
export function useCaseMailStays(hosId: HosId, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseMailKeys.stays(hosId, userId, patientId),
    queryFn: () => callApi(caseMailCalls.getCaseMailStays, { query: { hosId, patientId } }),
    enabled: userId !== '',
  });
}

/** getCaseMailVisits: the patient's outpatient visits of the last year (their record can be copied too). */
export function useCaseMailVisits(hosId: HosId, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseMailKeys.visits(hosId, userId, patientId),
    queryFn: () => callApi(caseMailCalls.getCaseMailVisits, { query: { hosId, patientId } }),
    enabled: userId !== '',
  });
}

/** getCaseMailSettings: the hospital's CASE_MAIL price per copy, postage and copy limit (the form's fee preview). */
export function useCaseMailSettings(hosId: HosId) {
  return useQuery({
    queryKey: caseMailKeys.settings(hosId),
    queryFn: () => callApi(caseMailCalls.getCaseMailSettings, { query: { hosId } }),
    staleTime: 10 * 60_000,
  });
}
