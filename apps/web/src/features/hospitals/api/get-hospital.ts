import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** getHospitalInformation: hosId, hosName, enabled (cached locally), plus logo, theme and time zone. */
export const getHospital = (hosId: string) =>
  callApi(hospitalCalls.getHospitalInformation, { params: { hosId } });

export const hospitalQueryOptions = (hosId: string) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'info'],
    queryFn: () => getHospital(hosId),
    staleTime: Infinity,
  });

/** `null` while no hospital is chosen: nothing is fetched. */
export const useHospital = (hosId: string | null) =>
  useQuery({ ...hospitalQueryOptions(hosId ?? ''), enabled: hosId !== null });
