import { userKey } from '../../../lib/user-key.ts';

/**
 * A patient's prescriptions are cached under the signed-in user (signing out drops them); the status dictionary is
 * public and per hospital and language (its labels follow Accept-Language).
 */
export const prescriptionKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'prescriptions'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...prescriptionKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, prescriptionId: string) =>
    [...prescriptionKeys.all(hosId, userId), 'detail', prescriptionId] as const,
  statuses: (hosId: string, lang: string) =>
    ['hospital', hosId, 'dictionary', 'prescription_status', lang] as const,
};
