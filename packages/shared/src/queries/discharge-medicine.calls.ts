import { okEnvelope } from '../api/envelope.ts';
import {
  dischargeDetailSchema,
  dischargeListQuery,
  dischargePageSchema,
  dischargeRefQuery,
} from './discharge-medicine.schema.ts';

/**
 * Discharge medicine (module query-discharge-medicine; FUNC001 where it is closed). Like the reports: another
 * user's patient answers PATIENT004 and another person's stay C002, exactly like unknown ones; QUERY001 a date range
 * that is reversed or longer than {days} days; C019 an impossible date.
 */
export const dischargeMedicineCalls = {
  getDischargeMedicines: {
    method: 'GET',
    path: '/feature/api/discharge-medicine/list',
    auth: true,
    query: dischargeListQuery,
    response: okEnvelope(dischargePageSchema),
  },
  getDischargeMedicine: {
    method: 'GET',
    path: '/feature/api/discharge-medicine/info',
    auth: true,
    query: dischargeRefQuery,
    response: okEnvelope(dischargeDetailSchema),
  },
} as const;
