import type { HosId } from '@portal/shared';
import { userKey } from '../user-key.ts';

/** The patients of the signed-in user and their cards, under the user's key (user-key.ts). */
export const patientKeys = {
  list: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'patients'] as const,
  card: (hosId: HosId, userId: string, patientId: string, clinicType: number) =>
    [...userKey(hosId, userId), 'card', patientId, clinicType] as const,
  accessLog: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'access-log'] as const,
  holders: (hosId: HosId, userId: string, patientId: string) =>
    [...userKey(hosId, userId), 'holders', patientId] as const,
};
