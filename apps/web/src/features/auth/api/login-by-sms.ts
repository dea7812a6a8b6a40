import { useMutation } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface SmsLoginInput {
  hosId: HosId;
  phone: string;
  code: string;
}

/** Sign in with phone + SMS code (purpose 'login'); resolves to the login user of this hospital. */
export const loginBySms = (body: SmsLoginInput) => callApi(accountCalls.loginBySms, { body });

export const useLoginBySms = () => useMutation({ mutationFn: loginBySms });
