import { useMutation } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  hosId: HosId;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** 'Forgot password': a new password with an SMS code (purpose 'reset'). */
export const resetPassword = (body: ResetPasswordInput) =>
  callApi(accountCalls.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
