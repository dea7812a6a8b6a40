import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertSession, type SessionFixture } from './appointments.fixtures.ts';

/**
 * Test and bench fixtures for records and payments: an outpatient card with an opening ledger entry (so entries always sum to
 * the balance), and appointments written straight into the tables — in the past, or booked long ago — which the
 * booking call would refuse to make.
 */
export async function insertCard(
  db: Db,
  hosId: string,
  c: { certNo: string; certType?: number; balance: number; patientName?: string },
): Promise<string> {
  const cardId = `C${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('his_card')
      .values({
        hos_id: hosId,
        card_id: cardId,
        card_no: `9${randomUUID().replaceAll('-', '').slice(0, 15)}`,
        clinic_type: 1,
        card_type: 1,
        cert_type: c.certType ?? 0,
        cert_no: c.certNo,
        patient_name: c.patientName ?? 'Test Person',
        state: 'normal',
        balance: c.balance,
      })
      .execute();
    if (c.balance > 0) {
      await trx
        .insertInto('his_card_ledger')
        .values({
          hos_id: hosId,
          card_id: cardId,
          amount: c.balance,
          balance_after: c.balance,
          kind: 'topup',
          ref: `fixture ${cardId}`,
          idem_key: `fixture ${cardId}`,
        })
        .execute();
    }
    // The HIS holds a record of the card's holder, and the patients already added with that certificate
    // are linked as if at the hospital's window (a proven link is the only way to a card).
    await trx
      .insertInto('his_patient')
      .values({
        hos_id: hosId,
        cert_type: c.certType ?? 0,
        cert_no: c.certNo,
        patient_name: c.patientName ?? 'Test Person',
        phone: null,
        pin_hash: null,
      })
      .onConflict((oc) => oc.columns(['hos_id', 'cert_type', 'cert_no']).doNothing())
      .execute();
    await trx
      .updateTable('patient')
      .set({ his_linked_at: new Date(), link_proof: 'seed' })
      .where('hos_id', '=', hosId)
      .where('cert_type', '=', c.certType ?? 0)
      .where('cert_no', '=', c.certNo)
      .where('his_linked_at', 'is', null)
      .execute();
  });
  return cardId;
}

export interface AppointmentFixture {
  userId: string;
  patientId: string;
  patientCardId?: string;
  session: SessionFixture;
  opTime?: Date;
  isDopay?: '0' | '1';
  state?: '1' | '3';
}

/** A booked appointment on a new session's first number (the number marked taken, as a booking would). */
export async function insertAppointmentRow(
  db: Db,
  hosId: string,
  a: AppointmentFixture,
): Promise<{ appointId: string; scheduleId: string; numberId: string }> {
  const s = await insertSession(db, hosId, a.session);
  const appointId = randomUUID();
  const numberId = s.numberIds[0]!;
  await db
    .updateTable('source_number')
    .set({ status: 'taken', appoint_id: appointId })
    .where('hos_id', '=', hosId)
    .where('number_id', '=', numberId)
    .execute();
  await db
    .insertInto('appointment')
    .values({
      hos_id: hosId,
      appoint_id: appointId,
      user_id: a.userId,
      patient_id: a.patientId,
      schedule_id: s.scheduleId,
      number_id: numberId,
      dept_id: a.session.deptId,
      doctor_id: a.session.doctorId,
      area_id: a.session.areaId ?? '1',
      business_type: a.session.businessType ?? '1',
      session_date: a.session.date,
      noon_code: a.session.noonCode ?? '1',
      reg_fee: a.session.regFee ?? 1000,
      patient_card_id: a.patientCardId ?? '',
      state: a.state ?? '1',
      is_dopay: a.isDopay ?? '0',
      is_today: '0',
      cancelled_at: null,
      deleted_at: null,
      ...(a.opTime && { op_time: a.opTime }),
    })
    .execute();
  return { appointId, scheduleId: s.scheduleId, numberId };
}

/** The card's balance and the sum of its ledger entries (ARCHITECTURE decision 4: always equal). */
export async function cardMoney(
  db: Db,
  hosId: string,
  cardId: string,
): Promise<{ balance: number; entries: number; sum: number }> {
  const card = await db
    .selectFrom('his_card')
    .select('balance')
    .where('hos_id', '=', hosId)
    .where('card_id', '=', cardId)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{
    n: number;
    s: string;
  }>`select count(*)::int as n, coalesce(sum(amount), 0)::text as s
    from his_card_ledger where hos_id = ${hosId} and card_id = ${cardId}`.execute(db);
  return { balance: Number(card.balance), entries: Number(rows[0]!.n), sum: Number(rows[0]!.s) };
}
