import type { Db } from '../../db/database.ts';
import { isSealed, secretSealer, type SecretSealer } from '../../lib/sealed-secret.ts';

/**
 * The staff's TOTP secrets are kept sealed (docs/staff-console.md#sign-in), each for its own staff id: a database
 * backup alone makes no codes, and a sealed secret copied onto another account does not open there.
 */
export function staffTotpSealer(staffTotpKey: string): SecretSealer {
  return secretSealer(staffTotpKey, 'portal/staff-totp-secret');
}

export function sealTotpSecret(sealer: SecretSealer, staffId: string, secret: string): string {
  return sealer.seal(secret, staffId);
}

/**
 * The secret of a stored value. A plain one (written before secrets were sealed, and not yet reached by
 * sealPlainTotpSecrets) still works, so no staff member is locked out by the upgrade.
 */
export function openTotpSecret(sealer: SecretSealer, staffId: string, stored: string): string {
  return isSealed(stored) ? sealer.unseal(stored, staffId) : stored;
}

/**
 * Seals the secrets still stored plain, one statement a row; a row changed meanwhile (a new enrolment) is left as it
 * now is. Run at every start-up (server.ts): once none is plain it changes nothing. Answers how many it sealed.
 */
export async function sealPlainTotpSecrets(db: Db, sealer: SecretSealer): Promise<number> {
  const rows = await db
    .selectFrom('staff_account')
    .select(['staff_id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    // Sealed values start `v<n>.`; a plain base32 secret has no dot: once all are sealed a start reads no row.
    .where('totp_secret', 'not like', 'v%.%')
    .execute();
  let sealed = 0;
  for (const { staff_id, totp_secret } of rows) {
    if (totp_secret === null || isSealed(totp_secret)) continue;
    const result = await db
      .updateTable('staff_account')
      .set({ totp_secret: sealTotpSecret(sealer, staff_id, totp_secret) })
      .where('staff_id', '=', staff_id)
      .where('totp_secret', '=', totp_secret)
      .executeTakeFirst();
    sealed += Number(result.numUpdatedRows);
  }
  return sealed;
}
