import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhysicalBooking } from '@portal/shared';
import {
  okResponse,
  renderWithProviders,
  signedInEachTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { BookingList } from './booking-list.tsx';
import { hosIdOf } from '@portal/shared';

const booking = (over: Partial<PhysicalBooking> = {}): PhysicalBooking => ({
  bookingId: 'PE1',
  kind: 'single',
  packageId: 'PK-BASIC',
  packageName: 'Basic check-up',
  examDate: '2026-11-30',
  places: 1,
  amount: 20500,
  status: 'booked',
  patientId: 'P1',
  patientName: 'Zhang Wei',
  createdAt: '2026-11-28T04:53:50.000Z',
  payBy: '2026-11-28T05:08:50.000Z',
  payment: null,
  personStatus: 'unpaid',
  members: [],
  ...over,
});

function renderList(bookings: PhysicalBooking[], kind?: PhysicalBooking['kind']) {
  stubFetch((url) =>
    url.includes('/physicalexamination/api/bookings') ? okResponse(bookings) : okResponse({}),
  );
  renderWithProviders(<BookingList hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" kind={kind} />);
}

signedInEachTest();

/** An unpaid booking says by when it must be paid (else the expiry job cancels it), in the hospital's zone. */
describe('BookingList pay deadline', () => {
  it('shows "Pay by" the booking\'s payBy in the hospital\'s zone beside its Pay button', async () => {
    renderList([booking()]);
    const card = await screen.findByTestId('physical-booking-PE1');
    expect(within(card).getByTestId('physical-pay')).toBeTruthy();
    // 05:08:50 UTC (the tests' own zone) is 13:08:50 in Shanghai.
    expect(within(card).getByTestId('physical-pay-by').textContent).toBe(
      'Pay by 11/28/2026, 13:08:50',
    );
  });

  it('shows it for a group awaiting payment too (the group page lists only groups)', async () => {
    renderList(
      [
        booking(),
        booking({
          bookingId: 'PE2',
          kind: 'group',
          patientId: '',
          patientName: '',
          places: 2,
          amount: 41000,
          payBy: '2026-11-29T01:00:00.000Z',
        }),
      ],
      'group',
    );
    const card = await screen.findByTestId('physical-booking-PE2');
    expect(within(card).getByTestId('physical-pay-by').textContent).toBe(
      'Pay by 11/29/2026, 09:00:00',
    );
    expect(screen.queryByTestId('physical-booking-PE1')).toBeNull();
  });

  it('shows no deadline once paid, cancelled or expired', async () => {
    const paidOrder = {
      outTradeNo: 'T1',
      state: 'paid' as const,
      amount: 20500,
      paidAt: '2026-11-28T05:00:00.000Z',
      refundedAt: null,
    };
    renderList([
      booking({ payBy: null, payment: paidOrder, personStatus: 'paid' }),
      booking({ bookingId: 'PE3', status: 'cancelled', payBy: null, personStatus: 'cancelled' }),
      booking({ bookingId: 'PE4', status: 'cancelled', payBy: null, personStatus: 'expired' }),
    ]);
    await screen.findByTestId('physical-booking-PE4');
    expect(screen.queryByTestId('physical-pay')).toBeNull();
    expect(screen.queryByTestId('physical-pay-by')).toBeNull();
  });
});
