import type { HosId } from '@portal/shared';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Everything about the signed-in user is cached under ['user', hosId, userId, …]: another account signing in at the
 * same hospital never sees these answers, and signing out removes ['user', hosId] at once.
 */
export const userKey = (hosId: HosId, userId: string) => ['user', hosId, userId] as const;

/** The signed-in user's id at the current hospital ('' when signed out: queries stay disabled). */
export const useUserId = () => useSessionStore((s) => s.loginUser?.platformDetail.userId ?? '');
