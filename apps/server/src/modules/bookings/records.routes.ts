import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentCalls, rechargeCalls, recordCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import { requireFunctionOpen } from '../hospital/hospital.service.ts';
import type { Actor } from '../patients/patients.service.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import { getBookingTopUpQuote, startBookingTopUp } from './booking-top-up.service.ts';
import { cancelAppointment } from './cancel.service.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { payByCard } from './payment.service.ts';
import { registerScanQr } from './registration-qr.service.ts';
import * as service from './records.service.ts';
import { getTransmitFee } from './transmit-fee.service.ts';

/** The hospital function of the record pages. */
export const RECORDS_MODULE_ID = 'appointment-record';

export interface RecordRoutesOptions {
  /** Reads ordinaryTransmitLogin's body. */
  encryptKey: string;
  /** SCAN_PAGE_BASE_URL: the scan page's origin when the request's own cannot be trusted to be the public one. */
  scanBaseUrl?: string;
  /** The composition root's SMS sender: a cancellation that promotes a waitlisted patient texts them. */
  sms: SmsSender;
}

/** Record calls and the ways to pay a booking (card, QR, gap top-up): parse → service → reply; nothing else. */
export function recordRoutes(
  app: FastifyInstance,
  deps: PaymentDeps,
  { encryptKey, scanBaseUrl, sms }: RecordRoutesOptions,
) {
  const { db } = deps;
  const tags = ['records'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  // The record list is the records function's own page (a closed one answers FUNC001); a booking's own
  // record stays readable, since booking and paying lead there whatever the hospital shows in its menu.
  registerCall(
    app,
    'getAppointmentRecords',
    calls.getAppointmentRecords,
    async ({ user, request, query }) => {
      await requireFunctionOpen(db, user.hosId, RECORDS_MODULE_ID);
      return service.listRecords(db, actor(user, request), query.patientId, languageOf(request));
    },
    tags,
  );
  registerCall(
    app,
    'getAppointmentRecord',
    calls.getAppointmentRecord,
    ({ user, request, query }) =>
      service.getRecord(db, actor(user, request), query.appointId, undefined, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getAppointmentCost',
    calls.getAppointmentCost,
    ({ user, request, query }) => service.getCost(db, actor(user, request), query.appointId),
    tags,
  );
  registerCall(
    app,
    'ordinaryTransmitLogin',
    calls.ordinaryTransmitLogin,
    ({ user, request, params, body }) =>
      getTransmitFee(db, actor(user, request), params.token, body.payload, encryptKey),
    tags,
  );
  registerCall(
    app,
    'robotizationDeductionAppointment',
    calls.robotizationDeductionAppointment,
    ({ user, request, params }) =>
      payByCard(deps, actor(user, request), params.appointId, requireIdempotencyKey(request)),
    tags,
  );
  registerCall(
    app,
    'getCancelOutlook',
    calls.getCancelOutlook,
    ({ user, request, query }) =>
      service.getCancelOutlook(db, actor(user, request), query.appointId),
    tags,
  );
  registerCall(
    app,
    'cancelAppointment',
    calls.cancelAppointment,
    ({ user, request, body }) =>
      cancelAppointment({ ...deps, sms }, actor(user, request), body.appointId, request.log),
    tags,
  );
  registerCall(
    app,
    'deleteAppointmentRecord',
    calls.deleteAppointmentRecord,
    ({ user, request, params }) => service.deleteRecord(db, actor(user, request), params.appointId),
    tags,
  );
  registerCall(
    app,
    'pcRegisterScanQR',
    paymentCalls.pcRegisterScanQR,
    ({ user, request, body }) => {
      requireIdempotencyKey(request);
      return registerScanQr(
        deps,
        actor(user, request),
        body.appointId,
        payOrigin(request, scanBaseUrl),
        languageOf(request),
      );
    },
    tags,
  );
  registerCall(
    app,
    'getBookingTopUpQuote',
    rechargeCalls.getBookingTopUpQuote,
    ({ user, request, query }) => getBookingTopUpQuote(deps, actor(user, request), query.appointId),
    tags,
  );
  registerCall(
    app,
    'startBookingTopUp',
    rechargeCalls.startBookingTopUp,
    ({ user, request, body }) => {
      requireIdempotencyKey(request);
      return startBookingTopUp(
        deps,
        actor(user, request),
        body.appointId,
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
  checkInRoutes(app, deps);
}
