import { useQuery } from '@tanstack/react-query';
import type { HosId } from '@portal/shared';
import { DASHBOARD_CSV_PATH, dashboardCalls, type DashboardChart } from '@portal/shared/console';
import { buildUrl, callApi } from '../../lib/api.ts';

export interface Period {
  from: string;
  to: string;
}

/** The dashboard's figures for the period (docs/dashboard.md). */
export function useDashboard(hosId: HosId, period: Period) {
  return useQuery({
    queryKey: ['console', hosId, 'dashboard', period],
    queryFn: () => callApi(dashboardCalls.getDashboard, { params: { hosId }, query: period }),
    placeholderData: (previous) => previous,
  });
}

/** Where one chart's numbers download as CSV. */
export const chartCsvUrl = (hosId: HosId, period: Period, chart: DashboardChart) =>
  buildUrl(DASHBOARD_CSV_PATH, { hosId }, { ...period, chart });
