import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { payResponseSchema } from '../payments/payment.schema.ts';
import {
  physicalBookBody,
  physicalBookingParams,
  physicalBookingSchema,
  physicalCheckBody,
  physicalDateSchema,
  physicalGroupBody,
  physicalImportCheckSchema,
  physicalPackageParams,
  physicalPackageSchema,
  physicalPackagesQuery,
  physicalRefBody,
  physicalRefQuery,
  physicalReportQuery,
  physicalReportSchema,
} from './physical.schema.ts';

/**
 * Physical exams. Signed-in user of `hosId`. Another user's
 * patient answers PATIENT004; another user's booking C002 exactly like an unknown one. Refusals: PHYSICAL001 the date
 * is full (or not bookable); PHYSICAL002 the booking no longer waits for payment; PHYSICAL003 no cancel on or after
 * the exam date; PHYSICAL004 the file cannot be read; PHYSICAL005 more members than groupRegisterMax {max};
 * PHYSICAL006 the file has {count} bad cells (checkPhysicalGroup lists them); PHYSICAL008 the report is not ready;
 * PHYSICAL009 the person already has a live booking on that date (a cancelled or expired one does not count);
 * PHYSICAL010 the booking's time to pay has passed (the portal is about to cancel it as expired); PHYSICAL011 the
 * package is for another sex or age group than the patient (a group's such members are problems of its file);
 * PERM001 the group calls for a user who is not a leader; APPOINT009 Idempotency-Key missing; PAY006 no gateway;
 * FUNC001 where the hospital's module is closed (booking: physical-booking; the group calls: physical-group; the
 * rest: both closed).
 */
export const physicalCalls = {
  getPhysicalPackages: {
    method: 'GET',
    path: '/physicalexamination/api/packages',
    auth: true,
    query: physicalPackagesQuery,
    response: okEnvelope(z.array(physicalPackageSchema)),
  },
  /** The bookable dates of a package with the places left on each. */
  getPhysicalDates: {
    method: 'GET',
    path: '/physicalexamination/api/packages/:packageId/dates',
    auth: true,
    params: physicalPackageParams,
    query: physicalPackagesQuery,
    response: okEnvelope(z.array(physicalDateSchema)),
  },
  /**
   * The account's bookings, its own patients' and its groups', newest first. An unpaid booking is cancelled by the
   * portal once the hospital's payment window passes (personStatus 'expired'; its places go back to the date).
   */
  getPhysicalBookings: {
    method: 'GET',
    path: '/physicalexamination/api/bookings',
    auth: true,
    query: physicalRefQuery,
    response: okEnvelope(z.array(physicalBookingSchema)),
  },
  createPhysicalBooking: {
    method: 'POST',
    path: '/physicalexamination/api/bookings',
    auth: true,
    body: physicalBookBody,
    response: okEnvelope(physicalBookingSchema),
  },
  payPhysicalBookingByQr: {
    method: 'POST',
    path: '/physicalexamination/api/bookings/:bookingId/qr',
    auth: true,
    params: physicalBookingParams,
    body: physicalRefBody,
    response: okEnvelope(payResponseSchema),
  },
  cancelPhysicalBooking: {
    method: 'POST',
    path: '/physicalexamination/api/bookings/:bookingId/cancel',
    auth: true,
    params: physicalBookingParams,
    body: physicalRefBody,
    response: okEnvelope(physicalBookingSchema),
  },
  getPhysicalReport: {
    method: 'GET',
    path: '/physicalexamination/api/bookings/:bookingId/report',
    auth: true,
    params: physicalBookingParams,
    query: physicalReportQuery,
    response: okEnvelope(physicalReportSchema),
  },
  /** A leader's member file read and checked row by row; nothing is stored. */
  checkPhysicalGroup: {
    method: 'POST',
    path: '/physicalexamination/api/group/check',
    auth: true,
    body: physicalCheckBody,
    response: okEnvelope(physicalImportCheckSchema),
  },
  /** A leader's group booking: every member of the file, or none (PHYSICAL006). */
  createPhysicalGroup: {
    method: 'POST',
    path: '/physicalexamination/api/group',
    auth: true,
    body: physicalGroupBody,
    response: okEnvelope(physicalBookingSchema),
  },
} as const;
