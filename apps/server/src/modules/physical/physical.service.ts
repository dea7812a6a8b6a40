import { readHospitalConfig, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { listConfig, readConfigItems } from '../hospital/hospital.service.ts';
import * as repo from './physical.repository.ts';

/**
 * '1' when the hospital has the batch physical-exam function (GLOBAL batchPhysicalExam)
 * and the signed-in user's phone is one of its group leaders; '0' otherwise. The phone comes from the
 * session, never from the request (a phone sent in the query is ignored).
 */
export async function leaderFlag(db: Db, hosId: HosId, phone: string): Promise<'0' | '1'> {
  const config = readHospitalConfig(await listConfig(db, hosId, ['GLOBAL']));
  if (!config.batchPhysicalExam) return '0';
  return (await repo.isLeaderPhone(db, hosId, phone)) ? '1' : '0';
}

/**
 * The payment window of a hospital's physical-exam bookings, in seconds: its pay time limit (config APPOINTMENT
 * payTimeLimitSeconds, default 900 s), read whether or not the hospital is enabled (its unpaid bookings still expire).
 * physicalPayBy turns it into a booking's deadline, for the expiry job and the booking list alike (physical-expiry.ts).
 */
export async function physicalPayWindowSeconds(db: Db, hosId: HosId): Promise<number> {
  return readHospitalConfig(await readConfigItems(db, hosId, ['APPOINTMENT'])).payTimeLimitSeconds;
}
