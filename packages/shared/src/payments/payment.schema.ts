import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { PAY_CHANNELS } from './pay-channels.ts';

const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');
const optText = z.string().max(200).optional();

/** The order states (docs/architecture.md#payments-are-state-machines), as the pages see them. */
export const payOrderStateSchema = z.enum([
  'created',
  'paying',
  'paid',
  'refunding',
  'refunded',
  'closed',
]);
export type PayOrderStateName = z.infer<typeof payOrderStateSchema>;

/** pcRegisterScanQR body: hosId and appointId are required; the contract's other fields are accepted and ignored. */
export const registerScanQrBody = z.object({
  hosId: hosIdSchema,
  appointId: idText,
  cardNo: optText,
  extendInfo: optText,
  extendType: optText,
  ip: optText,
  limitPay: optText,
  regType: optText,
  payAccountNo: optText,
  projectType: optText,
  type: optText,
  userId: optText,
});

/** Pay response. `Data` is the QR content: an absolute URL of the scan-to-pay page. */
export const payResponseSchema = z.object({
  outTradeNo: z.string(),
  Data: z.string(),
  ResultCode: z.string(),
  ResultMsg: z.string(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

const paramText = z.string().max(200).default('');
/** storePaymentParameter (PayNoticeBefore) body: what the pay result page shows later. */
export const paymentParameterBody = z.object({
  hosId: hosIdSchema,
  outTradeNo: idText,
  accountId: paramText,
  cardNo: paramText,
  cardType: paramText,
  dataType: paramText,
  deptId: paramText,
  deptName: paramText,
  doctorId: paramText,
  doctorName: paramText,
  extendInfo: z.string().max(2000).default(''),
  /** Notice types (1 = appointment). */
  noticeType: paramText,
  patientId: paramText,
  patientIdCard: paramText,
  patientName: paramText,
  patientPhone: paramText,
  payType: paramText,
  platformId: paramText,
  platformUserId: paramText,
  projectType: paramText,
  /** Integer fen, as text or number. */
  totalFee: z
    .union([z.string().max(20), z.number()])
    .transform(String)
    .default(''),
  payAccountNo: paramText,
});
export type PaymentParameter = z.output<typeof paymentParameterBody>;

export const storePaymentParameterResultSchema = z.object({
  ResultCode: z.string(),
  ResultMsg: z.string(),
});

export const payOrderQuery = z.object({ hosId: hosIdSchema, outTradeNo: idText });

/** The online ways the hospital takes money here (booking-pay-plan.ts PayChannels): the server knows its pay gateway. */
export const payChannelsQuery = z.object({ hosId: hosIdSchema });
export const payChannelsSchema = z.object({ qr: z.boolean(), topUp: z.boolean() });

/** outGetEncodeQrcode (the PC variant): the open QR order's content, encoded as a QR image for the page. */
export const encodeQrBody = z.object({ hosId: hosIdSchema, outTradeNo: idText });
export const encodedQrSchema = z.object({
  outTradeNo: z.string(),
  /** The QR content: the scan page's absolute URL (as in the Pay response). */
  Data: z.string(),
  /** The QR code of `Data` as an SVG data URL (sharp at any size). */
  image: z.string(),
  /** Who takes it (the app to scan with). */
  channel: z.enum(PAY_CHANNELS).nullable(),
  /** The other channels the patient may move this payment to (once, before paying; docs/payments.md#channels). */
  switchTo: z.array(z.enum(PAY_CHANNELS)),
});

/** switchPayChannel: the open QR order moves to another of the hospital's channels. */
export const switchPayChannelBody = z.object({
  hosId: hosIdSchema,
  outTradeNo: idText,
  channel: z.enum(PAY_CHANNELS),
});
export type EncodedQr = z.infer<typeof encodedQrSchema>;

/** What an order pays for (pay business types 3/5 registration, 2 outpatient recharge, 7 inpatient recharge, 4 payment). */
export const PAY_PURPOSES = [
  'registration',
  'outpatient_topup',
  'inpatient_topup',
  'outpatient_bill',
  'case_mail',
  'inpatient_settlement',
  'deposit_refund',
  'physical_exam',
] as const;
export const payPurposeSchema = z.enum(PAY_PURPOSES);
export type PayPurpose = z.infer<typeof payPurposeSchema>;

export const payOrderSchema = z.object({
  outTradeNo: z.string(),
  state: payOrderStateSchema,
  /** Integer fen. */
  amount: z.number().int(),
  appointId: z.string().nullable(),
  /** The QR content (a provider's code URL, or the sandbox's scan page) while the order is paying; null otherwise. */
  qrContent: z.string().nullable(),
  /** Who takes the QR payment (the app the patient scans with); null for a card order or before the QR is issued. */
  channel: z.enum(PAY_CHANNELS).nullable(),
  /** ISO instant the payment landed; null until paid. */
  paidAt: z.string().nullable(),
  /** What the order pays for. */
  purpose: payPurposeSchema,
  /** A top-up's receipt facts (null for other purposes). */
  receipt: z
    .object({
      patientName: z.string(),
      cardNoMasked: z.string(),
      clinicType: z.number().int(),
      /** The card balance right after the credit; null until credited. */
      balanceAfter: z.number().int().nullable(),
    })
    .nullable(),
  /** The outpatient bill an order pays, if any. */
  billId: z.string().nullable(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const paymentParameterResultSchema = z.object({
  /** Null when no parameters were stored for this order. */
  parameters: paymentParameterBody
    .omit({ hosId: true, outTradeNo: true })
    .extend({ totalFee: z.string() })
    .nullable(),
  order: payOrderSchema,
});

/** The sandbox gateway's scan page (standing in for the payer's phone). */
export const scanTokenParams = z.object({ token: z.string().regex(/^[\w-]{16,64}$/, 'C019') });
export const scanTransactionSchema = z.object({
  /** The hospital's name: the merchant the payer pays. */
  merchant: z.string(),
  /** Integer fen. */
  amount: z.number().int(),
  subject: z.string(),
  /** pending → paid (→ refunded), or pending → closed (the merchant closed it: booking expired or cancelled). */
  state: z.enum(['pending', 'paid', 'closed', 'refunded']),
  outTradeNo: z.string(),
});
export type ScanTransaction = z.infer<typeof scanTransactionSchema>;
