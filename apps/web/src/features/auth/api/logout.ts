import { accountCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCurrentPatientStore } from '../../../stores/current-patient-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Revokes the token on the server. An already expired token is no reason to stay signed in here. */
export const logout = () => callApi(accountCalls.logout, { quietUnauthorized: true });

/**
 * Sign out of the current hospital only (the login is kept per hospital): revoke the token, then forget
 * this hospital's login user, current patient and every cached answer that belonged to the user.
 * A failed revoke still signs out locally — the user asked to leave.
 */
export async function signOut(): Promise<void> {
  const { hosId, setLoginUser } = useSessionStore.getState();
  if (hosId === null) return;
  await logout().catch(() => undefined);
  setLoginUser(null);
  useCurrentPatientStore.getState().clear(hosId);
  queryClient.removeQueries({ queryKey: ['user', hosId] });
}
