import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintCalls, type HosId } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { privateUrls } from '../../../lib/uploads.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

export type ComplaintFormValues = Omit<
  z.input<typeof complaintCalls.createComplaint.body>,
  'hosId'
>;

const useUserId = () => useSessionStore((s) => s.loginUser?.platformDetail.userId ?? '');

const keys = {
  all: (hosId: HosId, userId: string) => ['complaints', hosId, userId] as const,
  photos: (hosId: HosId, paths: readonly string[]) =>
    ['complaint-photos', hosId, ...paths] as const,
};

/** getComplaints: the user's complaints and suggestions, newest first, each with its steps and the hospital's reply. */
export function useComplaints(hosId: HosId) {
  const userId = useUserId();
  return useQuery({
    queryKey: keys.all(hosId, userId),
    queryFn: () => callApi(complaintCalls.getComplaints, { query: { hosId } }),
    enabled: userId !== '',
  });
}

/** createComplaint: one Idempotency-Key per click, so one click never files twice. */
export function useCreateComplaint(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (form: ComplaintFormValues) =>
      callApi(complaintCalls.createComplaint, { body: { hosId, ...form }, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(hosId, userId) }),
  });
}

/** Signed URLs of a complaint's photos; they expire after a few minutes, so they are fetched again after four. */
export function useComplaintPhotos(hosId: HosId, paths: readonly string[]) {
  return useQuery({
    queryKey: keys.photos(hosId, paths),
    queryFn: () => privateUrls(hosId, 'feedback', paths),
    enabled: paths.length > 0,
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
  });
}
