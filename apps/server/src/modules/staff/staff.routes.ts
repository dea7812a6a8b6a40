import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@portal/shared';
import {
  AUDIT_CSV_PATHS,
  auditQuery,
  CONSOLE_CALL_ACCESS,
  hosParams,
  staffAdminCalls,
  staffSessionCalls,
} from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import { auditCsv, auditPage } from './audit-read.service.ts';
import * as invitations from './invitations.service.ts';
import * as admin from './staff-admin.service.ts';
import {
  CONSOLE_ACCESS_EXTENSION,
  clearStaffCookie,
  consoleGuard,
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

/** This server's own origin as the request reached it (the invitation link points back here). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function invitationRoutes(app: FastifyInstance, deps: StaffDeps) {
  registerConsoleCall(
    app,
    'inviteStaff',
    staffAdminCalls.inviteStaff,
    async ({ params, body, request }) =>
      invitations.inviteStaff(deps, staffOf(request), params.hosId, body, originOf(request)),
  );
  registerConsoleCall(app, 'getInvitation', staffSessionCalls.getInvitation, async ({ params }) =>
    invitations.getInvitation(deps, params.token),
  );
  registerConsoleCall(
    app,
    'acceptInvitation',
    staffSessionCalls.acceptInvitation,
    async ({ body, request }) => {
      await invitations.acceptInvitation(deps, body.token, body.password, request.ip);
      return null;
    },
  );
}

function adminRoutes(app: FastifyInstance, deps: StaffDeps) {
  const c = staffAdminCalls;
  registerConsoleCall(app, 'listStaff', c.listStaff, async ({ params }) =>
    admin.listStaff(deps, params.hosId),
  );
  registerConsoleCall(
    app,
    'changeStaffRole',
    c.changeStaffRole,
    async ({ params, body, request }) =>
      admin.changeStaffRole(deps, staffOf(request), params.hosId, params.staffId, body.role),
  );
  registerConsoleCall(app, 'removeStaff', c.removeStaff, async ({ params, request }) => {
    await admin.removeStaff(deps, staffOf(request), params.hosId, params.staffId);
    return null;
  });
  registerConsoleCall(app, 'listAudit', c.listAudit, async ({ params, query }) =>
    auditPage(deps.db, params.hosId, query),
  );
  registerConsoleCall(app, 'listPlatformAudit', c.listPlatformAudit, async ({ query }) =>
    auditPage(deps.db, null, query),
  );
}

const csvQuery = auditQuery.omit({ page: true });

/** The audit log as a CSV file, through the console guard like every console call (not JSON: a stream). */
function registerAuditCsv(
  app: FastifyInstance,
  deps: StaffDeps,
  operationId: 'exportAudit' | 'exportPlatformAudit',
  url: string,
) {
  const perHospital = operationId === 'exportAudit';
  app.route({
    method: 'GET',
    url,
    schema: {
      operationId,
      tags: ['console'],
      [CONSOLE_ACCESS_EXTENSION]: CONSOLE_CALL_ACCESS[operationId],
      ...(perHospital && { params: hosParams }),
      querystring: csvQuery,
      response: {
        200: {
          description: 'The audit log as CSV (UTF-8 with a byte-order mark), newest first',
          content: { 'text/csv': { schema: z.string() } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    preValidation: consoleGuard(operationId),
    handler: async (request, reply) => {
      if (!request.staff) throw new AppError('STAFF001');
      const hosId = perHospital ? (request.params as z.output<typeof hosParams>).hosId : null;
      const stream = await auditCsv(deps.db, hosId, request.query as z.output<typeof csvQuery>);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-${hosId ?? 'platform'}-${day}.csv"`,
        )
        .send(stream);
    },
  });
}

/** The console's staff: sessions, invitations, the staff list and the audit log (modules/staff). */
export async function staffRoutes(app: FastifyInstance, deps: StaffDeps) {
  await registerConsoleSessions(app, deps.db);
  sessionRoutes(app, deps);
  invitationRoutes(app, deps);
  adminRoutes(app, deps);
  registerAuditCsv(app, deps, 'exportAudit', AUDIT_CSV_PATHS.hospital);
  registerAuditCsv(app, deps, 'exportPlatformAudit', AUDIT_CSV_PATHS.platform);
}
