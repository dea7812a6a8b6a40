import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls } from '@portal/shared';
import { callApi } from './api-client.ts';

/** Tip info: GET /messagemanager/api/hos_guide/note/{hosId}/{id}. */
export const getTip = (hosId: string, id: string) =>
  callApi(hospitalCalls.getTipInformation, { params: { hosId, id } });

export const tipQueryOptions = (hosId: string, id: string) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'tip', id],
    queryFn: () => getTip(hosId, id),
    enabled: id !== '',
  });

export const useTip = (hosId: string, id: string) => useQuery(tipQueryOptions(hosId, id));
