import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { PLATFORM_TYPE, PROJECT_TYPE } from './platform.ts';

/** getHospitalFunctionInformation: the modules and whether each is open (isUse '1'). */
export const getFunctions = (hosId: HosId) =>
  callApi(hospitalCalls.getHospitalFunctionInformation, {
    query: { hosId, projectType: PROJECT_TYPE, platformType: PLATFORM_TYPE },
  });

export const functionsQueryOptions = (hosId: HosId) =>
  queryOptions({ queryKey: ['hospital', hosId, 'functions'], queryFn: () => getFunctions(hosId) });

export const useFunctions = (hosId: HosId) => useQuery(functionsQueryOptions(hosId));
