import type { FastifyInstance } from 'fastify';
import { paymentCalls, rechargeCalls, recordCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
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

  // The record list is the records function's own page (a closed one answers FUNC001 before the handler,
  // docs/function-access.md); a booking's own record stays readable while any booking function is open.
  registerCall(
    app,
    'getAppointmentRecords',
    calls.getAppointmentRecords,
    ({ ctx, query }) => service.listRecords(db, ctx, query.patientId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getAppointmentRecord',
    calls.getAppointmentRecord,
    ({ ctx, query }) => service.getRecord(db, ctx, query.appointId, undefined, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getAppointmentCost',
    calls.getAppointmentCost,
    ({ ctx, query }) => service.getCost(db, ctx, query.appointId),
    tags,
  );
  registerCall(
    app,
    'ordinaryTransmitLogin',
    calls.ordinaryTransmitLogin,
    ({ ctx, params, body }) => getTransmitFee(db, ctx, params.token, body.payload, encryptKey),
    tags,
  );
  registerCall(
    app,
    'robotizationDeductionAppointment',
    calls.robotizationDeductionAppointment,
    ({ ctx, params, request }) =>
      payByCard(deps, ctx, params.appointId, requireIdempotencyKey(request)),
    tags,
  );
  registerCall(
    app,
    'getCancelOutlook',
    calls.getCancelOutlook,
    ({ ctx, query }) => service.getCancelOutlook(db, ctx, query.appointId),
    tags,
  );
  registerCall(
    app,
    'cancelAppointment',
    calls.cancelAppointment,
    ({ ctx, body, request }) =>
      cancelAppointment({ ...deps, sms }, ctx, body.appointId, request.log),
    tags,
  );
  registerCall(
    app,
    'deleteAppointmentRecord',
    calls.deleteAppointmentRecord,
    ({ ctx, params }) => service.deleteRecord(db, ctx, params.appointId),
    tags,
  );
  registerCall(
    app,
    'pcRegisterScanQR',
    paymentCalls.pcRegisterScanQR,
    ({ ctx, body, request }) => {
      requireIdempotencyKey(request);
      return registerScanQr(deps, ctx, body.appointId, payOrigin(request, scanBaseUrl), ctx.lang);
    },
    tags,
  );
  registerCall(
    app,
    'getBookingTopUpQuote',
    rechargeCalls.getBookingTopUpQuote,
    ({ ctx, query }) => getBookingTopUpQuote(deps, ctx, query.appointId),
    tags,
  );
  registerCall(
    app,
    'startBookingTopUp',
    rechargeCalls.startBookingTopUp,
    ({ ctx, body, request }) => {
      requireIdempotencyKey(request);
      return startBookingTopUp(deps, ctx, body.appointId, payOrigin(request, scanBaseUrl));
    },
    tags,
  );
  checkInRoutes(app, deps);
}
