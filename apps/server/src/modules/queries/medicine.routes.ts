import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dischargeMedicineCalls, prescriptionCalls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { getDischarge, listDischarges } from './discharge-medicine.service.ts';
import { getPrescription, listPrescriptions, type MedicineDeps } from './prescriptions.service.ts';

/** Prescriptions and discharge medicine (list and detail each): parse → service → reply. */
export function medicineRoutes(app: FastifyInstance, deps: MedicineDeps) {
  const tags = ['queries'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getPrescriptions',
    prescriptionCalls.getPrescriptions,
    ({ user, request, query }) =>
      listPrescriptions(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getPrescription',
    prescriptionCalls.getPrescription,
    ({ user, request, query }) =>
      getPrescription(deps, actor(user, request), query.prescriptionId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDischargeMedicines',
    dischargeMedicineCalls.getDischargeMedicines,
    ({ user, request, query }) =>
      listDischarges(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDischargeMedicine',
    dischargeMedicineCalls.getDischargeMedicine,
    ({ user, request, query }) =>
      getDischarge(deps, actor(user, request), query.stayId, languageOf(request)),
    tags,
  );
}
