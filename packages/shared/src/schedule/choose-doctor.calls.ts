import { okEnvelope } from '../api/envelope.ts';
import { chooseDoctorQuery, chooseDoctorResponseSchema } from './choose-doctor.schema.ts';

/**
 * The 'choose doctor' page's one read (a call of ours, so the path follows the schedule calls' pattern).
 * Public like the other schedule reads: the page needs sign-in, the catalogue it shows does not.
 */
export const chooseDoctorCalls = {
  getChooseDoctorList: {
    method: 'GET',
    path: '/hospital/api/snDoctorSync/app/choose/list',
    query: chooseDoctorQuery,
    response: okEnvelope(chooseDoctorResponseSchema),
  },
} as const;
