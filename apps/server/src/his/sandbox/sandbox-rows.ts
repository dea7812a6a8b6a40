import { addDays, zonedInstant } from '@portal/shared';
import type { HisDayRange, HisPerson } from '../his.ts';
import type { Instants } from './reports.repository.ts';

/**
 * What every member of the sandbox HIS does alike with its rows, kept in one place so the members cannot drift:
 * a period of the hospital's calendar as the instants the repositories filter on, and the person a row belongs to.
 */

/** The inclusive days of the hospital's calendar as instants: from its first midnight to the midnight after the last day. */
export function periodInstants(period: HisDayRange): Instants {
  return {
    from: zonedInstant(period.from, '00:00', period.timeZone),
    to: zonedInstant(addDays(period.to, 1), '00:00', period.timeZone),
  };
}

/** The person a row of the sandbox's tables belongs to (its cert_type and cert_no columns). */
export function personOf(row: { cert_type: number; cert_no: string }): HisPerson {
  return { certType: row.cert_type, certNo: row.cert_no };
}
