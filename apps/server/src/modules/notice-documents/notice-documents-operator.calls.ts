import { z } from 'zod';
import { hosIdSchema, noticeDocTypeSchema, okEnvelope } from '@portal/shared';

/**
 * An operator publishes the next version of a notice document (operator credential, operator.auth.ts); every
 * patient is then asked to accept it again on /other/instructions. HOSPITAL001/002 an unknown or disabled hospital.
 */
const text = (max: number) => z.string().trim().min(1, 'C018').max(max, 'C019');
const translated = z.object({ title: text(200).optional(), content: text(50_000).optional() });

export const noticePublishBody = z.object({
  hosId: hosIdSchema,
  docType: noticeDocTypeSchema,
  title: text(200),
  content: text(50_000),
  translations: z
    .object({ 'en-US': translated.optional(), 'zh-CN': translated.optional() })
    .optional(),
});

export const noticePublishCall = {
  method: 'POST',
  path: '/operator/api/notice/publish',
  body: noticePublishBody,
  response: okEnvelope(
    z.object({ docType: noticeDocTypeSchema, version: z.number().int(), publishedAt: z.string() }),
  ),
} as const;
