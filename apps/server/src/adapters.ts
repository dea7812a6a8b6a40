import type { Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { HisAdapter } from './his/his.ts';
import { createSandboxHis } from './his/sandbox/sandbox-his.ts';
import { createSandboxGateway, type PayGateway } from './modules/paygateway/gateway.service.ts';
import { demoPhones } from './modules/sms/demo-phones.ts';
import { noSmsSender, sandboxSmsSender, type SmsSender } from './modules/sms/sms.sender.ts';
import { createDemoSmsOutbox, type DemoSmsOutbox } from './modules/sms/sms.service.ts';

/**
 * The adapters to the outside world, built once (ARCHITECTURE decision 13) and handed to buildApp and to every
 * background job, so no path can run on another one. Tests may pass their own.
 */
export interface Adapters {
  /** Sends texts: the sandbox outbox in demo mode; otherwise none is configured and a code request answers C030. */
  sms: SmsSender;
  /** The QR pay provider: the in-process sandbox gateway in demo mode; otherwise none, and QR payment answers PAY006. */
  payGateway: PayGateway | null;
  /** The demo SMS outbox call (demo phones only): with the sandbox SMS adapter and DEMO_SMS_OUTBOX, never otherwise. */
  smsOutbox: DemoSmsOutbox | null;
  /** The hospital information system (ARCHITECTURE decision 6): reports, dictionaries and, later, the other queries. */
  his: HisAdapter;
}

/**
 * Issue 9 defects 2 and 3: the sandbox gateway (its scan page, its notifications) and the sandbox SMS adapter with
 * its outbox exist only in demo mode. This repository ships no real provider, so outside demo mode there is none.
 * Issue 12: nor does it ship a client of a real HIS — the built-in one is the hospital's system in every mode, as it
 * already was for departments, schedules and cards; a real one replaces it here and nowhere else.
 */
export function createAdapters(env: Pick<Env, 'DEMO_MODE' | 'DEMO_SMS_OUTBOX'>, db: Db): Adapters {
  const his = createSandboxHis(db);
  if (!env.DEMO_MODE) return { sms: noSmsSender, payGateway: null, smsOutbox: null, his };
  return {
    sms: sandboxSmsSender(db),
    payGateway: createSandboxGateway(db),
    smsOutbox: env.DEMO_SMS_OUTBOX ? createDemoSmsOutbox(db, demoPhones()) : null,
    his,
  };
}
