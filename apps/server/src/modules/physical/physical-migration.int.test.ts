import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { down, up } from '../../db/migrations/2026-11-27T0038-physical-expiry.ts';

/**
 * Migration 0038 on a database that already holds a person booked twice on one date: per person and
 * date the booking with a paid order (else the oldest) stays, the others are cancelled as duplicates with their places
 * given back, and a second paid order goes to refunding (settlement refunds it). Bookings cancelled before it were the
 * patients' own.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const H = hosIdOf('1001');
const DATE = '2031-05-06';

it('cancels the second live booking of one person on one date, keeping the paid one, and refunds a second payment', async () => {
  // Migrations are frozen in time: they see an untyped database.
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  const userId = randomUUID();
  let n = 0;
  async function booking(
    certNo: string,
    o: {
      minutesAgo: number;
      order?: 'paid' | 'paying';
      status?: 'booked' | 'cancelled';
      kind?: 'single' | 'group';
    },
  ) {
    const bookingId = `PE-MIG-${n++}-${randomUUID().slice(0, 6)}`;
    const single = (o.kind ?? 'single') === 'single';
    await db
      .insertInto('physical_booking')
      .values({
        hos_id: H,
        booking_id: bookingId,
        user_id: userId,
        kind: o.kind ?? 'single',
        patient_id: single ? randomUUID() : null,
        person_name: single ? 'Twice' : null,
        cert_type: single ? 0 : null,
        cert_no: single ? certNo : null,
        package_id: 'PK-BASIC',
        exam_date: DATE,
        places: 1,
        amount: 20500,
        create_key: bookingId,
        cancelled_at: o.status === 'cancelled' ? new Date() : null,
        status: o.status ?? 'booked',
        created_at: new Date(Date.now() - o.minutesAgo * 60_000),
      })
      .execute();
    if (o.order) {
      await db
        .insertInto('pay_order')
        .values({
          hos_id: H,
          out_trade_no: `P${bookingId}`,
          purpose: 'physical_exam',
          appoint_id: null,
          card_id: null,
          bill_id: null,
          subject_id: bookingId,
          user_id: userId,
          business_type: 4,
          method: 'qr',
          amount: 20500,
          state: o.order,
          paid_at: o.order === 'paid' ? new Date() : null,
          refunded_at: null,
        })
        .execute();
    }
    return bookingId;
  }
  const x = ['110101199001011237', '110101199001011253', '110101199001011270'];
  const oldUnpaid = await booking(x[0]!, { minutesAgo: 120 });
  const paid = await booking(x[0]!, { minutesAgo: 60, order: 'paid' });
  const paying = await booking(x[0]!, { minutesAgo: 1, order: 'paying' });
  const cancelledBefore = await booking(x[0]!, { minutesAgo: 300, status: 'cancelled' });
  const firstPaid = await booking(x[1]!, { minutesAgo: 50, order: 'paid' });
  const secondPaid = await booking(x[1]!, { minutesAgo: 40, order: 'paid' });
  const alone = await booking(x[2]!, { minutesAgo: 30 });
  const group = await booking('', { minutesAgo: 10, kind: 'group' });
  await db
    .insertInto('physical_day')
    .values({ hos_id: H, package_id: 'PK-BASIC', exam_date: DATE, capacity: 20, booked: 7 })
    .execute();
  await up(raw);

  const state = async (bookingId: string) =>
    db
      .selectFrom('physical_booking')
      .select(['status', 'cancel_reason'])
      .where('hos_id', '=', H)
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
  expect(await state(paid)).toEqual({ status: 'booked', cancel_reason: null });
  for (const id of [oldUnpaid, paying, secondPaid])
    expect(await state(id)).toEqual({ status: 'cancelled', cancel_reason: 'duplicate' });
  expect(await state(cancelledBefore)).toEqual({ status: 'cancelled', cancel_reason: 'patient' });
  for (const id of [firstPaid, alone, group])
    expect(await state(id)).toEqual({ status: 'booked', cancel_reason: null });
  const day = await db
    .selectFrom('physical_day')
    .select('booked')
    .where('hos_id', '=', H)
    .where('exam_date', '=', DATE)
    .executeTakeFirstOrThrow();
  expect(day.booked).toBe(4);
  const order = (bookingId: string) =>
    db
      .selectFrom('pay_order')
      .select('state')
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', `P${bookingId}`)
      .executeTakeFirstOrThrow();
  expect(await order(secondPaid)).toEqual({ state: 'refunding' });
  expect(await order(firstPaid)).toEqual({ state: 'paid' });
  expect(await order(paying)).toEqual({ state: 'paying' });
  const events = await db
    .selectFrom('pay_order_event')
    .select(['from_state', 'to_state'])
    .where('hos_id', '=', H)
    .where('out_trade_no', '=', `P${secondPaid}`)
    .execute();
  expect(events).toEqual([{ from_state: 'paid', to_state: 'refunding' }]);
  // From now on the database refuses a second live booking of the person.
  await expect(booking(x[2]!, { minutesAgo: 0 })).rejects.toThrow();
});
