import { okEnvelope } from '../api/envelope.ts';
import {
  prescriptionDetailSchema,
  prescriptionListQuery,
  prescriptionPageSchema,
  prescriptionRefQuery,
} from './prescription.schema.ts';

/**
 * Prescriptions (module query-prescription; FUNC001 where it is closed). Like the reports: a signed-in user
 * of `hosId`; another user's patient answers PATIENT004 and another person's prescription C002, exactly like unknown
 * ones; QUERY001 a date range that is reversed or longer than {days} days; C019 an impossible date.
 */
export const prescriptionCalls = {
  getPrescriptions: {
    method: 'GET',
    path: '/feature/api/prescription/list',
    auth: true,
    query: prescriptionListQuery,
    response: okEnvelope(prescriptionPageSchema),
  },
  getPrescription: {
    method: 'GET',
    path: '/feature/api/prescription/info',
    auth: true,
    query: prescriptionRefQuery,
    response: okEnvelope(prescriptionDetailSchema),
  },
} as const;
