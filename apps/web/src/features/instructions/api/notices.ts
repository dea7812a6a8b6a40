import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthCalls, type NoticeDocType, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** The signed-in user's acceptances: cached under ['user', hosId, userId, …] so another account never sees them. */
const noticeKeys = {
  all: (hosId: HosId, userId: string) => ['user', hosId, userId, 'notices'] as const,
  list: (hosId: HosId, userId: string, lang: string) =>
    [...noticeKeys.all(hosId, userId), lang] as const,
};
const useUserId = () => useSessionStore((s) => s.loginUser?.platformDetail.userId ?? '');

/** getNoticeDocuments (signed in): each current document with the date this user accepted it. */
export function useNotices(hosId: HosId) {
  const { i18n } = useTranslation();
  const userId = useUserId();
  return useQuery({
    queryKey: noticeKeys.list(hosId, userId, i18n.language),
    queryFn: () => callApi(healthCalls.getNoticeDocuments, { query: { hosId } }),
    enabled: userId !== '',
  });
}

/** acceptNoticeDocument (signed in): accepts the version read; NOTICE002 when a newer one was published meanwhile. */
export function useAcceptNotice(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (input: { docType: NoticeDocType; version: number }) =>
      callApi(healthCalls.acceptNoticeDocument, { body: { hosId, ...input } }),
    // Accepted, or refused because the text changed: either way the list is read again (the new version shows).
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all(hosId, userId) }),
  });
}

/** getNoticeDocument (public): a document's current text in the reader's language, e.g. the agreements registering accepts. */
export const noticeDocumentQueryOptions = (hosId: HosId, docType: NoticeDocType, lang: string) => ({
  queryKey: ['hospital', hosId, 'notice', docType, lang] as const,
  queryFn: () => callApi(healthCalls.getNoticeDocument, { query: { hosId, docType } }),
});
