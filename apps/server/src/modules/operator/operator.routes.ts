import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.ts';
import { requireOperator } from './operator.auth.ts';
import { operatorCalls } from './operator.calls.ts';
import { AppError } from '../../errors/app-error.ts';
import { hisCaseMailAdvanceCall } from './case-mail-sandbox.calls.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisStaffDesk } from '../../his/staff-desk.ts';

/**
 * The sandbox HIS's staff desk (operator.calls.ts): credential → HIS → reply; nothing else. The credential is checked in an encapsulated
 * onRequest hook — before the body is even parsed, so a caller without it learns nothing from validation answers —
 * and applies to these routes only.
 */
export function operatorRoutes(
  app: FastifyInstance,
  deps: { his: HisAdapter },
  operatorToken: string | undefined,
) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) =>
      requireOperator(request.headers.authorization, operatorToken),
    );
    // Writes the sandbox HIS only (never the portal's tables): the session-stop job carries it into the portal.
    registerCall(
      scope,
      'stopHisSession',
      operatorCalls.stopHisSession,
      async ({ body: { hosId, ...stop } }) => {
        const s = await staffDeskOf(deps.his).stopSession(hosId, stop);
        return { ...s, stoppedAt: s.stoppedAt.toISOString() };
      },
      ['operator'],
    );
    // The doctor presses 'next patient' in the sandbox HIS (the portal's session id is the HIS queue's session key).
    registerCall(
      scope,
      'callNextPatient',
      operatorCalls.callNextPatient,
      ({ body }) => staffDeskOf(deps.his).callNextPatient(body.hosId, body.scheduleId),
      ['operator'],
    );
    // A doctor's admission notice and discharge order in the sandbox HIS; the portal reads them through the adapter.
    registerCall(
      scope,
      'issueAdmissionNotice',
      operatorCalls.issueAdmissionNotice,
      async ({ body: { hosId, certType, certNo, ...n } }) => {
        const notice = await staffDeskOf(deps.his).issueAdmissionNotice(hosId, {
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
        const ordered = await staffDeskOf(deps.his).orderDischarge(
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
        const moved = await staffDeskOf(deps.his).advanceCaseMail(body.hosId, body.requestId);
        if (!moved) throw new AppError('C002');
        return moved;
      },
      ['operator'],
    );
  });
}

/** The HIS's staff desk the operator's calls act on: the built-in HIS has one; a real one's staff use their own. */
function staffDeskOf(his: HisAdapter): HisStaffDesk {
  if (!his.staffDesk)
    throw new Error('the HIS adapter has no staff desk for the operator calls to act on');
  return his.staffDesk;
}
