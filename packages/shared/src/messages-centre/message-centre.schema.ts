import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * The message centre in the header. A message belongs to one user; the same event never makes two
 * (a dedupe key per hospital and user). Kinds are what the patient can switch off, by SMS and by message.
 */
/**
 * inpatientPaid (a deposit, the balance at discharge, the surplus deposit back) and caseMailPaid (a copy's fee).
 * bookingExpired: an appointment or a physical-exam booking cancelled because it was not paid in time.
 * complaintAnswered: the hospital replied to a complaint or suggestion, or closed it with a last reply.
 */
export const MESSAGE_KINDS = [
  'visitReminder',
  'payReminder',
  'checkInOpen',
  'sessionCancelled',
  'waitlistPromoted',
  'refunded',
  'inpatientPaid',
  'caseMailPaid',
  'bookingExpired',
  'complaintAnswered',
] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKindSchema>;

export const MESSAGE_PAGE_SIZE_MAX = 50;
export const messageListQuery = z.object({
  hosId: hosIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(20),
});

/** Message ids are server-made UUIDs; any other id of the usual shape names nothing, so it answers C002 like an unknown one. */
export const messageIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, 'C019');

export const userMessageSchema = z.object({
  messageId: z.string(),
  kind: messageKindSchema,
  title: z.string(),
  body: z.string(),
  /** A portal route to open ('/appointment/record/info?appointId=…'), or null. */
  link: z.string().nullable(),
  patientId: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

export const messagePageSchema = z.object({
  items: z.array(userMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export const markReadBody = z.object({ hosId: hosIdSchema, messageId: messageIdSchema });
export const markAllReadBody = z.object({ hosId: hosIdSchema });
export const markedSchema = z.object({ marked: z.number().int(), unread: z.number().int() });

export const messagePreferenceSchema = z.object({
  kind: messageKindSchema,
  sms: z.boolean(),
  message: z.boolean(),
});
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;
export const preferencesQuery = z.object({ hosId: hosIdSchema });
export const preferencesSchema = z.object({ items: z.array(messagePreferenceSchema) });
export const setPreferencesBody = z.object({
  hosId: hosIdSchema,
  items: z.array(messagePreferenceSchema).min(1).max(MESSAGE_KINDS.length),
});
