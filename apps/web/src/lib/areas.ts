import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from './api-client.ts';

/** The area key used when a hospital has no areas. */
export const DEFAULT_AREA = 'DEFAULT_AREA';

/** getHospitalAreaInformation: the hospital's areas (campuses), each with photo, name and address. */
export const getAreas = (hosId: HosId) =>
  callApi(hospitalCalls.getHospitalAreaInformation, { query: { hosId } });

/** `null` while no hospital is chosen: nothing is fetched. */
export const areasQueryOptions = (hosId: HosId | null) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'areas'],
    queryFn: hosId === null ? skipToken : () => getAreas(hosId),
  });

export const useAreas = (hosId: HosId | null) => useQuery(areasQueryOptions(hosId));
