import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  COMPLAINT_STATUSES,
  complaintIdSchema,
  hospitalComplaintSchema,
} from '../complaints/complaint.schema.ts';
import { noticeDocTypeSchema } from '../health/health.schema.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { payOrderStateSchema } from '../payments/payment.schema.ts';
import { staffRoleSchema } from './staff.schema.ts';
import {
  questionnaireIdSchema,
  questionnaireResultsSchema,
} from '../questionnaires/questionnaire.schema.ts';

/**
 * The hospital's daily operations in the console (modules/operations): stop a session, answer complaints, publish
 * notices, read questionnaire results. Who may send each: CONSOLE_CALL_ACCESS. Every change is in the audit log.
 */
const hospitalParams = z.object({ hosId: hosIdSchema });
const text = (max: number) => z.string().trim().min(1, 'C018').max(max, 'C019');

export const sessionStopParams = z.object({
  hosId: hosIdSchema,
  scheduleId: z.string().trim().min(1, 'C018').max(100, 'C019'),
});
export const sessionStopBody = z.object({ reason: text(200) });
/** What a stop did; a second stop of the same session answers the same counts and changes nothing. */
export const sessionStopSummarySchema = z.object({
  scheduleId: z.string(),
  cancelledAt: z.string(),
  /** Bookings of the session now invalid (the hospital cancelled them). */
  bookingsInvalidated: z.number().int(),
  /** Their paid fees on the way back or back. */
  refundsStarted: z.number().int(),
  /** Patients texted (once each), and texts still to send (a repeated stop sends them). */
  textsSent: z.number().int(),
  textsPending: z.number().int(),
});
export type SessionStopSummary = z.infer<typeof sessionStopSummarySchema>;

export const complaintAnswerParams = z.object({
  hosId: hosIdSchema,
  complaintId: complaintIdSchema,
});
export const COMPLAINT_ACTIONS = ['take', 'assign', 'reply', 'close'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];
/**
 * take: to oneself, new → in progress; assign: to `assigneeId`, a colleague of the hospital who answers complaints
 * (a new one moves to in progress); reply: the patient sees the text and is told; close: with an optional last reply,
 * which the patient is told too.
 */
export const complaintActionBody = z
  .object({
    action: z.enum(COMPLAINT_ACTIONS, { error: 'C019' }),
    reply: z.string().trim().max(1000, 'C019').default(''),
    assigneeId: z.uuid('C019').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reply' && b.reply === '')
      ctx.addIssue({ code: 'custom', message: 'C018', path: ['reply'] });
    if (b.action === 'assign' && b.assigneeId === undefined)
      ctx.addIssue({ code: 'custom', message: 'C018', path: ['assigneeId'] });
  });
export type ComplaintActionInput = z.output<typeof complaintActionBody>;

/** The inbox's filters: a state, `open` (new and in progress, the default) or `all`; `mine`: held by the caller. */
export const COMPLAINT_FILTERS = ['open', ...COMPLAINT_STATUSES, 'all'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];
export const complaintListQuery = z.object({
  status: z.enum(COMPLAINT_FILTERS, { error: 'C019' }).default('open'),
  mine: z
    .enum(['true', 'false'], { error: 'C019' })
    .default('false')
    .transform((v) => v === 'true'),
});
/** Who a complaint may be assigned to: the hospital's staff whose role answers complaints. */
export const complaintAssigneeOptionSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type ComplaintAssigneeOption = z.infer<typeof complaintAssigneeOptionSchema>;
/** At most this many complaints in one answer of the inbox. */
export const COMPLAINT_LIST_LIMIT = 200;

const translatedNotice = z.object({
  title: text(200).optional(),
  content: text(50_000).optional(),
});
export const noticePublishParams = z.object({ hosId: hosIdSchema, docType: noticeDocTypeSchema });
/** The next version of an agreement or instructions: every patient is asked to accept it again. */
export const noticePublishBody = z.object({
  title: text(200),
  content: text(50_000),
  translations: z
    .object({ 'en-US': translatedNotice.optional(), 'zh-CN': translatedNotice.optional() })
    .optional(),
});
export const noticePublishedSchema = z.object({
  docType: noticeDocTypeSchema,
  version: z.number().int(),
  publishedAt: z.string(),
});

export const questionnaireResultsParams = z.object({
  hosId: hosIdSchema,
  questionnaireId: questionnaireIdSchema,
});

export const operationsCalls = {
  stopSession: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/sessions/:scheduleId/stop',
    params: sessionStopParams,
    body: sessionStopBody,
    response: okEnvelope(sessionStopSummarySchema),
  },
  /**
   * Contacts unmasked and photos as short-lived signed URLs; open ones oldest first (the longest waiting on top), the
   * others newest first; at most COMPLAINT_LIST_LIMIT.
   */
  listHospitalComplaints: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/complaints',
    params: hospitalParams,
    query: complaintListQuery,
    response: okEnvelope(z.array(hospitalComplaintSchema)),
  },
  /** The colleagues a complaint may be assigned to, by name. */
  listComplaintAssignees: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/complaint-assignees',
    params: hospitalParams,
    response: okEnvelope(z.array(complaintAssigneeOptionSchema)),
  },
  /**
   * C002 an unknown complaint (another hospital's too); COMPLAINT001 closed already; COMPLAINT002 taken on already (take
   * is for new ones: assign moves one held); COMPLAINT003 an assignee who is not a colleague answering complaints.
   */
  answerComplaint: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/complaints/:complaintId/answer',
    params: complaintAnswerParams,
    body: complaintActionBody,
    response: okEnvelope(hospitalComplaintSchema),
  },
  publishNotice: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/notices/:docType',
    params: noticePublishParams,
    body: noticePublishBody,
    response: okEnvelope(noticePublishedSchema),
  },
  /** QUESTIONNAIRE001 an unknown questionnaire. */
  getQuestionnaireResults: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/questionnaires/:questionnaireId/results',
    params: questionnaireResultsParams,
    response: okEnvelope(questionnaireResultsSchema),
  },
} as const;

// ---- bookings and their payments ----

export const bookingSearchParams = hospitalParams;
/** An appointment number (20261125-007), a trade number, the patient's phone, or the patient's full name. */
export const bookingSearchQuery = z.object({ q: z.string().trim().min(1, 'C018').max(64, 'C019') });
export const bookingParams = z.object({
  hosId: hosIdSchema,
  appointId: z.string().regex(/^[\w-]{1,64}$/, 'C019'),
});

const orderEventSchema = z.object({ from: z.string().nullable(), to: z.string(), at: z.string() });
export const bookingOrderSchema = z.object({
  outTradeNo: z.string(),
  method: z.enum(['card', 'qr']),
  amount: z.number().int(),
  state: payOrderStateSchema,
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Every state change of the order, oldest first. */
  events: z.array(orderEventSchema),
});
/** A booking as staff find it: the patient's name and phone masked as the patient side masks them. */
export const consoleBookingSchema = z.object({
  appointId: z.string(),
  appointNo: z.string(),
  sessionDate: z.string(),
  noonCode: z.string(),
  deptId: z.string(),
  doctorId: z.string(),
  regFee: z.number().int(),
  /** 1 booked, 3 visited, cancelled; hosState 4: the hospital cancelled the session. */
  state: z.string(),
  hosState: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  phone: z.string(),
  orders: z.array(bookingOrderSchema),
});
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;
/** The patient's details unmasked; every showing is written in the patient's access log. */
export const bookingPatientSchema = z.object({
  patientName: z.string(),
  phone: z.string(),
  certNo: z.string(),
});

export const bookingCalls = {
  /** At most BOOKING_SEARCH_LIMIT bookings, newest visit first. */
  searchBookings: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/bookings',
    params: bookingSearchParams,
    query: bookingSearchQuery,
    response: okEnvelope(z.array(consoleBookingSchema)),
  },
  /** C002 an unknown booking (another hospital's too). */
  revealBookingPatient: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/bookings/:appointId/patient',
    params: bookingParams,
    response: okEnvelope(bookingPatientSchema),
  },
} as const;
export const BOOKING_SEARCH_LIMIT = 50;

// ---- the schedule board ----

/** The days shown, inclusive, at most SESSION_BOARD_MAX_DAYS; a department narrows it. */
export const sessionBoardQuery = z.object({
  from: z.iso.date('C019'),
  to: z.iso.date('C019'),
  deptId: z.string().trim().max(64, 'C019').optional(),
});
export const SESSION_BOARD_MAX_DAYS = 14;
export const boardSessionSchema = z.object({
  scheduleId: z.string(),
  sessionDate: z.string(),
  noonCode: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  capacity: z.number().int(),
  /** Bookings held (not cancelled); of them paid, and checked in. */
  booked: z.number().int(),
  paid: z.number().int(),
  checkedIn: z.number().int(),
  /** Numbers nobody holds. */
  free: z.number().int(),
  /** Stopped by the hospital: when and why. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type BoardSession = z.infer<typeof boardSessionSchema>;

export const scheduleCalls = {
  /** C019 {field: 'to'} for a period backwards or longer than SESSION_BOARD_MAX_DAYS. */
  listSessions: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/sessions',
    params: hospitalParams,
    query: sessionBoardQuery,
    response: okEnvelope(z.array(boardSessionSchema)),
  },
} as const;
