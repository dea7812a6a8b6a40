import { scheduleEntrySchema, sourceNumberSchema, type ScheduleEntry, type SourceNumber } from '@portal/shared';
import { z } from 'zod';
import { readJson, session, SESSION_KEYS } from '../../../lib/storage.ts';

/** The session and source number picked on the doctor page, carried to the confirm page. */
export const chosenNumberSchema = z.object({ entry: scheduleEntrySchema, number: sourceNumberSchema });
export type ChosenNumber = { entry: ScheduleEntry; number: SourceNumber };

export function storeChosenNumber(chosen: ChosenNumber): void {
  session.set(SESSION_KEYS.chosenNumber, JSON.stringify(chosen));
}

/** The stored choice when it is the one the URL names. */
export function readChosenNumber(scheduleId: string, numberId: string): ChosenNumber | null {
  const chosen = readJson(session.get(SESSION_KEYS.chosenNumber), chosenNumberSchema);
  return chosen && chosen.entry.scheduleId === scheduleId && chosen.number.numberId === numberId ? chosen : null;
}

export const confirmPath = (scheduleId: string, numberId: string) => `/appointment/confirm?${new URLSearchParams({ scheduleId, numberId }).toString()}`;
export const completePath = (appointId: string) => `/appointment/complete?${new URLSearchParams({ appointId }).toString()}`;
