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

/**
 * A record of the adapter's as the sandbox's tables file it: its person as the two columns cert_type and cert_no.
 * The loaders' input types are built from the adapter's types with it, so a field is declared once, in his/.
 */
export type PersonColumns<T extends { person: HisPerson }> = Omit<T, 'person'> & HisPerson;

/** Rows per statement: bounds the size of one statement's arrays when the loaders insert column arrays. */
const BATCH = 5_000;

/** Runs `insert` over the rows a batch at a time, in order. */
export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}
