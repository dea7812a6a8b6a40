import type { z } from 'zod';
import {
  decryptBody,
  encryptBody,
  errorEnvelopeSchema,
  isEncryptedUrl,
  SUCCESS_CODE,
} from '@portal/shared';
import { ApiError } from './api-error.ts';
import { env } from './env.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { navigation } from './navigation.ts';
import { loginPathFor, PATHS, pathOnly } from './paths.ts';
import {
  IDEMPOTENCY_HEADER,
  RETRY_DELAY_MS,
  shouldRetry,
  type AttemptOutcome,
} from './retry-policy.ts';
import {
  getLoginUser,
  getStoredHosId,
  getStoredToken,
  markSessionEnded,
  renewLoginUser,
  session,
  sessionEnded,
  storeErrorInfo,
  storeLoginUser,
} from './storage.ts';

/** Sent by the server on every signed-in answer: when the session ends unless used again (docs/adr/0007). */
export const SESSION_EXPIRES_HEADER = 'Session-Expires';

export {
  isRepeatSafe,
  isTransient,
  shouldRetry,
  RETRY_COUNT,
  RETRY_DELAY_MS,
} from './retry-policy.ts';

/** One call of the shared contract (packages/shared `*.calls.ts`). */
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

export interface RequestOptions {
  /** Send an Idempotency-Key (one per logical request, reused across retries) so a write may be retried safely. */
  idempotent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Reject a 401/status 0 without the redirect. Only for signing out: the login is being cleared anyway,
   * and the caller decides where to go (an expired token must not turn "sign out" into "sign in").
   */
  quietUnauthorized?: boolean;
  /**
   * A call made outside any hospital session — the sandbox pay gateway's scan page,
   * which stands in for the payer's phone. No bearer token is sent, and a 401/403 is only an error: the
   * handling (clear the login or session, redirect) belongs to the portal's own sign-in, which this call is not part of.
   */
  anonymous?: boolean;
  /** A multipart/form-data body (uploadOssFile), sent as is: the browser sets the Content-Type and boundary. */
  formData?: FormData;
}

export type CallInput<C extends CallDefinition> = Part<C, 'params'> &
  Part<C, 'query'> &
  Part<C, 'body'> &
  RequestOptions;
export type CallData<C extends CallDefinition> =
  z.output<C['response']> extends { data: infer D } ? D : never;

/** Seams for the unit tests; production uses the defaults. */
export const clientDeps = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  newIdempotencyKey: () => crypto.randomUUID(),
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
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * A refused session (403): clear it and the login, and say so on the error route, which offers to sign in again and
 * come back here.
 */
function onForbidden(): string {
  const hosId = getStoredHosId();
  const here = navigation().currentPath();
  session.clear();
  if (hosId !== null) storeLoginUser(hosId, null);
  storeErrorInfo({ title: 'C008', caption: 'C028', ...(hosId !== null && { signInReturn: here }) });
  navigation().navigate(PATHS.error);
  return PATHS.error;
}

/**
 * An ended session (401 or status 0). The login is cleared and the page being entered or shown is entered again,
 * signed out: its own guard sends the visitor to sign in (and back afterwards) where the page needs a signed-in user,
 * and a public page — the home page, sign-in itself — simply shows signed out. So a call made in the background (the
 * message bell) never throws a returning patient onto an error page, and the sign-in form keeps its `redirect`.
 * Only the first refusal acts: calls refused together find the login already cleared, and the refusal of an old
 * token leaves a newer sign-in alone (a sign-out in another tab reaches this tab through the storage event). A call
 * that needed a session while nobody was signed in goes to sign in.
 * Returns where it sent the visitor, or null when it did nothing.
 */
function onUnauthorized(sentToken: string | undefined): string | null {
  const hosId = getStoredHosId();
  const stored = hosId === null ? undefined : getStoredToken(hosId);
  const here = navigation().currentPath();
  if (sentToken !== undefined && stored !== sentToken) return null;
  if (stored !== undefined) {
    storeLoginUser(hosId!, null);
    markSessionEnded();
    navigation().navigate(here);
    return here;
  }
  const path = pathOnly(here);
  if (sessionEnded() || path === PATHS.login || path === PATHS.register) return null;
  const to = loginPathFor(here);
  navigation().navigate(to);
  return to;
}

function networkError(): ApiError {
  return new ApiError({ code: 400, messageKey: 'C001', msg: i18n.t('C001') });
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

function hasPayload(value: unknown): value is { payload: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { payload?: unknown }).payload === 'string'
  );
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success) {
    const { code, msg, messageKey, params } = parsed.data;
    return new ApiError({ code: code || status, messageKey, msg, params });
  }
  return new ApiError({ code: status || 500, messageKey: 'C003', msg: i18n.t('C003') });
}

/** What every request sends: the accepted type, the language and — unless anonymous — the user's bearer token. */
function baseHeaders(accept: string, anonymous?: boolean, extra?: Record<string, string>) {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLanguage(),
    ...extra,
  };
  const hosId = getStoredHosId();
  const token = anonymous ? undefined : getLoginUser(hosId)?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, hosId, token };
}

/** A refused session (403; 401 or status 0) is acted on here and answered as an ApiError; null otherwise. */
function sessionRefusal(
  status: number,
  token: string | undefined,
  quietUnauthorized?: boolean,
): ApiError | null {
  if (status === 403) {
    const redirectedTo = onForbidden();
    return new ApiError({ code: 403, messageKey: 'C008', msg: i18n.t('C008'), redirectedTo });
  }
  if (status !== 0 && status !== 401) return null;
  if (quietUnauthorized)
    return new ApiError({ code: status, messageKey: 'C024', msg: i18n.t('C024') });
  const redirectedTo = onUnauthorized(token);
  return new ApiError({ code: status, messageKey: 'C024', msg: i18n.t('C024'), redirectedTo });
}

/**
 * The typed request layer: builds the URL from the shared call, adds language and bearer token, encrypts
 * 'encrypt' URLs, retries only what is safe (retry-policy.ts), handles 401/403 (clear the login or session) and validates the
 * answer with the call's zod schema. Resolves to the envelope's `data`; rejects with an ApiError.
 */
export async function callApi<C extends CallDefinition>(
  call: C,
  ...args: object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<CallData<C>> {
  const input = (args[0] ?? {}) as CallInput<CallDefinition> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildUrl(call.path, input.params, input.query);
  const encrypted = isEncryptedUrl(call.path);

  const { headers, hosId, token } = baseHeaders('application/json', input.anonymous, input.headers);
  // One key per logical request, reused by every retry, so the server can answer a repeat with the first result.
  if (input.idempotent && !headers[IDEMPOTENCY_HEADER])
    headers[IDEMPOTENCY_HEADER] = clientDeps.newIdempotencyKey();

  let body: string | FormData | undefined = input.formData;
  if (body === undefined && input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(encrypted ? await encryptBody(input.body, env.encryptKey) : input.body);
  }

  let res: Response | null;
  for (let retriesDone = 0; ; retriesDone++) {
    let outcome: AttemptOutcome;
    try {
      // 'manual' so that a session-expiry redirect surfaces as status 0 instead of HTML being parsed as JSON.
      res = await fetch(url, {
        method: call.method,
        headers,
        body,
        signal: input.signal,
        redirect: 'manual',
        credentials: 'same-origin',
      });
      outcome = { kind: 'response', status: res.status };
    } catch (e) {
      if (input.signal?.aborted) throw e;
      res = null;
      outcome = { kind: 'network' };
    }
    if (
      !shouldRetry({
        method: call.method,
        hasIdempotencyKey: Boolean(headers[IDEMPOTENCY_HEADER]),
        outcome,
        retriesDone,
      })
    )
      break;
    await clientDeps.sleep(RETRY_DELAY_MS);
  }

  if (res === null) throw networkError();
  const renewedUntil = res.headers.get(SESSION_EXPIRES_HEADER);
  if (token && hosId !== null && renewedUntil) renewLoginUser(hosId, token, renewedUntil);
  if (input.anonymous && (res.status === 0 || res.status === 401 || res.status === 403)) {
    throw new ApiError({ code: res.status, messageKey: 'C008', msg: i18n.t('C008') });
  }
  const refused = sessionRefusal(res.status, token, input.quietUnauthorized);
  if (refused) throw refused;

  let json = await readJson(res);
  // Successful encrypted answers come back as { payload }; error answers stay plain envelopes.
  if (encrypted && hasPayload(json)) {
    try {
      json = await decryptBody(json.payload, env.encryptKey);
    } catch {
      throw new ApiError({ code: 500, messageKey: 'C003', msg: i18n.t('C003') });
    }
  }
  if (!res.ok) throw toApiError(res.status, json);

  const parsed = call.response.safeParse(json);
  if (!parsed.success) {
    // A 200 that carries an error envelope (code ≠ 0) is still an error in the one vocabulary.
    const code = (json as { code?: unknown } | null)?.code;
    if (typeof code === 'number' && code !== SUCCESS_CODE) throw toApiError(res.status, json);
    throw new ApiError({ code: 500, messageKey: 'C003', msg: i18n.t('C003') });
  }
  return (parsed.data as { data: CallData<C> }).data;
}

/** The file name a Content-Disposition header offers (RFC 6266: filename* wins over filename), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * A signed-in GET whose answer is a file, not an envelope (a report's PDF): the same headers and 401/403 handling as
 * callApi, so an expired session still goes to sign in; a refusal still comes as an error envelope. Not retried:
 * the user presses the button again.
 */
export async function fetchFile(
  path: string,
  query: Record<string, unknown>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const { headers, hosId, token } = baseHeaders(
    'application/pdf, application/octet-stream, application/json',
  );
  let res: Response;
  try {
    res = await fetch(buildUrl(path, undefined, query), {
      method: 'GET',
      headers,
      signal,
      redirect: 'manual',
      credentials: 'same-origin',
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw networkError();
  }
  const renewedUntil = res.headers.get(SESSION_EXPIRES_HEADER);
  if (token && hosId !== null && renewedUntil) renewLoginUser(hosId, token, renewedUntil);
  const refused = sessionRefusal(res.status, token);
  if (refused) throw refused;
  if (!res.ok) throw toApiError(res.status, await readJson(res));
  return {
    blob: await res.blob(),
    fileName: dispositionFileName(res.headers.get('Content-Disposition')),
  };
}
