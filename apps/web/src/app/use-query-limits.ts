import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { useConfigGroups } from '../features/hospitals/api/get-config.ts';

/**
 * The hospital's query periods (config group QUERY): how far back the report lists (reportQueryDays) and the payment
 * list (paymentQueryDays) may reach; undefined until the configuration has answered.
 */
export function useQueryLimits(hosId: HosId) {
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.query).data;
  return { reportQueryDays: config?.reportQueryDays, paymentQueryDays: config?.paymentQueryDays };
}
