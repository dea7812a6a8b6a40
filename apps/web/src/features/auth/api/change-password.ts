import { useMutation } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  hosId: HosId;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Mode 3 of /login/register: a signed-in user changes the password with the current one. */
export const changePassword = (body: ChangePasswordInput) =>
  callApi(accountCalls.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
