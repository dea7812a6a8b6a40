import { userKey } from '../user-key.ts';

/** The patients of the signed-in user and their cards, under the user's key (user-key.ts). */
export const patientKeys = {
  list: (hosId: string, userId: string) => [...userKey(hosId, userId), 'patients'] as const,
  card: (hosId: string, userId: string, patientId: string, clinicType: number) =>
    [...userKey(hosId, userId), 'card', patientId, clinicType] as const,
  accessLog: (hosId: string, userId: string) => [...userKey(hosId, userId), 'access-log'] as const,
  holders: (hosId: string, userId: string, patientId: string) =>
    [...userKey(hosId, userId), 'holders', patientId] as const,
};
