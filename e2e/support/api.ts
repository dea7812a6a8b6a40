import { inject } from 'vitest';

/** Direct API calls for test set-up (the journeys under test go through the browser). */
async function call<T>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; messageKey?: string };
  if (envelope.code !== 0) throw new Error(`${method} ${path} → ${res.status} ${envelope.messageKey}`);
  return envelope.data;
}

export async function signInToken(hosId: string, phone: string, password: string): Promise<string> {
  return (await call<{ access_token: string }>('POST', '/uaa/api/login/password', undefined, { hosId, phone, password })).access_token;
}

export interface BookChoice {
  /** The patient to book for (by name); the account's default patient otherwise. */
  patientName?: string;
  /** The lowest fee (fen) a session may have, e.g. to exceed a card's balance. */
  minFee?: number;
}

/**
 * Books the last free source number of the first open session at least `daysAhead` days out whose fee is at most
 * `maxFee` fen (and at least `choice.minFee`), for the default patient or the one named.
 */
export async function bookAhead(hosId: string, token: string, daysAhead: number, maxFee: number, choice: BookChoice = {}): Promise<{ appointId: string; regFee: number }> {
  const patients = await call<{ patientId: string; patientName: string; defaultState: string }[]>('GET', `/patient/api/patient/list?hosId=${hosId}`, token);
  const patient = choice.patientName
    ? patients.find((p) => p.patientName === choice.patientName)
    : (patients.find((p) => p.defaultState === '1') ?? patients[0]);
  if (!patient) throw new Error(`no patient ${choice.patientName ?? ''} at ${hosId}`);
  const minFee = choice.minFee ?? 1;
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const doctors = await call<{ doctorId: string; isStop: string }[]>('GET', `/hospital/api/snDoctorInfo/app/list?hosId=${hosId}`, token);
  for (const doctor of doctors.filter((d) => d.isStop === '0')) {
    const sessions = await call<{ scheduleId: string; scheduleDate: string; released: boolean; regFee: number; schedules: { numberId: string; status: string }[] }[]>(
      'GET', `/hospital/api/snDoctorSync/app/single/list?hosId=${hosId}&doctorId=${doctor.doctorId}&start=${from}`, token);
    const session = sessions.find((s) => s.released && s.regFee >= minFee && s.regFee <= maxFee && s.scheduleDate >= from && s.schedules.some((n) => n.status === 'free'));
    if (!session) continue;
    const free = session.schedules.filter((n) => n.status === 'free');
    try {
      return await call<{ appointId: string; regFee: number }>('POST', '/appointment/api/appointment/create', token,
        { hosId, patientId: patient.patientId, scheduleId: session.scheduleId, numberId: free[free.length - 1]!.numberId },
        { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` });
    } catch (err) {
      // Journeys share one server: another one may already have booked this patient into this session (APPOINT006).
      if (!String(err).includes('APPOINT006')) throw err;
    }
  }
  throw new Error(`no bookable session ${daysAhead}+ days ahead at ${hosId}`);
}
