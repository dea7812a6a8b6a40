import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * After any change to a patient, everything cached about the user at this hospital is stale: the list, the default
 * badge, the cards (unbinding removes them) and the access log (the change itself is logged).
 */
export function useRefreshUserData() {
  const queryClient = useQueryClient();
  const hosId = useSessionStore((s) => s.hosId);
  return () => queryClient.invalidateQueries({ queryKey: ['user', hosId] });
}
