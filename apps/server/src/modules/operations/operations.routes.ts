import type { FastifyInstance } from 'fastify';
import {
  bookingCalls,
  operationsCalls as calls,
  refundCalls,
  scheduleCalls,
} from '@portal/shared/console';
import { languageOf } from '../../plugins/request-context.ts';
import { registerConsoleCall } from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import type { SessionCancelDeps } from '../operator/session-cancel.service.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';
import * as service from './operations.service.ts';
import { listSessions } from './schedules.service.ts';
import * as refunds from './refund-requests.service.ts';

/** The hospital's daily operations in the console: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function operationsRoutes(app: FastifyInstance, deps: SessionCancelDeps & UploadDeps) {
  registerConsoleCall(app, 'stopSession', calls.stopSession, ({ params, body, request }) =>
    service.stopSession(deps, staffOf(request), params, body.reason, request.log),
  );
  registerConsoleCall(
    app,
    'listHospitalComplaints',
    calls.listHospitalComplaints,
    ({ params, query, request }) =>
      service.listHospitalComplaints(deps, staffOf(request), params.hosId, query),
  );
  registerConsoleCall(app, 'listComplaintAssignees', calls.listComplaintAssignees, ({ params }) =>
    service.listComplaintAssignees(deps.db, params.hosId),
  );
  registerConsoleCall(app, 'answerComplaint', calls.answerComplaint, ({ params, body, request }) =>
    service.answerComplaint(deps, staffOf(request), params, body),
  );
  registerConsoleCall(app, 'publishNotice', calls.publishNotice, ({ params, body, request }) =>
    service.publishNotice(deps.db, staffOf(request), params, body),
  );
  registerConsoleCall(
    app,
    'getQuestionnaireResults',
    calls.getQuestionnaireResults,
    ({ params, request }) =>
      service.questionnaireResults(
        deps.db,
        params.hosId,
        params.questionnaireId,
        languageOf(request),
      ),
  );
  registerConsoleCall(app, 'searchBookings', bookingCalls.searchBookings, ({ params, query }) =>
    service.searchBookings(deps.db, params.hosId, query.q),
  );
  registerConsoleCall(
    app,
    'revealBookingPatient',
    bookingCalls.revealBookingPatient,
    ({ params, request }) => service.revealBookingPatient(deps.db, staffOf(request), params),
  );
  registerConsoleCall(app, 'listSessions', scheduleCalls.listSessions, ({ params, query }) =>
    listSessions(deps, params.hosId, query),
  );
  // Staff refunds with four-eyes approval (docs/refunds.md).
  registerConsoleCall(
    app,
    'refundBooking',
    refundCalls.refundBooking,
    ({ params, body, request }) =>
      refunds.refundBooking(deps, staffOf(request), params, body.reason, request.log),
  );
  registerConsoleCall(app, 'listRefundRequests', refundCalls.listRefundRequests, ({ params }) =>
    refunds.listRefundRequests(deps.db, params.hosId),
  );
  registerConsoleCall(
    app,
    'approveRefundRequest',
    refundCalls.approveRefundRequest,
    ({ params, request }) =>
      refunds.approveRefundRequest(deps, staffOf(request), params, request.log),
  );
  registerConsoleCall(
    app,
    'rejectRefundRequest',
    refundCalls.rejectRefundRequest,
    ({ params, body, request }) =>
      refunds.rejectRefundRequest(deps.db, staffOf(request), params, body.reason),
  );
}
