import type { FastifyInstance } from 'fastify';
import { staffAdminCalls, staffSessionCalls } from '@portal/shared/console';
import {
  clearStaffCookie,
  registerConsoleCall,
  registerConsoleSessions,
  setStaffCookie,
} from './console-call.ts';
import { staffOf, staffSessionOf } from './staff-context.ts';
import type { StaffDeps } from './staff.deps.ts';
import * as sessions from './staff-session.service.ts';

/** The console's sign-in and session calls (docs/staff-console.md#sign-in). */
function sessionRoutes(app: FastifyInstance, deps: StaffDeps) {
  const c = staffSessionCalls;
  registerConsoleCall(
    app,
    'signInWithPassword',
    c.signInWithPassword,
    async ({ body, request, reply }) => {
      const s = await sessions.signInWithPassword(deps, body.phone, body.password, request.ip);
      setStaffCookie(reply, s.token);
      return { stage: s.stage, csrfToken: s.csrfToken };
    },
  );
  registerConsoleCall(app, 'signInWithCode', c.signInWithCode, async ({ body, request, reply }) => {
    const s = await sessions.signInWithCode(
      deps,
      staffOf(request),
      staffSessionOf(request),
      body.code,
    );
    setStaffCookie(reply, s.token);
    return s.me;
  });
  registerConsoleCall(app, 'getTotpEnrolment', c.getTotpEnrolment, async ({ request }) =>
    sessions.getTotpEnrolment(deps, staffOf(request), staffSessionOf(request)),
  );
  registerConsoleCall(app, 'enrolTotp', c.enrolTotp, async ({ body, request, reply }) => {
    const s = await sessions.enrolTotp(deps, staffOf(request), staffSessionOf(request), body.code);
    setStaffCookie(reply, s.token);
    return { me: s.me, recoveryCodes: s.recoveryCodes };
  });
  registerConsoleCall(app, 'getStaffMe', c.getStaffMe, async ({ request }) =>
    sessions.getMe(deps, staffOf(request), staffSessionOf(request)),
  );
  registerConsoleCall(app, 'signOutStaff', c.signOutStaff, async ({ request, reply }) => {
    await sessions.signOut(deps, staffOf(request), staffSessionOf(request));
    clearStaffCookie(reply);
    return null;
  });
  registerConsoleCall(
    app,
    'changeStaffPassword',
    c.changeStaffPassword,
    async ({ body, request }) => {
      await sessions.changePassword(
        deps,
        staffOf(request),
        staffSessionOf(request),
        body.oldPassword,
        body.newPassword,
      );
      return null;
    },
  );
}

/** The console's staff: sessions, invitations, the staff list and the audit log (modules/staff). */
export async function staffRoutes(app: FastifyInstance, deps: StaffDeps) {
  await registerConsoleSessions(app, deps.db);
  sessionRoutes(app, deps);
  void staffAdminCalls;
}
