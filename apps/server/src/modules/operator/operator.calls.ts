import { hisCallNextCall, hisStopCall } from './his-sandbox.calls.ts';
import { hisDischargeCall, hisNoticeCall } from './inpatient-sandbox.calls.ts';

/**
 * The sandbox HIS's staff desk: machine calls standing in for what a hospital's own systems do (a doctor stops a
 * session, calls the next patient, issues an admission notice or a discharge order; the records office moves a
 * case-mail request on). Credential: `Authorization: Bearer <OPERATOR_TOKEN>` (operator.auth.ts), not a staff or
 * patient session; the hospital's staff act in the console. Refusals: OPERATOR001 not set up on this server;
 * OPERATOR002 credential missing or wrong.
 */
export const operatorCalls = {
  /** The sandbox HIS stops a session (demo of the HIS-driven cancellation): his-sandbox.calls.ts. */
  stopHisSession: hisStopCall,
  /** The sandbox HIS's doctor calls the next patient of a session (demo of the moving queue): his-sandbox.calls.ts. */
  callNextPatient: hisCallNextCall,
  /** The sandbox HIS's doctor issues an admission notice / orders a discharge: inpatient-sandbox.calls.ts. */
  issueAdmissionNotice: hisNoticeCall,
  orderDischarge: hisDischargeCall,
} as const;
