import { statusOf, type MessageKey, type MessageParams } from '@portal/shared';

/** The one error type services throw: a catalogue key (SPEC §8) plus parameters; the status comes from the key. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.status = statusOf(messageKey);
  }
}
