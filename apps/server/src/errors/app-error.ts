import { statusOf, type MessageKey, type MessageParams } from '@portal/shared';

/** The one error type services throw: a catalogue key plus parameters; the status comes from the key. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    const status = statusOf(messageKey);
    // A refusal (4xx) is an answer, not a fault: nobody reads its stack, and capturing one was the costliest step of
    // the sold-out answer every losing patient gets at release time (bench:booking profile).
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(messageKey);
    Error.stackTraceLimit = limit;
    this.status = status;
  }
}
