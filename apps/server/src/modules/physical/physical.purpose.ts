import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { PurposeHandler } from '../payments/purposes.ts';
import { bookingStatus } from './physical.repository.ts';

/**
 * What a physical_exam order means — a booking's (a patient's, or a leader's whole group's) price.
 * Paid: the booking is paid for as long as it is still booked; a booking cancelled meanwhile gets the money back.
 * The places were claimed when the booking was made, so nothing beyond this transaction is delivered.
 */
export function physicalExamPurpose(): PurposeHandler {
  const booked = async (db: Db, hosId: HosId, bookingId: string | null) =>
    bookingId !== null && (await bookingStatus(db, hosId, bookingId))?.status === 'booked';
  return {
    async fulfil(trx, order) {
      return (await booked(trx, order.hosId, order.subjectId)) ? 'paid' : 'refund';
    },
    async stillWanted(db, order) {
      return booked(db, order.hosId, order.subjectId);
    },
  };
}
