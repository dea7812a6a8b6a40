import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.ts';
import { requireOperator } from './operator.auth.ts';
import { operatorCalls } from './operator.calls.ts';
import { cancelSession, type SessionCancelDeps } from './session-cancel.service.ts';
import { callNextSandbox } from '../../his/sandbox/sandbox-queue.ts';
import { stopSandboxSession } from '../../his/sandbox/sandbox-stops.ts';
import { issueSandboxNotice, orderSandboxDischarge } from '../../his/sandbox/sandbox-inpatient.ts';
import { AppError } from '../../errors/app-error.ts';
import { advanceSandboxCaseMail } from '../../his/sandbox/sandbox-case-mail.ts';
import { hisCaseMailAdvanceCall } from './case-mail-sandbox.calls.ts';
import { publishNotice } from '../notice-documents/notice-documents.service.ts';
import { questionnaireResults } from '../questionnaires/questionnaire-results.service.ts';
import { languageOf } from '../../plugins/error-handler.ts';

/**
 * Operator calls: credential → service → reply; nothing else. The credential is checked in an encapsulated
 * onRequest hook — before the body is even parsed, so a caller without it learns nothing from validation answers —
 * and applies to these routes only.
 */
export function operatorRoutes(
  app: FastifyInstance,
  deps: SessionCancelDeps,
  operatorToken: string | undefined,
) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) =>
      requireOperator(request.headers.authorization, operatorToken),
    );
    registerCall(
      scope,
      'cancelSchedule',
      operatorCalls.cancelSchedule,
      ({ request, body }) => cancelSession(deps, body, request.log),
      ['operator'],
    );
    // Writes the sandbox HIS only (never the portal's tables): the session-stop job carries it into the portal.
    registerCall(
      scope,
      'stopHisSession',
      operatorCalls.stopHisSession,
      async ({ body: { hosId, ...stop } }) => {
        const s = await stopSandboxSession(deps.db, hosId, stop);
        return { ...s, stoppedAt: s.stoppedAt.toISOString() };
      },
      ['operator'],
    );
    // The doctor presses 'next patient' in the sandbox HIS (the portal's session id is the HIS queue's session key).
    // A new version of a notice document; patients accept it again on /other/instructions.
    registerCall(
      scope,
      'publishNotice',
      operatorCalls.publishNotice,
      ({ body: { hosId, ...doc } }) => publishNotice(deps.db, hosId, doc),
      ['operator'],
    );
    // A questionnaire's counts and averages for the hospital.
    registerCall(
      scope,
      'getQuestionnaireResults',
      operatorCalls.getQuestionnaireResults,
      ({ body, request }) =>
        questionnaireResults(deps.db, body.hosId, body.questionnaireId, languageOf(request)),
      ['operator'],
    );
    registerCall(
      scope,
      'callNextPatient',
      operatorCalls.callNextPatient,
      ({ body }) => callNextSandbox(deps.db, body.hosId, body.scheduleId),
      ['operator'],
    );
    // A doctor's admission notice and discharge order in the sandbox HIS; the portal reads them through the adapter.
    registerCall(
      scope,
      'issueAdmissionNotice',
      operatorCalls.issueAdmissionNotice,
      async ({ body: { hosId, certType, certNo, ...n } }) => {
        const notice = await issueSandboxNotice(deps.db, hosId, {
          person: { certType, certNo },
          ...n,
        });
        if (!notice) throw new AppError('HOSPITALIZED005');
        return {
          noticeId: notice.noticeId,
          patientName: notice.patientName,
          arriveOn: notice.arriveOn,
        };
      },
      ['operator'],
    );
    registerCall(
      scope,
      'orderDischarge',
      operatorCalls.orderDischarge,
      async ({ body }) => {
        const ordered = await orderSandboxDischarge(
          deps.db,
          body.hosId,
          body.stayId,
          body.dischargeMode,
          new Date(),
        );
        if (ordered === 'unknown') throw new AppError('HOSPITALIZED005');
        return { stayId: body.stayId, ordered: ordered === 'ordered' };
      },
      ['operator'],
    );
    // The records office moves a case-mail request on in the sandbox HIS; the portal reads it through the adapter.
    registerCall(
      scope,
      'advanceHisCaseMail',
      hisCaseMailAdvanceCall,
      async ({ body }) => {
        const moved = await advanceSandboxCaseMail(deps.db, body.hosId, body.requestId);
        if (!moved) throw new AppError('C002');
        return moved;
      },
      ['operator'],
    );
  });
}
