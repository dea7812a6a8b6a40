import type { HosId } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../../lib/user-key.ts';

/** A patient's case-mail requests and stays are cached under the signed-in user; settings per hospital. */
export const caseMailKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'case-mail'] as const,
  list: (hosId: HosId, userId: string, patientId: string) =>
    [...caseMailKeys.all(hosId, userId), 'list', patientId] as const,
  stays: (hosId: HosId, userId: string, patientId: string) =>
    [...caseMailKeys.all(hosId, userId), 'stays', patientId] as const,
  visits: (hosId: HosId, userId: string, patientId: string) =>
    [...caseMailKeys.all(hosId, userId), 'visits', patientId] as const,
  settings: (hosId: HosId) => ['hospital', hosId, 'case-mail-settings'] as const,
};

/** A request was made, paid, cancelled or refunded: every list of it is asked again. */
export function caseMailChanged(queryClient: QueryClient, hosId: HosId, userId: string) {
  void queryClient.invalidateQueries({ queryKey: caseMailKeys.all(hosId, userId) });
}
