import { useMutation } from '@tanstack/react-query';
import { patientCalls, type SendPatientBindCodeInput } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The code that proves control of the phone the hospital holds for the person; answers that phone masked. */
export const sendBindCode = (body: SendPatientBindCodeInput) =>
  callApi(patientCalls.sendPatientBindCode, { body });

export const useSendBindCode = () => useMutation({ mutationFn: sendBindCode });
