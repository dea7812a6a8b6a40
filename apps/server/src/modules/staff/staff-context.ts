import type { FastifyRequest } from 'fastify';
import type { HosId } from '@portal/shared';
import type { Permission, StaffRole } from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import type { StaffSessionStage } from '../../db/schema.ts';

/** The staff member a console call acts for, built by the console guard (console-call.ts) from the session cookie. */
export interface StaffContext {
  staffId: string;
  name: string;
  phone: string;
  role: StaffRole;
  /** null: a platform administrator, who acts at every hospital. */
  hosId: HosId | null;
  permissions: readonly Permission[];
  ip: string;
}

/** The session behind a console call (sign-out, the second factor and the password change need it). */
export interface StaffSessionInfo {
  tokenHash: string;
  stage: StaffSessionStage;
  csrfToken: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console guard for every call but the public ones; null otherwise. */
    staff: StaffContext | null;
    staffSession: StaffSessionInfo | null;
  }
}

/** The signed-in staff member of a console call; a call that reaches here without one is refused as signed out. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('STAFF001');
  return request.staff;
}

/** The console session of a call past the guard. */
export function staffSessionOf(request: FastifyRequest): StaffSessionInfo {
  if (!request.staffSession) throw new AppError('STAFF001');
  return request.staffSession;
}
