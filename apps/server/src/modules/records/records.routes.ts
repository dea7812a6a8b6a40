import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import type { SettleDeps } from '../payments/settlement.service.ts';
import { cancelAppointment } from './cancel.service.ts';
import { payByCard } from './payment.service.ts';
import * as service from './records.service.ts';
import { getTransmitFee } from './transmit-fee.service.ts';

/** Issue 5 record calls: parse → service → reply; nothing else. `encryptKey` reads ordinaryTransmitLogin's body. */
export function recordRoutes(app: FastifyInstance, deps: SettleDeps, encryptKey: string) {
  const { db } = deps;
  const tags = ['records'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(app, 'getAppointmentRecords', calls.getAppointmentRecords,
    ({ user, request, query }) => service.listRecords(db, actor(user, request), query.patientId), tags);
  registerCall(app, 'getAppointmentRecord', calls.getAppointmentRecord,
    ({ user, request, query }) => service.getRecord(db, actor(user, request), query.appointId), tags);
  registerCall(app, 'getAppointmentCost', calls.getAppointmentCost,
    ({ user, request, query }) => service.getCost(db, actor(user, request), query.appointId), tags);
  registerCall(app, 'ordinaryTransmitLogin', calls.ordinaryTransmitLogin,
    ({ user, request, params, body }) => getTransmitFee(db, actor(user, request), params.token, body.payload, encryptKey), tags);
  registerCall(app, 'robotizationDeductionAppointment', calls.robotizationDeductionAppointment,
    ({ user, request, params }) => payByCard(deps, actor(user, request), params.appointId, requireIdempotencyKey(request)), tags);
  registerCall(app, 'getCancelOutlook', calls.getCancelOutlook,
    ({ user, request, query }) => service.getCancelOutlook(db, actor(user, request), query.appointId), tags);
  registerCall(app, 'cancelAppointment', calls.cancelAppointment,
    ({ user, request, body }) => cancelAppointment(deps, actor(user, request), body.appointId), tags);
  registerCall(app, 'deleteAppointmentRecord', calls.deleteAppointmentRecord,
    ({ user, request, params }) => service.deleteRecord(db, actor(user, request), params.appointId), tags);
}
