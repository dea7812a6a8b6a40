import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The chooser's list: enabled hospitals only (the server filters). */
export const getHospitals = () => callApi(hospitalCalls.getHospitalList);

export const hospitalsQueryOptions = () =>
  queryOptions({ queryKey: ['hospitals'], queryFn: getHospitals });

export const useHospitals = () => useQuery(hospitalsQueryOptions());
