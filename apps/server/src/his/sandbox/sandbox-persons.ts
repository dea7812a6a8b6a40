import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { verifyPassword } from '../../modules/auth/auth.password.ts';
import type { HisPerson } from '../his.ts';
import type { HisPersons } from '../persons.ts';

/**
 * The built-in HIS's person records (his_patient). PINs are stored hashed like passwords (argon2id, see
 * his/sandbox/seed-accounts-his.ts) and checked with the portal's own password verification, so a PIN hashed with
 * stronger settings later still verifies.
 */
function findRecord(db: Db, hosId: HosId, person: HisPerson) {
  return db
    .selectFrom('his_patient')
    .select(['patient_name', 'phone', 'pin_hash'])
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', person.certType)
    .where('cert_no', '=', person.certNo)
    .executeTakeFirst();
}

export function createSandboxPersons(db: Db): HisPersons {
  return {
    async find(hosId, person) {
      const row = await findRecord(db, hosId, person);
      return row
        ? { patientName: row.patient_name, phone: row.phone, hasPin: row.pin_hash !== null }
        : undefined;
    },
    async verifyPin(hosId, person, pin) {
      const row = await findRecord(db, hosId, person);
      if (!row) return 'unknown';
      if (!row.pin_hash) return 'no-pin';
      return (await verifyPassword(row.pin_hash, pin)) ? 'ok' : 'wrong';
    },
  };
}
