import { create } from 'zustand';
import { chooseCurrentPatient, type HosId } from '@portal/shared';
import { getStoredCurrentPatient, storeCurrentPatient } from '../lib/storage.ts';

type PatientRef = { patientId: string; defaultState: string };

/**
 * "Current patient": the patient every function works for, kept per hospital (a user signed in at two
 * hospitals has two lists). Mirrored to localStorage so a reload still knows the "previously current" one.
 */
interface CurrentPatientStore {
  byHospital: Record<string, string | null>;
  /**
   * Called whenever the patient list (re)loads: previously current, else the default, else the first
   * (shared `chooseCurrentPatient`). Returns the chosen patient, null for an empty list.
   */
  sync: <T extends PatientRef>(hosId: HosId, patients: readonly T[]) => T | null;
  /** The user picked a patient (multi-patient page, patient management). */
  choose: (hosId: HosId, patientId: string) => void;
  clear: (hosId: HosId) => void;
}

export function currentPatientIdOf(
  state: Pick<CurrentPatientStore, 'byHospital'>,
  hosId: HosId,
): string | null {
  return Object.hasOwn(state.byHospital, hosId)
    ? (state.byHospital[hosId] ?? null)
    : getStoredCurrentPatient(hosId);
}

export const useCurrentPatientStore = create<CurrentPatientStore>()((set, get) => {
  const put = (hosId: HosId, patientId: string | null) => {
    storeCurrentPatient(hosId, patientId);
    if (currentPatientIdOf(get(), hosId) !== patientId || !Object.hasOwn(get().byHospital, hosId)) {
      set((s) => ({ byHospital: { ...s.byHospital, [hosId]: patientId } }));
    }
  };
  return {
    byHospital: {},
    sync: (hosId, patients) => {
      const chosen = chooseCurrentPatient(patients, currentPatientIdOf(get(), hosId));
      put(hosId, chosen?.patientId ?? null);
      return chosen;
    },
    choose: (hosId, patientId) => put(hosId, patientId),
    clear: (hosId) => put(hosId, null),
  };
});

/** The current patient's id at this hospital (reactive). */
export const useCurrentPatientId = (hosId: HosId | null) =>
  useCurrentPatientStore((s) => (hosId === null ? null : currentPatientIdOf(s, hosId)));
