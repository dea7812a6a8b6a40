import {
  scheduleEntrySchema,
  sourceNumberSchema,
  type ScheduleEntry,
  type SourceNumber,
} from '@portal/shared';
import { z } from 'zod';
import { BOOKING_PARAMS, withParams } from '../../../lib/booking-params.ts';
import { readJson, session, SESSION_KEYS } from '../../../lib/storage.ts';

/** The session and source number picked on the doctor page, carried to the confirm page. */
export const chosenNumberSchema = z.object({
  entry: scheduleEntrySchema,
  number: sourceNumberSchema,
});
export type ChosenNumber = { entry: ScheduleEntry; number: SourceNumber };

export function storeChosenNumber(chosen: ChosenNumber): void {
  session.set(SESSION_KEYS.chosenNumber, JSON.stringify(chosen));
}

/** The stored choice when it is the one the URL names. */
export function readChosenNumber(scheduleId: string, numberId: string): ChosenNumber | null {
  const chosen = readJson(session.get(SESSION_KEYS.chosenNumber), chosenNumberSchema);
  return chosen && chosen.entry.scheduleId === scheduleId && chosen.number.numberId === numberId
    ? chosen
    : null;
}

/** The choice the URL names, found in the doctor's sessions as the server lists them now; null when gone. */
export function findChosenNumber(
  sessions: readonly ScheduleEntry[] | undefined,
  scheduleId: string,
  numberId: string,
): ChosenNumber | null {
  const entry = sessions?.find((s) => s.scheduleId === scheduleId);
  const number = entry?.schedules.find((n) => n.numberId === numberId);
  return entry && number ? { entry, number } : null;
}

/**
 * The confirm page's URL names the number and the doctor it belongs to, so a reload, or the link opened in another tab
 * without this tab's session storage, finds the choice again from the doctor's sessions.
 */
export const confirmPath = (
  scheduleId: string,
  numberId: string,
  from: { doctorId?: string; deptId?: string; sameDay?: boolean } = {},
) =>
  withParams('/appointment/confirm', {
    scheduleId,
    numberId,
    doctorId: from.doctorId,
    deptId: from.deptId,
    [BOOKING_PARAMS.isToday]: from.sameDay ? '1' : null,
  });
export const completePath = (appointId: string) =>
  `/appointment/complete?${new URLSearchParams({ appointId }).toString()}`;
