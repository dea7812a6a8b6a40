import { hospitalToday, queryRange, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisDayRange, HisPerson } from '../../his/his.ts';
import { getHospital } from '../hospital/hospital.service.ts';

/** 'YYYY-MM-DD' that is a real calendar day (the schema checks only the shape): C019 otherwise. */
function calendarDay(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value)
    throw new AppError('C019', { field });
  return value;
}

/** How far a query's period reaches: by default (`defaultDays`), or at most (`lookBackDays`, the hospital's limit). */
export interface PeriodLimits {
  defaultDays?: number;
  lookBackDays?: number;
}

/**
 * Every patient query's period: QUERY001 by the shared queryRange in the hospital's zone (the default ends
 * today there and reaches back `defaultDays`, 3 months unless the query says otherwise; a query the hospital limits
 * reaches back `lookBackDays` and no further).
 */
export async function queryPeriod(
  db: Db,
  hosId: HosId,
  q: { from?: string; to?: string },
  limits: PeriodLimits = {},
): Promise<HisDayRange> {
  const from = calendarDay(q.from, 'from');
  const to = calendarDay(q.to, 'to');
  const { timeZone } = await getHospital(db, hosId);
  const range = queryRange(hospitalToday(new Date(), timeZone), from, to, limits);
  if (!range.ok) throw new AppError(range.reason, range.params);
  return { from: range.from, to: range.to, timeZone };
}

/**
 * How the HIS knows a linked patient, or null while the link is not proven: such a patient's queries answer
 * empty lists, never another person's data.
 */
export function hisPersonOf(patient: {
  cert_type: number;
  cert_no: string;
  his_linked_at: Date | null;
}): HisPerson | null {
  return patient.his_linked_at === null
    ? null
    : { certType: patient.cert_type, certNo: patient.cert_no };
}
