import { appointmentRecordDetailSchema, type AppointmentRecordDetail } from '@portal/shared';
import { PATHS, recordInfoPath } from '../paths.ts';
import { readJson, session, SESSION_KEYS } from '../storage.ts';

/**
 * "/appointment/record-info — query id = appointment id; the record is kept in session storage".
 * The list stores the record it opens; the info page shows it at once and then refreshes it from the server
 * (the server's answer, with its current `actions`, always wins).
 */
export function storeRecord(record: AppointmentRecordDetail): void {
  session.set(SESSION_KEYS.appointmentRecord, JSON.stringify(record));
}

/** The stored record when it is the one asked for; a corrupt, outdated or other record reads as absent. */
export function readStoredRecord(appointId: string): AppointmentRecordDetail | null {
  const record = readJson(
    session.get(SESSION_KEYS.appointmentRecord),
    appointmentRecordDetailSchema,
  );
  return record?.appointId === appointId ? record : null;
}

export function clearStoredRecord(appointId: string): void {
  if (readStoredRecord(appointId)) session.remove(SESSION_KEYS.appointmentRecord);
}

export const RECORD_LIST_PATH = PATHS.records;
export { recordInfoPath };
export const completePath = (appointId: string) =>
  `/appointment/complete?${new URLSearchParams({ appointId }).toString()}`;
