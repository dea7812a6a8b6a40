import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type Language, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The catalogue in one language with the hospital's caption overrides applied by the server. */
export const getMessages = (hosId: HosId, lang: Language) =>
  callApi(hospitalCalls.getMessageCatalogue, { params: { hosId }, query: { lang } });

export const messagesQueryOptions = (hosId: HosId, lang: Language) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'messages', lang],
    queryFn: () => getMessages(hosId, lang),
    staleTime: Infinity,
  });

export const useMessages = (hosId: HosId, lang: Language) =>
  useQuery(messagesQueryOptions(hosId, lang));
