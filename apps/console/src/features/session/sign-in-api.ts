import { staffSessionCalls } from '@portal/shared/console';
import { callApi, setCsrfToken } from '../../lib/api.ts';

/** The sign-in steps' calls; each keeps the session's CSRF token for the next. */
export const signInApi = {
  async password(phone: string, password: string) {
    const answer = await callApi(staffSessionCalls.signInWithPassword, {
      body: { phone, password },
    });
    setCsrfToken(answer.csrfToken);
    return answer;
  },
  async code(code: string) {
    const me = await callApi(staffSessionCalls.signInWithCode, { body: { code } });
    setCsrfToken(me.csrfToken);
    return me;
  },
  enrolment: () => callApi(staffSessionCalls.getTotpEnrolment),
  async enrol(code: string) {
    const answer = await callApi(staffSessionCalls.enrolTotp, { body: { code } });
    setCsrfToken(answer.me.csrfToken);
    return answer;
  },
};
