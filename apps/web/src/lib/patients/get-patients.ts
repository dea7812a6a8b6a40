import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientCalls, type Patient, type HosId } from '@portal/shared';
import { callApi } from '../api-client.ts';
import { useCurrentPatientId, useCurrentPatientStore } from '../../stores/current-patient-store.ts';
import { patientKeys } from './patient-keys.ts';
import { useUserId } from '../user-key.ts';

/** getPatientInfoByCondition: the user's linked patients at this hospital, identifiers masked. */
export const getPatients = (hosId: HosId) =>
  callApi(patientCalls.getPatientInfoByCondition, { query: { hosId } });

/** Every time the list (re)loads, the current patient is chosen again (previous, else default, else first). */
export const patientsQueryOptions = (hosId: HosId, userId: string) =>
  queryOptions({
    queryKey: patientKeys.list(hosId, userId),
    queryFn: async () => {
      const patients = await getPatients(hosId);
      useCurrentPatientStore.getState().sync(hosId, patients);
      return patients;
    },
    staleTime: 30_000,
  });

export function usePatients(hosId: HosId) {
  const userId = useUserId();
  return useQuery({ ...patientsQueryOptions(hosId, userId), enabled: userId !== '' });
}

/** "Current patient everywhere": the patient the current page works for (null while loading or with none). */
export function useCurrentPatient(hosId: HosId): Patient | null {
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);
  return patients.data?.find((p) => p.patientId === currentId) ?? null;
}
