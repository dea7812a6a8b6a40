import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { contactPhoneSchema } from '../validation/form-schemas.ts';
import { UPLOAD_LIMITS } from '../uploads/upload.rules.ts';
import { uploadPathSchema } from '../uploads/upload.schema.ts';

/**
 * Complaints and suggestions (/complaint-suggest, upload type
 * feedback). The patient files one; the hospital takes it on (in progress) and replies or closes it.
 */
export const COMPLAINT_KINDS = ['complaint', 'suggestion'] as const;
export const COMPLAINT_CATEGORIES = [
  'service',
  'medical',
  'environment',
  'process',
  'fees',
  'other',
] as const;
/**
 * submitted → in_progress → replied | closed (a reply may also come straight after submitted). Both sides name them
 * alike: new, in progress, answered, closed (docs/staff-console.md#complaints).
 */
export const COMPLAINT_STATUSES = ['submitted', 'in_progress', 'replied', 'closed'] as const;
/** Still waiting for the hospital's answer: the inbox shows these first, oldest first, with their age. */
export const OPEN_COMPLAINT_STATUSES = ['submitted', 'in_progress'] as const;
export const COMPLAINT_TEXT_MIN = 5;
export const COMPLAINT_TEXT_MAX = 500;
export const COMPLAINT_MAX_PHOTOS = UPLOAD_LIMITS.feedback.maxCount;

export const complaintKindSchema = z.enum(COMPLAINT_KINDS, { error: 'C019' });
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, { error: 'C019' });
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

/** Ours are UUIDs; any id-shaped text is accepted so an unknown one answers C002 like another user's (authz matrix). */
export const complaintIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'C019');

export const complaintCreateBody = z.object({
  hosId: hosIdSchema,
  kind: complaintKindSchema,
  category: complaintCategorySchema,
  content: z
    .string({ error: 'C018' })
    .trim()
    .min(1, 'C018')
    .min(COMPLAINT_TEXT_MIN, 'C019')
    .max(COMPLAINT_TEXT_MAX, 'C019'),
  /** Paths uploadOssFile returned for bizType feedback, by this user. */
  photos: z.array(uploadPathSchema).max(COMPLAINT_MAX_PHOTOS, 'C005').default([]),
  contactName: z.string().trim().max(40, 'C019').default(''),
  contactPhone: contactPhoneSchema,
});
export type ComplaintCreateInput = z.output<typeof complaintCreateBody>;

export const complaintListQuery = z.object({ hosId: hosIdSchema });
export const complaintParams = z.object({ complaintId: complaintIdSchema });

export const complaintStepSchema = z.object({ status: complaintStatusSchema, at: z.string() });

export const complaintSchema = z.object({
  complaintId: z.string(),
  kind: complaintKindSchema,
  category: complaintCategorySchema,
  content: z.string(),
  /** Stored paths; the page asks getOssPrivateResourceUrl for short-lived URLs to show them. */
  photos: z.array(z.string()),
  contactName: z.string(),
  /** Masked. */
  contactPhone: z.string(),
  status: complaintStatusSchema,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  steps: z.array(complaintStepSchema),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The staff member who holds a complaint (took it on or was assigned it). */
export const complaintAssigneeSchema = z.object({ staffId: z.string(), name: z.string() });

/** What the hospital reads: the complaint unmasked, its photos as signed URLs, who holds it. */
export const hospitalComplaintSchema = complaintSchema.extend({
  photoUrls: z.array(z.string()),
  assignee: complaintAssigneeSchema.nullable(),
});
export type HospitalComplaint = z.infer<typeof hospitalComplaintSchema>;
