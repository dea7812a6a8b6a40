import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** getHospitalInformation: hosId, hosName, enabled (cached locally), plus logo, theme and time zone. */
export const getHospital = (hosId: HosId) =>
  callApi(hospitalCalls.getHospitalInformation, { params: { hosId } });

/** `null` while no hospital is chosen: nothing is fetched. */
export const hospitalQueryOptions = (hosId: HosId | null) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'info'],
    queryFn: hosId === null ? skipToken : () => getHospital(hosId),
    staleTime: Infinity,
  });

export const useHospital = (hosId: HosId | null) => useQuery(hospitalQueryOptions(hosId));
