import { inject } from 'vitest';

/** Direct API calls for test set-up (the journeys under test go through the browser). `base`: a journey's own server. */
async function call<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
  base = inject('baseUrl'),
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; messageKey?: string };
  if (envelope.code !== 0)
    throw new Error(`${method} ${path} → ${res.status} ${envelope.messageKey}`);
  return envelope.data;
}

export async function signInToken(
  hosId: string,
  phone: string,
  password: string,
  baseUrl?: string,
): Promise<string> {
  return (
    await call<{ access_token: string }>(
      'POST',
      '/uaa/api/login/password',
      undefined,
      { hosId, phone, password },
      {},
      baseUrl,
    )
  ).access_token;
}

export interface BookChoice {
  /** The patient to book for (by name); the account's default patient otherwise. */
  patientName?: string;
  /** The lowest fee (fen) a session may have, e.g. to exceed a card's balance. */
  minFee?: number;
  /** A journey's own server; the suite's shared one otherwise. */
  baseUrl?: string;
}

/**
 * Books the last free source number of the first open session at least `daysAhead` days out whose fee is at most
 * `maxFee` fen (and at least `choice.minFee`), for the default patient or the one named.
 */
export async function bookAhead(
  hosId: string,
  token: string,
  daysAhead: number,
  maxFee: number,
  choice: BookChoice = {},
): Promise<{ appointId: string; regFee: number }> {
  const get = <T>(path: string) => call<T>('GET', path, token, undefined, {}, choice.baseUrl);
  const patients = await get<{ patientId: string; patientName: string; defaultState: string }[]>(
    `/patient/api/patient/list?hosId=${hosId}`,
  );
  const patient = choice.patientName
    ? patients.find((p) => p.patientName === choice.patientName)
    : (patients.find((p) => p.defaultState === '1') ?? patients[0]);
  if (!patient) throw new Error(`no patient ${choice.patientName ?? ''} at ${hosId}`);
  const minFee = choice.minFee ?? 1;
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const doctors = await get<{ doctorId: string; isStop: string }[]>(
    `/hospital/api/snDoctorInfo/app/list?hosId=${hosId}`,
  );
  for (const doctor of doctors.filter((d) => d.isStop === '0')) {
    const sessions = await get<
      {
        scheduleId: string;
        scheduleDate: string;
        released: boolean;
        regFee: number;
        schedules: { numberId: string; status: string }[];
      }[]
    >(
      `/hospital/api/snDoctorSync/app/single/list?hosId=${hosId}&doctorId=${doctor.doctorId}&start=${from}`,
    );
    const session = sessions.find(
      (s) =>
        s.released &&
        s.regFee >= minFee &&
        s.regFee <= maxFee &&
        s.scheduleDate >= from &&
        s.schedules.some((n) => n.status === 'free'),
    );
    if (!session) continue;
    const free = session.schedules.filter((n) => n.status === 'free');
    try {
      return await call<{ appointId: string; regFee: number }>(
        'POST',
        '/appointment/api/appointment/create',
        token,
        {
          hosId,
          patientId: patient.patientId,
          scheduleId: session.scheduleId,
          numberId: free[free.length - 1]!.numberId,
        },
        { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
        choice.baseUrl,
      );
    } catch (err) {
      // Journeys share one server: another one may already have booked this patient into this session (APPOINT006),
      // or cancelled this doctor three times today, which blocks booking that doctor for a day (APPOINT008).
      if (!/APPOINT00[68]/.test(String(err))) throw err;
    }
  }
  throw new Error(`no bookable session ${daysAhead}+ days ahead at ${hosId}`);
}

/** A call that must succeed (code 0), answering its data. */
export async function callOk<T>(
  baseUrl: string,
  method: string,
  url: string,
  authorization: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization,
      ...headers,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; messageKey?: string };
  if (envelope.code !== 0) throw new Error(`${method} ${url} answered ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * Registers a new account (not a physical-exam leader, no patients) at a hospital with a demo phone, reading the code
 * from the sandbox SMS outbox; tries the next phone of its part of the demo block when one is taken. Returns the phone.
 */
export async function registerFreshAccount(
  hosId: string,
  password: string,
  baseUrl?: string,
): Promise<string> {
  // 13800000030–49: demo phones no other helper takes (freshPhone draws from 50–99, the demo HIS's people sit below 30).
  const start = Date.now() % 20;
  for (let i = 0; i < 20; i++) {
    const phone = `138000000${30 + ((start + i) % 20)}`;
    try {
      await call(
        'POST',
        '/udb/api/verify-code/send',
        undefined,
        { hosId, phone, purpose: 'register' },
        {},
        baseUrl,
      );
    } catch {
      continue; // registered already (or resting between codes): the next phone
    }
    const texts = await call<{ text: string; sentAt: string }[]>(
      'GET',
      `/udb/api/dev/sms-outbox?hosId=${hosId}&phone=${phone}`,
      undefined,
      undefined,
      {},
      baseUrl,
    );
    const latest = texts.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]?.text ?? '';
    const code = /(?<!\d)\d{4,8}(?!\d)/.exec(latest)?.[0];
    if (!code) throw new Error(`no code in the sandbox outbox for ${phone}`);
    await call(
      'POST',
      '/udb/api/register',
      undefined,
      { hosId, phone, code, password, confirmPassword: password },
      {},
      baseUrl,
    );
    return phone;
  }
  throw new Error(`no free demo phone at ${hosId}`);
}
