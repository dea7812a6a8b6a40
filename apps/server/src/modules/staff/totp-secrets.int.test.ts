import { hosIdOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  createStaff,
  signInAs,
  STAFF_TOTP_SECRET,
  storedTotpSecret,
  testTotpSealer,
} from '../../../test/fixtures/staff.fixtures.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { isSealed } from '../../lib/sealed-secret.ts';
import { openTotpSecret, sealPlainTotpSecrets } from './totp-secrets.ts';

/** TOTP secrets written plain before sealing existed (docs/staff-console.md#sign-in). */
const H = hosIdOf('1001');
const t = useTestApp(() => createTestApp());

const stored = (staffId: string) => storedTotpSecret(t.db, staffId);

/** A staff member whose secret is stored as an earlier version wrote it: plain. */
async function plainStaff() {
  const staff = await createStaff(t.app, { role: 'editor', hosId: H });
  await t.db
    .updateTable('staff_account')
    .set({ totp_secret: STAFF_TOTP_SECRET })
    .where('staff_id', '=', staff.staffId)
    .execute();
  return staff;
}

describe('secrets stored plain', () => {
  it('still sign in before the start-up pass, so nobody is locked out', async () => {
    const staff = await plainStaff();
    const s = await signInAs(t.app, staff);
    expect(s.me).toMatchObject({ role: 'editor' });
  });

  it('are sealed once by the start-up pass, and the same authenticator goes on signing in', async () => {
    const staff = await plainStaff();
    const sealedBefore = await createStaff(t.app, { role: 'auditor', hosId: H });
    const untouched = await stored(sealedBefore.staffId);

    expect(await sealPlainTotpSecrets(t.db, testTotpSealer)).toBeGreaterThanOrEqual(1);
    const sealed = await stored(staff.staffId);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(STAFF_TOTP_SECRET);
    expect(openTotpSecret(testTotpSealer, staff.staffId, sealed)).toBe(STAFF_TOTP_SECRET);
    expect(await stored(sealedBefore.staffId), 'a sealed value is left as it is').toBe(untouched);
    const plainLeft = await t.db
      .selectFrom('staff_account')
      .select('totp_secret')
      .where('totp_secret', 'is not', null)
      .execute();
    expect(plainLeft.filter((r) => !isSealed(r.totp_secret!))).toEqual([]);

    expect(await sealPlainTotpSecrets(t.db, testTotpSealer), 'a second pass').toBe(0);
    expect(await stored(staff.staffId)).toBe(sealed);
    expect((await signInAs(t.app, staff)).me).toMatchObject({ role: 'editor' });
  });
});
