import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { sortMenu } from '../utils/menu-match.ts';

/** Navigator: function groups with their items (hospital overrides already applied by the server). */
export const getMenu = (hosId: HosId) =>
  callApi(hospitalCalls.getHospitalMenuInformation, { query: { hosId } });

export const menuQueryOptions = (hosId: HosId) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'menu'],
    queryFn: () => getMenu(hosId),
    select: sortMenu,
  });

export const useMenu = (hosId: HosId) => useQuery(menuQueryOptions(hosId));
