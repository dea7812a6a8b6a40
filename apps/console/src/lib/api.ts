import type { z } from 'zod';
import { errorEnvelopeSchema } from '@portal/shared';
import { currentLanguage, i18n } from './i18n.ts';

/** One call of the shared contract (packages/shared/src/console `*.calls.ts`). */
export interface CallDefinition {
  readonly method: string;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

type Part<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type CallInput<C extends CallDefinition> = Part<C, 'params'> &
  Part<C, 'query'> &
  Part<C, 'body'>;
export type CallData<C extends CallDefinition> =
  z.output<C['response']> extends { data: infer D } ? D : never;

/** A refused call: the envelope's code, message key and `msg` (already in the staff member's language). */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    msg: string,
  ) {
    super(msg);
    this.name = 'ConsoleApiError';
  }
}

export const isApiError = (e: unknown): e is ConsoleApiError => e instanceof ConsoleApiError;

/**
 * The session's CSRF token (docs/staff-console.md): the answer to sign-in and to getStaffMe carry it, and every call
 * that changes something sends it back in `x-csrf-token`. Kept in memory only: a reload asks getStaffMe again.
 */
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

/**
 * What happens when a signed-in call answers 401 (the session ended or was revoked): the shell registers a handler
 * that goes to sign-in and back afterwards. The sign-in pages register none, so their own 401s are only errors.
 */
let onSessionEnded: (() => void) | null = null;
export const setSessionEndedHandler = (handler: (() => void) | null) => {
  onSessionEnded = handler;
};

export function buildUrl(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function headersFor(method: string, extra?: Record<string, string>): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...(method !== 'GET' && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    ...extra,
  };
}

/** Sends a request (JSON or multipart) and unwraps the envelope; rejects with ConsoleApiError. */
export async function send(method: string, url: string, body?: unknown): Promise<unknown> {
  const isForm = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: headersFor(
        method,
        body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
      ),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, 'network', i18n.t('error.network'));
  }
  const json = await readJson(res);
  if (res.ok) return (json as { data?: unknown } | null)?.data ?? null;
  if (res.status === 401) onSessionEnded?.();
  const parsed = errorEnvelopeSchema.safeParse(json);
  if (parsed.success)
    throw new ConsoleApiError(res.status, parsed.data.messageKey, parsed.data.msg);
  throw new ConsoleApiError(res.status, 'unknown', i18n.t('error.unknown'));
}

/** The typed request layer over the shared console calls: resolves to the envelope's `data`. */
export async function callApi<C extends CallDefinition>(
  call: C,
  ...args: object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<CallData<C>> {
  const input = (args[0] ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildUrl(call.path, input.params, input.query);
  return (await send(call.method, url, input.body)) as CallData<C>;
}

/** The text to show for a failed call: the server's own message (the envelope's `msg`) or a generic one. */
export const errorText = (e: unknown): string =>
  e instanceof Error && e.message ? e.message : i18n.t('error.unknown');
