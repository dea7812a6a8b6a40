import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSessionCalls, platformCalls, type StaffMe } from '@portal/shared/console';
import { callApi, isApiError, setCsrfToken } from '../../lib/api.ts';

export const meKey = ['console', 'me'] as const;

/** The signed-in staff member, or null when nobody is (401). */
export async function getMe(): Promise<StaffMe | null> {
  try {
    const me = await callApi(staffSessionCalls.getStaffMe);
    setCsrfToken(me.csrfToken);
    return me;
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export const useMe = () => useQuery({ queryKey: meKey, queryFn: getMe, staleTime: 60_000 });

export const useSignOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(staffSessionCalls.signOutStaff),
    onSettled: () => {
      setCsrfToken(null);
      client.clear();
    },
  });
};

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      callApi(staffSessionCalls.changeStaffPassword, { body }),
  });

export const hospitalsKey = ['console', 'hospitals'] as const;
export const useConsoleHospitals = (enabled = true) =>
  useQuery({
    queryKey: hospitalsKey,
    queryFn: () => callApi(platformCalls.listConsoleHospitals),
    enabled,
  });
