import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls } from '@portal/shared';
import { callApi } from './api-client.ts';

/** The area key used when a hospital has no areas. */
export const DEFAULT_AREA = 'DEFAULT_AREA';

/** getHospitalAreaInformation: the hospital's areas (campuses), each with photo, name and address. */
export const getAreas = (hosId: string) =>
  callApi(hospitalCalls.getHospitalAreaInformation, { query: { hosId } });

export const areasQueryOptions = (hosId: string) =>
  queryOptions({ queryKey: ['hospital', hosId, 'areas'], queryFn: () => getAreas(hosId) });

export const useAreas = (hosId: string) => useQuery(areasQueryOptions(hosId));
