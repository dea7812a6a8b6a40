import type { Db } from '../../db/database.ts';
import { demoFees, type DemoFeeInput } from './demo-fees.ts';
import { insertFees, insertStayDays, insertStays, staysAndInpatientCards } from './fees-data.ts';

/**
 * One demo hospital's paid fees and inpatient daily bills, loaded through the sandbox HIS's own loaders.
 * Runs after the cards and current stays are in (demo/seed.ts), so the daily bill follows the stays recharge shows;
 * every inpatient card holder also gets the past stay their inpatient reports tell of. Measured: about
 * 0.2 s per demo hospital on PostgreSQL (≈1,000 fees, 1,700 fee items, a few hundred daily items).
 */
export async function insertDemoFees(
  trx: Db,
  input: Omit<DemoFeeInput, 'currentStays' | 'inpatientCards'>,
) {
  const { fees, pastStays, days } = demoFees({
    ...input,
    ...(await staysAndInpatientCards(trx, input.hosId)),
  });
  await insertFees(trx, input.hosId, fees);
  await insertStays(trx, input.hosId, pastStays);
  await insertStayDays(trx, input.hosId, days);
}
