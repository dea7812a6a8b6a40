import { sql } from 'kysely';
import { ACTIVE_APPOINTMENT_STATES, StoredHosState, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { literal, literalList } from '../../db/sql-literals.ts';
import type { PurposeHandler } from '../payments/purposes.ts';
import { markPaid } from './records.repository.ts';

/**
 * What a registration-fee order means (pay business types 3 same-day registration, 5 appointment).
 * Paid: the booking is paid (isDopay 1; a pending state 3 becomes 1). When the booking ended while the payer was
 * paying (expired or cancelled), the money goes back (migration 0005 allows one live order per booking, so the
 * update can only fail for an ended booking). a booking the hospital cancelled (hosState 4) has ended too.
 */
export const registrationPurpose: PurposeHandler = {
  async fulfil(trx, order) {
    if (order.appointId === null) return 'paid';
    return (await markPaid(trx, order.hosId, order.appointId)) ? 'paid' : 'refund';
  },
  async stillWanted(db, order) {
    return order.appointId !== null && (await bookingActive(db, order.hosId, order.appointId));
  },
};

async function bookingActive(db: Db, hosId: HosId, appointId: string): Promise<boolean> {
  const { rows } = await sql<{ active: boolean }>`
    select state in (${literalList(ACTIVE_APPOINTMENT_STATES)}) and hos_state <> ${literal(StoredHosState.SCHEDULE_CANCELLED)} as active from appointment where hos_id = ${hosId} and appoint_id = ${appointId}`.execute(
    db,
  );
  return rows[0]?.active === true;
}
