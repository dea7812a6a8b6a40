import { z } from 'zod';

/** The longest period the dashboard reads at once (a leap year and a day of slack). */
export const DASHBOARD_MAX_DAYS = 366;

/** The dashboard's period: days of the hospital's time zone, both included. */
export const dashboardQuery = z.object({
  from: z.iso.date('C019'),
  to: z.iso.date('C019'),
});

/** The charts whose numbers download as CSV. */
export const DASHBOARD_CHARTS = [
  'bookingsPerDay',
  'bookingsPerDepartment',
  'outcomes',
  'money',
  'complaints',
] as const;
export type DashboardChart = (typeof DASHBOARD_CHARTS)[number];
export const dashboardCsvQuery = dashboardQuery.extend({ chart: z.enum(DASHBOARD_CHARTS) });

/** How long an open complaint has waited, by its age now. */
export const COMPLAINT_AGE_BUCKETS = ['under1d', 'from1to3d', 'from3to7d', 'over7d'] as const;

const count = z.number().int().nonnegative();
/** A share between 0 and 1, or null when nothing could be counted (no booking, no visit day passed). */
const rate = z.number().min(0).max(1).nullable();

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Bookings by visit day: every booking made for that day, and what became of it. */
  bookingsPerDay: z.array(
    z.object({
      date: z.string(),
      booked: count,
      cancelled: count,
      attended: count,
      noShow: count,
    }),
  ),
  bookingsPerDepartment: z.array(
    z.object({ deptId: z.string(), deptName: z.string(), booked: count, cancelled: count }),
  ),
  outcomes: z.object({
    booked: count,
    patientCancelled: count,
    expired: count,
    hospitalCancelled: count,
    /** Bookings of visit days already over that were still held: the ones that should have come. */
    due: count,
    attended: count,
    noShow: count,
    cancellationRate: rate,
    noShowRate: rate,
  }),
  /** Money by payment purpose, integer fen: paid and refunded on days of the period. */
  money: z.array(
    z.object({
      /** pay_order.purpose: registration, outpatient_topup, inpatient_topup, outpatient_bill, … */
      purpose: z.string(),
      paidCount: count,
      paidFen: count,
      refundedCount: count,
      refundedFen: count,
    }),
  ),
  refunds: z.object({ count, fen: count, inProgress: count }),
  /** Complaints and suggestions open now (submitted or in progress), by how long they have waited. */
  complaints: z.object({
    open: count,
    buckets: z.array(z.object({ bucket: z.enum(COMPLAINT_AGE_BUCKETS), count })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
