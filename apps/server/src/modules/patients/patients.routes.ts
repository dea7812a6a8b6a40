import type { FastifyInstance } from 'fastify';
import { patientCalls as calls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import * as cards from './cards.service.ts';
import * as holders from './patient-holders.service.ts';
import { sendBindCode, type PatientDeps } from './patient-link.service.ts';
import * as service from './patients.service.ts';

/** Patient and card calls, link proof and holders: parse → service → reply. */
export function patientRoutes(app: FastifyInstance, deps: PatientDeps) {
  const { db } = deps;
  const tags = ['patients'];

  registerCall(
    app,
    'getPatientInfoByCondition',
    calls.getPatientInfoByCondition,
    ({ ctx }) => service.listPatients(deps, ctx),
    tags,
  );
  registerCall(
    app,
    'addPatient',
    calls.addPatient,
    ({ ctx, body }) => service.addPatient(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'sendPatientBindCode',
    calls.sendPatientBindCode,
    ({ ctx, body }) => sendBindCode(deps, ctx, body, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPatientHolders',
    calls.getPatientHolders,
    ({ ctx, query }) => holders.listHolders(deps, ctx, query.patientId),
    tags,
  );
  registerCall(
    app,
    'revokePatientHolder',
    calls.revokePatientHolder,
    ({ ctx, body }) => holders.revokeHolder(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'updatePatient',
    calls.updatePatient,
    ({ ctx, body }) => service.updatePatient(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'setDefaultPatient',
    calls.setDefaultPatient,
    ({ ctx, body }) => service.setDefault(db, ctx, body.patientId),
    tags,
  );
  registerCall(
    app,
    'unbindPatient',
    calls.unbindPatient,
    ({ ctx, body }) => service.unbind(db, ctx, body.patientId),
    tags,
  );
  registerCall(
    app,
    'getPatientAccessLog',
    calls.getPatientAccessLog,
    ({ ctx, query }) => service.accessLog(db, ctx, query.patientId),
    tags,
  );
  registerCall(
    app,
    'getCardInfoByCondition',
    calls.getCardInfoByCondition,
    ({ ctx, query }) => cards.cardInfo(deps, ctx, query.patientId, query.clinicType),
    tags,
  );
  registerCall(
    app,
    'getCardBalance',
    calls.getCardBalance,
    ({ ctx, body }) => cards.cardBalance(deps, ctx, body.patientId, body.clinicType),
    tags,
  );
  registerCall(
    app,
    'obtainCardBalanceUpV2',
    calls.obtainCardBalanceUpV2,
    ({ ctx, body }) => cards.cardBalance(deps, ctx, body.patientId, body.clinicType),
    tags,
  );
  registerCall(
    app,
    'checkCardNoV2',
    calls.checkCardNoV2,
    ({ ctx, body }) => cards.checkCard(deps, ctx, body, ctx.lang),
    tags,
  );
}
