import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { okEnvelope } from '../api/envelope.ts';
import { dashboardQuery, dashboardSchema } from './dashboard.schema.ts';

/** The dashboard's call (modules/dashboard, docs/dashboard.md). Who may send it: CONSOLE_CALL_ACCESS. */
export const dashboardCalls = {
  getDashboard: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/dashboard',
    params: z.object({ hosId: hosIdSchema }),
    query: dashboardQuery,
    response: okEnvelope(dashboardSchema),
  },
} as const;

/** The numbers behind one chart as CSV (operationId exportDashboard; a file, not a JSON call). */
export const DASHBOARD_CSV_PATH = '/console/api/hospitals/:hosId/dashboard.csv';
