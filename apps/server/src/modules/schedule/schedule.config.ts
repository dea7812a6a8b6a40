import {
  DEFAULT_NOON_TIMES,
  readHospitalConfig,
  type HospitalConfig,
  type NoonTimes,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import { listConfig } from '../hospital/hospital.service.ts';

/** The hospital's typed appointment config (scheduleDays, releaseTime, noonTimes, allDoctorsType, …), parsed once per read-cache TTL. */
export function scheduleConfig(db: Db, hosId: HosId): Promise<HospitalConfig> {
  return cachedRead(db, `schedule-config:${hosId}`, async () =>
    readHospitalConfig(await listConfig(db, hosId, ['APPOINTMENT'])),
  );
}

/**
 * The hospital's period windows; a period it did not configure keeps the default window, so every session gets
 * its numbered slots and a release/past state (one answer for materialization and for reads).
 */
export function noonTimesOf(config: HospitalConfig): NoonTimes {
  return { ...DEFAULT_NOON_TIMES, ...config.noonTimes };
}
