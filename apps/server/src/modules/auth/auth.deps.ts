import type { Db } from '../../db/database.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import type { AuthLimiter } from './auth.limits.ts';
import type { SessionLifetime } from './session-lifetime.ts';

/** What the account use cases need, built once in auth.routes.ts. */
export interface AuthDeps {
  db: Db;
  limiter: AuthLimiter;
  sms: SmsSender;
  /** HMAC key for SMS codes: a leaked verify_code table alone cannot be checked against guesses. */
  codeKey: Buffer;
  /** Idle and absolute session lifetime (docs/adr/0007). */
  sessionLifetime: SessionLifetime;
}
