import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  reconDayParams,
  reconDaySchema,
  reconMismatchParams,
  reconMismatchSchema,
  reconRunSchema,
  resolveMismatchBody,
} from './reconciliation.schema.ts';
import { hosParams } from './staff.schema.ts';

/** The reconciliation calls (modules/reconciliation). Who may send each: CONSOLE_CALL_ACCESS. */
export const reconciliationCalls = {
  /** Matches the day's orders against the gateway's statement again; answers the day as it now stands. */
  runReconciliation: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/reconciliation/days/:day/run',
    params: reconDayParams,
    response: okEnvelope(reconDaySchema),
  },
  getReconciliationDay: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/reconciliation/days/:day',
    params: reconDayParams,
    response: okEnvelope(reconDaySchema),
  },
  listReconciliationRuns: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/reconciliation/runs',
    params: hosParams,
    response: okEnvelope(z.array(reconRunSchema)),
  },
  resolveReconciliationMismatch: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/reconciliation/mismatches/:mismatchId/resolve',
    params: reconMismatchParams,
    body: resolveMismatchBody,
    response: okEnvelope(reconMismatchSchema),
  },
} as const;

/** The exports (not JSON calls: files, streamed); `?format=csv|xlsx`, the bookings and payments also `from`, `to`. */
export const RECON_EXPORT_PATHS = {
  exportStatement: '/console/api/hospitals/:hosId/reconciliation/days/:day/statement',
  exportBookings: '/console/api/hospitals/:hosId/exports/bookings',
  exportPayments: '/console/api/hospitals/:hosId/exports/payments',
} as const;
