import type { FastifyInstance } from 'fastify';
import { dischargeMedicineCalls, prescriptionCalls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import { getDischarge, listDischarges } from './discharge-medicine.service.ts';
import { getPrescription, listPrescriptions, type MedicineDeps } from './prescriptions.service.ts';

/** Prescriptions and discharge medicine (list and detail each): parse → service → reply. */
export function medicineRoutes(app: FastifyInstance, deps: MedicineDeps) {
  const tags = ['queries'];

  registerCall(
    app,
    'getPrescriptions',
    prescriptionCalls.getPrescriptions,
    ({ ctx, query }) => listPrescriptions(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPrescription',
    prescriptionCalls.getPrescription,
    ({ ctx, query }) => getPrescription(deps, ctx, query.prescriptionId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDischargeMedicines',
    dischargeMedicineCalls.getDischargeMedicines,
    ({ ctx, query }) => listDischarges(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDischargeMedicine',
    dischargeMedicineCalls.getDischargeMedicine,
    ({ ctx, query }) => getDischarge(deps, ctx, query.stayId, ctx.lang),
    tags,
  );
}
