import type { Db } from '../../db/database.ts';
import type { HisStaffDesk } from '../staff-desk.ts';
import { advanceSandboxCaseMail } from './sandbox-case-mail.ts';
import { issueSandboxNotice, orderSandboxDischarge } from './sandbox-inpatient.ts';
import { callNextSandbox } from './sandbox-queue.ts';
import { stopSandboxSession } from './sandbox-stops.ts';

/** The built-in HIS's staff desk: each action writes its his_* tables, as the hospital's staff would. */
export function createSandboxStaffDesk(db: Db): HisStaffDesk {
  return {
    stopSession: (hosId, order) => stopSandboxSession(db, hosId, order),
    callNextPatient: (hosId, sessionKey) => callNextSandbox(db, hosId, sessionKey),
    issueAdmissionNotice: (hosId, notice) => issueSandboxNotice(db, hosId, notice),
    orderDischarge: (hosId, stayId, mode, now) =>
      orderSandboxDischarge(db, hosId, stayId, mode, now),
    advanceCaseMail: (hosId, requestId) => advanceSandboxCaseMail(db, hosId, requestId),
  };
}
