import type { MessageParams } from '@portal/shared';

/** A failed call in the one error vocabulary (docs/architecture.md#one-error-vocabulary): HTTP-ish code plus catalogue key. */
export class ApiError extends Error {
  readonly code: number;
  readonly messageKey: string;
  readonly params: MessageParams;
  /** Set when the request layer already handled the failure by navigating away (403, 401, status 0). */
  readonly redirectedTo: string | null;

  constructor(init: {
    code: number;
    messageKey: string;
    msg?: string;
    params?: MessageParams;
    redirectedTo?: string | null;
  }) {
    super(init.msg ?? init.messageKey);
    this.name = 'ApiError';
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.params = init.params ?? {};
    this.redirectedTo = init.redirectedTo ?? null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
