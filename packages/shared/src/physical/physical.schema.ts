import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';
import { payOrderStateSchema } from '../payments/payment.schema.ts';
import { queryIdSchema } from '../queries/query.schema.ts';
import { PHYSICAL_IMPORT_MAX_BYTES, PHYSICAL_MEMBER_FIELDS } from './physical.rules.ts';

/**
 * Physical exams (/physical/group-register and /physical/report, dictionaries physical_package_type and
 * physical_package_users, notice types 9 and 12): packages from the HIS, a
 * patient's booking of a package date, a leader's group booking with its member list, and reports. Money: integer fen.
 */
export const physicalPackageItemSchema = z.object({ name: z.string(), price: z.number().int() });
export const physicalPackageSchema = z.object({
  packageId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Values of physical_package_type and physical_package_users, with their labels. */
  type: z.string(),
  typeName: z.string(),
  users: z.string(),
  usersName: z.string(),
  /** Integer fen: the sum of the items' prices. */
  price: z.number().int(),
  items: z.array(physicalPackageItemSchema),
  /** The hospital's own note on the package in the portal (docs/console-content.md); '' when none. */
  note: z.string(),
});
export type PhysicalPackage = z.infer<typeof physicalPackageSchema>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'C019');
export const physicalPackagesQuery = z.object({ hosId: hosIdSchema });
export const physicalPackageParams = z.object({ packageId: queryIdSchema });
export const physicalDateSchema = z.object({
  date: z.string(),
  capacity: z.number().int(),
  left: z.number().int(),
});
export type PhysicalDate = z.infer<typeof physicalDateSchema>;

export const physicalBookBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  packageId: queryIdSchema,
  examDate: dateText,
});
export const physicalBookingParams = z.object({ bookingId: queryIdSchema });
export const physicalRefBody = z.object({ hosId: hosIdSchema });
export const physicalRefQuery = z.object({ hosId: hosIdSchema });

export const physicalPaymentSchema = z.object({
  outTradeNo: z.string(),
  state: payOrderStateSchema,
  amount: z.number().int(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});

/** 'expired': cancelled by the portal, not the patient, because it was not paid within the payment window. */
export const physicalMemberStatusSchema = z.enum([
  'unpaid',
  'paid',
  'reported',
  'cancelled',
  'expired',
  'refunded',
]);
export const physicalMemberSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  certNo: z.string(),
  phone: z.string(),
  status: physicalMemberStatusSchema,
});
export type PhysicalMember = z.infer<typeof physicalMemberSchema>;

export const physicalBookingSchema = z.object({
  bookingId: z.string(),
  kind: z.enum(['single', 'group']),
  packageId: z.string(),
  packageName: z.string(),
  examDate: z.string(),
  /** How many people it books: 1, or the group's members. */
  places: z.number().int(),
  /** Integer fen: price × places. */
  amount: z.number().int(),
  status: z.enum(['booked', 'cancelled']),
  /** The patient of a single booking ('' for a group). */
  patientId: z.string(),
  patientName: z.string(),
  createdAt: z.string(),
  /**
   * While it is booked and unpaid: the instant it expires unless paid (shared physicalPayBy: createdAt + the hospital's
   * pay time limit, the rule the expiry job cancels by). null once paid, cancelled or expired.
   */
  payBy: z.string().nullable(),
  payment: physicalPaymentSchema.nullable(),
  /** A single booking: its patient's status; a group: the members, each with theirs (certificate and phone masked). */
  personStatus: physicalMemberStatusSchema,
  members: z.array(physicalMemberSchema),
});
export type PhysicalBooking = z.infer<typeof physicalBookingSchema>;

/** The member file as the browser read it: its name (the extension picks the reader) and its bytes in base64. */
export const physicalFileBody = z.object({
  hosId: hosIdSchema,
  fileName: z
    .string()
    .trim()
    .min(1, 'C018')
    .max(200, 'C019')
    .regex(/\.(csv|xlsx)$/i, 'C019'),
  content: z
    .string()
    .min(1, 'C018')
    .max(Math.ceil(PHYSICAL_IMPORT_MAX_BYTES / 3) * 4, 'C019')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'C019'),
});
export const physicalGroupBody = physicalFileBody.extend({
  packageId: queryIdSchema,
  examDate: dateText,
});
/** The file checked before a group is made; with the package and date chosen so far, each member is also checked against it. */
export const physicalCheckBody = physicalFileBody.extend({
  packageId: queryIdSchema.optional(),
  examDate: dateText.optional(),
});

export const physicalRowProblemSchema = z.object({
  row: z.number().int(),
  field: z.enum(PHYSICAL_MEMBER_FIELDS),
  messageKey: z.enum(['C018', 'C019', 'PHYSICAL007', 'PHYSICAL011']),
});
export const physicalImportCheckSchema = z.object({
  /** The valid rows (certificate and phone masked), and every bad cell; import only when `problems` is empty. */
  members: z.array(
    z.object({ row: z.number().int(), name: z.string(), certNo: z.string(), phone: z.string() }),
  ),
  problems: z.array(physicalRowProblemSchema),
});
export type PhysicalImportCheck = z.infer<typeof physicalImportCheckSchema>;

export const physicalReportQuery = z.object({
  hosId: hosIdSchema,
  /** 0: the booking's patient; a group's member by its row in the file. */
  row: z.coerce.number({ error: 'C019' }).int('C019').min(0, 'C019').default(0),
});
export const physicalReportSchema = z.object({
  bookingId: z.string(),
  row: z.number().int(),
  personName: z.string(),
  packageName: z.string(),
  examDate: z.string(),
  reportedAt: z.string(),
  items: z.array(z.object({ name: z.string(), result: z.string(), normal: z.boolean() })),
  conclusion: z.string(),
});
export type PhysicalReport = z.infer<typeof physicalReportSchema>;
