import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  appointmentRecordSchema,
  appointmentRefQuery,
  bookBody,
  candidateBody,
  candidateSchema,
} from './appointment.schema.ts';

/** Booking and waitlist (the appointment call group; paths are ours). All need a signed-in user of `hosId`. */
export const appointmentCalls = {
  createAppointment: {
    method: 'POST',
    path: '/appointment/api/appointment/create',
    auth: true,
    body: bookBody,
    response: okEnvelope(appointmentRecordSchema),
  },
  getAppointment: {
    method: 'GET',
    path: '/appointment/api/appointment/info',
    auth: true,
    query: appointmentRefQuery,
    response: okEnvelope(appointmentRecordSchema),
  },
  joinCandidate: {
    method: 'POST',
    path: '/appointment/api/candidate/join',
    auth: true,
    body: candidateBody,
    response: okEnvelope(candidateSchema),
  },
  getCandidates: {
    method: 'GET',
    path: '/appointment/api/candidate/list',
    auth: true,
    query: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(z.array(candidateSchema)),
  },
} as const;
