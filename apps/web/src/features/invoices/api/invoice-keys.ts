import { userKey } from '../../../lib/user-key.ts';

/** A patient's invoices are cached under the signed-in user (signing out drops them). */
export const invoiceKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'invoices'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...invoiceKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, invoiceNo: string) =>
    [...invoiceKeys.all(hosId, userId), 'detail', invoiceNo] as const,
};
