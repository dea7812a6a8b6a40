import { useQuery } from '@tanstack/react-query';
import { accountCalls, isPhone, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The sandbox SMS outbox; the server answers 404 unless it runs in demo mode. */
export const getSmsOutbox = (hosId: HosId, phone: string) =>
  callApi(accountCalls.getDevSmsOutbox, { query: { hosId, phone } });

export const smsOutboxKey = (hosId: HosId, phone: string) =>
  ['demo', hosId, 'sms-outbox', phone] as const;

/** Polls while the page shows a code field for a valid phone, so a code sent a moment ago appears by itself. */
export const OUTBOX_POLL_MS = 3000;

/** Not in demo mode (404): nothing to show, and no point asking again. */
export const outboxUnavailable = (error: unknown) => isApiError(error) && error.code === 404;

export const useSmsOutbox = (hosId: HosId, phone: string) =>
  useQuery({
    queryKey: smsOutboxKey(hosId, phone),
    queryFn: () => getSmsOutbox(hosId, phone),
    enabled: isPhone(phone),
    staleTime: 0,
    refetchInterval: (query) => (query.state.error ? false : OUTBOX_POLL_MS),
  });
