import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CertificateType, parseIdCard, samePersonName, type HosId } from '@portal/shared';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/auth.password.ts';
import type { DemoAccountsFile, DemoHisFile } from './demo.schema.ts';

type DemoAccount = DemoAccountsFile['accounts'][number];
export type PreparedAccount = DemoAccount & { userId: string; passwordHash: string };
type DemoHisPerson = DemoHisFile['patients'][number];

/** argon2 runs before the hospital's transaction opens, so the transaction stays short. */
export function prepareAccounts(accounts: DemoAccount[]): Promise<PreparedAccount[]> {
  return Promise.all(
    accounts.map(async (a) => ({
      ...a,
      userId: randomUUID(),
      passwordHash: await hashPassword(a.password),
    })),
  );
}

/** The sex and birth date of a demo patient: from the ID number, else as the file states them. */
function identity(p: DemoAccount['patients'][number]): { sex: number; birthDate: string } {
  const fromId = p.certType === CertificateType.ID_CARD ? parseIdCard(p.certNo) : null;
  const sex = fromId?.sex ?? p.sex;
  const birthDate = fromId?.birthDate ?? p.birthDate;
  if (!sex || !birthDate)
    throw new Error(
      `demo patient ${p.patientName}: a valid ID number, or sex and birthDate, is required`,
    );
  return { sex, birthDate };
}

/**
 * The demo accounts hold their patients through proven links where the HIS has a record of the person
 * under the same name, as if each had linked them with the hospital's proof.
 */
export async function insertAccounts(
  trx: Transaction<Database>,
  hosId: HosId,
  accounts: PreparedAccount[],
  persons: DemoHisPerson[],
) {
  const start = Date.now();
  const linked = (p: DemoAccount['patients'][number]) =>
    persons.some(
      (h) =>
        h.certType === p.certType &&
        h.certNo === p.certNo &&
        samePersonName(h.patientName, p.patientName),
    );
  for (const a of accounts) {
    await trx
      .insertInto('app_user')
      .values({ hos_id: hosId, user_id: a.userId, phone: a.phone, password_hash: a.passwordHash })
      .execute();
    if (a.physicalLeader)
      await trx.insertInto('physical_leader').values({ hos_id: hosId, phone: a.phone }).execute();
    if (a.patients.length === 0) continue;
    await trx
      .insertInto('patient')
      .values(
        a.patients.map((p, i) => {
          const { sex, birthDate } = identity(p);
          return {
            hos_id: hosId,
            patient_id: randomUUID(),
            user_id: a.userId,
            patient_name: p.patientName,
            cert_type: p.certType,
            cert_no: p.certNo,
            phone: p.phone,
            relation: p.relation,
            sex,
            birth_date: birthDate,
            is_default: p.isDefault,
            unbound_at: null,
            // Spaced a second apart so "in the order added" is the file's order.
            created_at: new Date(start + i * 1000),
            ...(linked(p)
              ? { his_linked_at: new Date(start + i * 1000), link_proof: 'seed' as const }
              : {}),
          };
        }),
      )
      .execute();
  }
}
