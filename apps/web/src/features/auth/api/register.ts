import { useMutation } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface RegisterInput {
  hosId: HosId;
  phone: string;
  code: string;
  /** Only where the hospital signs in by password (docs/accounts.md). */
  password?: string;
  confirmPassword?: string;
}

/** Creates the account at this hospital and signs it in (the answer is the login user). */
export const register = (body: RegisterInput) => callApi(accountCalls.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
