import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageCentreCalls, type MessagePreference, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';

/** Cached under the signed-in user (the 'user' prefix signing out drops), so another account never sees them. */
const messageKeys = {
  all: (hosId: HosId, userId: string) => ['user', hosId, userId, 'messages'] as const,
  /** The server renders each message in the request's language: another language is another page. */
  page: (hosId: HosId, userId: string, page: number, lang: string) =>
    [...messageKeys.all(hosId, userId), 'page', page, lang] as const,
  preferences: (hosId: HosId, userId: string) =>
    [...messageKeys.all(hosId, userId), 'preferences'] as const,
};

/** A new message arrives from a job, not from this tab: the bell polls while the page is open. */
const POLL_MS = 30_000;
export const MESSAGE_PAGE_SIZE = 10;

/** getMessages: one page, newest first, with the unread count the bell shows. */
export const messagesQueryOptions = (hosId: HosId, userId: string, page: number, lang: string) =>
  queryOptions({
    queryKey: messageKeys.page(hosId, userId, page, lang),
    queryFn: () =>
      callApi(messageCentreCalls.getMessages, {
        query: { hosId, page, pageSize: MESSAGE_PAGE_SIZE },
      }),
  });

export function useMessages(hosId: HosId, page = 1) {
  const userId = useUserId();
  const { i18n } = useTranslation();
  return useQuery({
    ...messagesQueryOptions(hosId, userId, page, i18n.language),
    enabled: userId !== '',
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** readMessage (one id) or readAllMessages (null); every cached page and the count follow. */
export function useMarkRead(hosId: HosId) {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string | null) =>
      messageId === null
        ? callApi(messageCentreCalls.readAllMessages, { body: { hosId } })
        : callApi(messageCentreCalls.readMessage, { body: { hosId, messageId } }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all(hosId, userId) }),
  });
}

export function usePreferences(hosId: HosId) {
  const userId = useUserId();
  return useQuery({
    queryKey: messageKeys.preferences(hosId, userId),
    queryFn: () => callApi(messageCentreCalls.getMessagePreferences, { query: { hosId } }),
    enabled: userId !== '',
  });
}

export function useSavePreference(hosId: HosId) {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: MessagePreference) =>
      callApi(messageCentreCalls.setMessagePreferences, { body: { hosId, items: [item] } }),
    onSuccess: (data) => client.setQueryData(messageKeys.preferences(hosId, userId), data),
  });
}
