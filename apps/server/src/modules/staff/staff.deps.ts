import type { Db } from '../../db/database.ts';
import type { SecretSealer } from '../../lib/sealed-secret.ts';
import type { AuthLimiter } from '../auth/auth.limits.ts';
import type { SmsSender } from '../sms/sms.sender.ts';

/** What the console's staff use cases need, built once by the composition root (app.ts). */
export interface StaffDeps {
  db: Db;
  /** The patients' sign-in limiter (auth.limits.ts), kind 'login', keyed by the staff phone and the address. */
  limiter: AuthLimiter;
  /** Invitations are texted through the root's sender (the sandbox outbox in demo mode). */
  sms: SmsSender;
  /** HMAC key of the stored recovery codes: a leaked table alone cannot be checked against guesses. */
  recoveryKey: Buffer;
  /** Seals the TOTP secrets stored in staff_account (totp-secrets.ts). */
  totpSealer: SecretSealer;
}
