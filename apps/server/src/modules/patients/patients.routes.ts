import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patientCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import { requireFunctionOpen } from '../hospital/hospital.service.ts';
import * as cards from './cards.service.ts';
import * as holders from './patient-holders.service.ts';
import { sendBindCode, type PatientDeps } from './patient-link.service.ts';
import * as service from './patients.service.ts';

/** The hospital function of the patient-management page. */
export const PATIENT_MODULE_ID = 'patient';

/** Patient and card calls, link proof and holders: parse → service → reply. */
export function patientRoutes(app: FastifyInstance, deps: PatientDeps) {
  const { db } = deps;
  const tags = ['patients'];
  const actor = (user: AuthUser, request: FastifyRequest): service.Actor => ({
    ...user,
    ip: request.ip,
  });
  // What only the patient-management page does answers FUNC001 where the hospital has closed it; listing,
  // adding and choosing patients stay, since booking needs them whatever the menu shows.
  const managing = <T>(user: AuthUser, work: () => Promise<T>) =>
    requireFunctionOpen(db, user.hosId, PATIENT_MODULE_ID).then(work);

  registerCall(
    app,
    'getPatientInfoByCondition',
    calls.getPatientInfoByCondition,
    ({ user, request }) => service.listPatients(deps, actor(user, request)),
    tags,
  );
  registerCall(
    app,
    'addPatient',
    calls.addPatient,
    ({ user, request, body }) => service.addPatient(deps, actor(user, request), body),
    tags,
  );
  registerCall(
    app,
    'sendPatientBindCode',
    calls.sendPatientBindCode,
    ({ user, request, body }) =>
      sendBindCode(deps, actor(user, request), body, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getPatientHolders',
    calls.getPatientHolders,
    ({ user, request, query }) =>
      managing(user, () => holders.listHolders(deps, actor(user, request), query.patientId)),
    tags,
  );
  registerCall(
    app,
    'revokePatientHolder',
    calls.revokePatientHolder,
    ({ user, request, body }) =>
      managing(user, () => holders.revokeHolder(deps, actor(user, request), body)),
    tags,
  );
  registerCall(
    app,
    'updatePatient',
    calls.updatePatient,
    ({ user, request, body }) => service.updatePatient(deps, actor(user, request), body),
    tags,
  );
  registerCall(
    app,
    'setDefaultPatient',
    calls.setDefaultPatient,
    ({ user, request, body }) => service.setDefault(db, actor(user, request), body.patientId),
    tags,
  );
  registerCall(
    app,
    'unbindPatient',
    calls.unbindPatient,
    ({ user, request, body }) =>
      managing(user, () => service.unbind(db, actor(user, request), body.patientId)),
    tags,
  );
  registerCall(
    app,
    'getPatientAccessLog',
    calls.getPatientAccessLog,
    ({ user, request, query }) =>
      managing(user, () => service.accessLog(db, actor(user, request), query.patientId)),
    tags,
  );
  registerCall(
    app,
    'getCardInfoByCondition',
    calls.getCardInfoByCondition,
    ({ user, request, query }) =>
      cards.cardInfo(deps, actor(user, request), query.patientId, query.clinicType),
    tags,
  );
  registerCall(
    app,
    'getCardBalance',
    calls.getCardBalance,
    ({ user, request, body }) =>
      cards.cardBalance(deps, actor(user, request), body.patientId, body.clinicType),
    tags,
  );
  registerCall(
    app,
    'obtainCardBalanceUpV2',
    calls.obtainCardBalanceUpV2,
    ({ user, request, body }) =>
      cards.cardBalance(deps, actor(user, request), body.patientId, body.clinicType),
    tags,
  );
  registerCall(
    app,
    'checkCardNoV2',
    calls.checkCardNoV2,
    ({ user, request, body }) =>
      cards.checkCard(deps, actor(user, request), body, languageOf(request)),
    tags,
  );
}
