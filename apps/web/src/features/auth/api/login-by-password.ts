import { useMutation } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface PasswordLoginInput {
  hosId: HosId;
  phone: string;
  password: string;
}

/** Sign in with phone + password; resolves to the login user of this hospital. */
export const loginByPassword = (body: PasswordLoginInput) =>
  callApi(accountCalls.loginByPassword, { body });

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
