import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from './api-client.ts';

/** Tip info: GET /messagemanager/api/hos_guide/note/{hosId}/{id}. */
export const getTip = (hosId: HosId, id: string) =>
  callApi(hospitalCalls.getTipInformation, { params: { hosId, id } });

export const tipQueryOptions = (hosId: HosId, id: string) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'tip', id],
    queryFn: () => getTip(hosId, id),
    enabled: id !== '',
  });

export const useTip = (hosId: HosId, id: string) => useQuery(tipQueryOptions(hosId, id));
