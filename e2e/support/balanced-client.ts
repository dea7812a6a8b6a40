/**
 * Calls through the load balancer as many patients would make them: each from an address of its own (X-Forwarded-For,
 * which the instances trust with TRUST_PROXY), answering the envelope and which instance answered (X-Served-By, set
 * by HAProxy; absent when HAProxy answered itself, e.g. 502 for a call cut off by a killed instance). Status 0: no answer at all.
 */
export interface Answer<T> {
  status: number;
  servedBy: string | null;
  code: number | null;
  messageKey?: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  ip: string;
  key?: string;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  url: string,
  { token, body, ip, key }: CallOptions,
): Promise<Answer<T>> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await res.text();
  } catch {
    // The connection closed without an answer (the balancer cut off a call the instance behind it died in).
    return { status: 0, servedBy: null, code: null, data: undefined as T };
  }
  let envelope: { code?: number; data?: T; messageKey?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // HAProxy's own error pages are HTML: no envelope.
  }
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by'),
    code: envelope.code ?? null,
    messageKey: envelope.messageKey,
    data: envelope.data as T,
  };
}

/** Addresses of one run (10.<run>.x.y): counters in the shared Redis never meet another run's, and can be removed after. */
export function addressBook() {
  const run = 11 + Math.floor(Math.random() * 240);
  let next = 0;
  return {
    prefix: `10.${run}.`,
    next: () => {
      next += 1;
      return `10.${run}.${(next >> 8) & 255}.${next & 255}`;
    },
  };
}

/** Polls `probe` every `everyMs` until it answers true or `boundMs` passes; answers the milliseconds it took, or null. */
export async function within(
  boundMs: number,
  probe: () => Promise<boolean>,
  everyMs = 50,
): Promise<number | null> {
  const t0 = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - t0;
    if (Date.now() - t0 > boundMs) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
