import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  acceptInvitationBody,
  auditPageSchema,
  auditQuery,
  staffChangePasswordBody,
  changeRoleBody,
  consoleHospitalSchema,
  createHospitalBody,
  enrolAnswerSchema,
  hosParams,
  hospitalEnabledBody,
  invitationSchema,
  invitationTokenParams,
  inviteStaffBody,
  openInvitationSchema,
  secondFactorBody,
  signInAnswerSchema,
  signInPasswordBody,
  staffListSchema,
  staffMeSchema,
  staffMemberSchema,
  staffParams,
  totpEnrolmentSchema,
} from './staff.schema.ts';

/**
 * The console's own calls (modules/staff): the staff session lives in an HttpOnly cookie, and every call that changes
 * something carries the session's CSRF token in `x-csrf-token` (docs/adr). Who may send each: CONSOLE_CALL_ACCESS.
 */
export const staffSessionCalls = {
  signInWithPassword: {
    method: 'POST',
    path: '/console/api/session/password',
    body: signInPasswordBody,
    response: okEnvelope(signInAnswerSchema),
  },
  signInWithCode: {
    method: 'POST',
    path: '/console/api/session/code',
    body: secondFactorBody,
    response: okEnvelope(staffMeSchema),
  },
  getTotpEnrolment: {
    method: 'GET',
    path: '/console/api/session/enrolment',
    response: okEnvelope(totpEnrolmentSchema),
  },
  enrolTotp: {
    method: 'POST',
    path: '/console/api/session/enrolment',
    body: secondFactorBody,
    response: okEnvelope(enrolAnswerSchema),
  },
  getStaffMe: {
    method: 'GET',
    path: '/console/api/session/me',
    response: okEnvelope(staffMeSchema),
  },
  signOutStaff: {
    method: 'POST',
    path: '/console/api/session/sign-out',
    response: okEnvelope(z.null()),
  },
  changeStaffPassword: {
    method: 'POST',
    path: '/console/api/session/password/change',
    body: staffChangePasswordBody,
    response: okEnvelope(z.null()),
  },
  getInvitation: {
    method: 'GET',
    path: '/console/api/invitations/:token',
    params: invitationTokenParams,
    response: okEnvelope(invitationSchema),
  },
  acceptInvitation: {
    method: 'POST',
    path: '/console/api/invitations/accept',
    body: acceptInvitationBody,
    response: okEnvelope(z.null()),
  },
} as const;

export const staffAdminCalls = {
  listStaff: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/staff',
    params: hosParams,
    response: okEnvelope(staffListSchema),
  },
  inviteStaff: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/invitations',
    params: hosParams,
    body: inviteStaffBody,
    response: okEnvelope(openInvitationSchema),
  },
  changeStaffRole: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/staff/:staffId',
    params: staffParams,
    body: changeRoleBody,
    response: okEnvelope(staffMemberSchema),
  },
  removeStaff: {
    method: 'DELETE',
    path: '/console/api/hospitals/:hosId/staff/:staffId',
    params: staffParams,
    response: okEnvelope(z.null()),
  },
  listAudit: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/audit',
    params: hosParams,
    query: auditQuery,
    response: okEnvelope(auditPageSchema),
  },
  listPlatformAudit: {
    method: 'GET',
    path: '/console/api/platform/audit',
    query: auditQuery,
    response: okEnvelope(auditPageSchema),
  },
} as const;

export const platformCalls = {
  listConsoleHospitals: {
    method: 'GET',
    path: '/console/api/hospitals',
    response: okEnvelope(z.array(consoleHospitalSchema)),
  },
  createHospital: {
    method: 'POST',
    path: '/console/api/hospitals',
    body: createHospitalBody,
    response: okEnvelope(consoleHospitalSchema),
  },
  setHospitalEnabled: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/enabled',
    params: hosParams,
    body: hospitalEnabledBody,
    response: okEnvelope(consoleHospitalSchema),
  },
} as const;

/** The audit log as CSV (not a JSON call: a file, streamed). */
export const AUDIT_CSV_PATHS = {
  hospital: '/console/api/hospitals/:hosId/audit.csv',
  platform: '/console/api/platform/audit.csv',
} as const;
