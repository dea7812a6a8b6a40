import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** getHospitalDigitalInformation; the frame's footer shows the 'footer' items in their order. */
export const getDigitalItems = (hosId: HosId, typeKeys: readonly string[]) =>
  callApi(hospitalCalls.getHospitalDigitalInformation, {
    query: { hosId, typeKey: typeKeys.join(',') },
  });

export const footerQueryOptions = (hosId: HosId) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'digital', 'footer'],
    queryFn: () => getDigitalItems(hosId, ['footer']),
    select: (items) =>
      items.filter((i) => i.typeKey === 'footer').sort((a, b) => a.itemOrder - b.itemOrder),
  });

export const useFooterItems = (hosId: HosId) => useQuery(footerQueryOptions(hosId));
