import { z } from 'zod';

/** Every response is an envelope whose `code` 0 means success. */
export const SUCCESS_CODE = 0;

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

/** Errors carry a catalogue key plus parameters; `msg` is the key rendered in the caller's language. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  messageKey: z.string(),
  params: messageParamsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
