import { randomUUID } from 'node:crypto';
import { addDays, hospitalToday } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * Test and bench fixtures: a dated session with its source numbers written straight into the built-in HIS tables,
 * so a test controls the date, period, fee and number count without depending on the weekly rules or today.
 */
export interface SessionFixture {
  doctorId: string;
  deptId: string;
  date: string;
  noonCode?: string;
  numbers?: number;
  regFee?: number;
  areaId?: string;
  businessType?: string;
}

export async function insertSession(
  db: Db,
  hosId: string,
  f: SessionFixture,
): Promise<{ scheduleId: string; numberIds: string[] }> {
  const ruleId = `T${randomUUID().slice(0, 8)}`;
  const scheduleId = `${ruleId}-${f.date.replaceAll('-', '')}`;
  const count = f.numbers ?? 3;
  await db
    .insertInto('schedule_session')
    .values({
      hos_id: hosId,
      schedule_id: scheduleId,
      area_id: f.areaId ?? '1',
      business_type: f.businessType ?? '1',
      dept_id: f.deptId,
      doctor_id: f.doctorId,
      rule_id: ruleId,
      session_date: f.date,
      noon_code: f.noonCode ?? '1',
      reg_fee: f.regFee ?? 1000,
      capacity: count,
    })
    .execute();
  const hm = (m: number) =>
    `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const numbers = Array.from({ length: count }, (_, i) => ({
    hos_id: hosId,
    schedule_id: scheduleId,
    number_id: `${scheduleId}-${i + 1}`,
    seq: i + 1,
    start_time: hm(i * 5),
    end_time: hm(i * 5 + 5),
  }));
  for (let i = 0; i < numbers.length; i += 1000)
    await db
      .insertInto('source_number')
      .values(numbers.slice(i, i + 1000))
      .execute();
  return { scheduleId, numberIds: numbers.map((n) => n.number_id) };
}

/** Hospital-local dates relative to today (all demo hospitals are in Asia/Shanghai). */
export function localDate(daysFromToday: number, timeZone = 'Asia/Shanghai'): string {
  return addDays(hospitalToday(new Date(), timeZone), daysFromToday);
}
