import { useMutation } from '@tanstack/react-query';
import { accountCalls, type VerifyPurpose, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

export interface SendCodeInput {
  hosId: HosId;
  phone: string;
  purpose: VerifyPurpose;
}

/** Asks the server to text a code; answers how long it is valid and when another may be requested. */
export const sendVerifyCode = (body: SendCodeInput) =>
  callApi(accountCalls.sendVerifyCode, { body });

export const useSendVerifyCode = () => useMutation({ mutationFn: sendVerifyCode });
