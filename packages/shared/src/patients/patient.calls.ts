import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  accessLogEntrySchema,
  addPatientBody,
  cardBalanceBody,
  cardBalanceSchema,
  cardInfoSchema,
  cardLookupQuery,
  checkCardBody,
  checkCardResultSchema,
  patientBindCodeSchema,
  patientHoldersQuery,
  patientHoldersSchema,
  patientIdSchema,
  patientRefBody,
  patientSchema,
  revokePatientHolderBody,
  sendPatientBindCodeBody,
  updatePatientBody,
} from './patient.schema.ts';

/**
 * Linked patients and their cards. Every call needs a signed-in user of `hosId`;
 * any patient id that is not bound to that user answers PATIENT004, as if it did not exist.
 */
export const patientCalls = {
  getPatientInfoByCondition: {
    method: 'GET',
    path: '/patient/api/patient/list',
    auth: true,
    query: z.object({
      hosId: hosIdSchema,
      bindType: z.string().max(16).optional(),
      openId: z.string().max(64).optional(),
    }),
    response: okEnvelope(z.array(patientSchema)),
  },
  addPatient: {
    method: 'POST',
    path: '/patient/api/patient/add',
    auth: true,
    body: addPatientBody,
    response: okEnvelope(patientSchema),
  },
  /** The SMS code that proves control of the phone the hospital holds for the person being added. */
  sendPatientBindCode: {
    method: 'POST',
    path: '/patient/api/patient/bind-code',
    auth: true,
    body: sendPatientBindCodeBody,
    response: okEnvelope(patientBindCodeSchema),
  },
  /** The accounts linked to the person behind one of the caller's patients. */
  getPatientHolders: {
    method: 'GET',
    path: '/patient/api/patient/holders',
    auth: true,
    query: patientHoldersQuery,
    response: okEnvelope(patientHoldersSchema),
  },
  /** The hospital record's phone holder removes another account's link to the person. */
  revokePatientHolder: {
    method: 'POST',
    path: '/patient/api/patient/holders/revoke',
    auth: true,
    body: revokePatientHolderBody,
    response: okEnvelope(z.null()),
  },
  updatePatient: {
    method: 'POST',
    path: '/patient/api/patient/update',
    auth: true,
    body: updatePatientBody,
    response: okEnvelope(patientSchema),
  },
  setDefaultPatient: {
    method: 'POST',
    path: '/patient/api/patient/default',
    auth: true,
    body: patientRefBody,
    response: okEnvelope(z.null()),
  },
  unbindPatient: {
    method: 'POST',
    path: '/patient/api/patient/unbind',
    auth: true,
    body: patientRefBody,
    response: okEnvelope(z.null()),
  },
  getPatientAccessLog: {
    method: 'GET',
    path: '/patient/api/patient/access-log',
    auth: true,
    query: z.object({ hosId: hosIdSchema, patientId: patientIdSchema.optional() }),
    response: okEnvelope(z.array(accessLogEntrySchema)),
  },
  getCardInfoByCondition: {
    method: 'GET',
    path: '/patient/api/card/info',
    auth: true,
    query: cardLookupQuery,
    response: okEnvelope(cardInfoSchema),
  },
  getCardBalance: {
    method: 'POST',
    path: '/patient/api/card/balance',
    auth: true,
    body: cardBalanceBody,
    response: okEnvelope(cardBalanceSchema),
  },
  checkCardNoV2: {
    method: 'POST',
    path: '/patient/api/checkCardNoV2',
    auth: true,
    body: checkCardBody,
    response: okEnvelope(checkCardResultSchema),
  },
  obtainCardBalanceUpV2: {
    method: 'POST',
    path: '/patient/api/obtainCardBalanceUpV2',
    auth: true,
    body: cardBalanceBody,
    response: okEnvelope(cardBalanceSchema),
  },
} as const;
