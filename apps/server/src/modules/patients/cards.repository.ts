import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CardState } from '@portal/shared';

/**
 * The built-in HIS's cards and person records (ARCHITECTURE decision 6), Kysely only. A card belongs to the
 * person the HIS holds under a certificate; issue 9: a patient row reaches those cards only through a link to
 * that record which was proven (name, plus the SMS code or PIN) and is still bound — checked here, in the SQL.
 */
type Conn = Kysely<Database> | Transaction<Database>;

export interface CardRow {
  card_id: string; card_no: string; clinic_type: number; card_type: number; cert_type: number; cert_no: string;
  state: CardState; balance: string | number;
}

/** The cards of those of the user's patients that hold a proven, bound link; the others have none. */
export function cardsOfLinkedPatients(db: Conn, hosId: string, userId: string, patientIds: string[]): Promise<CardRow[]> {
  if (patientIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('his_card as c')
    .innerJoin('patient as p', (j) => j.onRef('p.hos_id', '=', 'c.hos_id').onRef('p.cert_type', '=', 'c.cert_type').onRef('p.cert_no', '=', 'c.cert_no'))
    .select(['c.card_id', 'c.card_no', 'c.clinic_type', 'c.card_type', 'c.cert_type', 'c.cert_no', 'c.state', 'c.balance'])
    .distinct()
    .where('c.hos_id', '=', hosId)
    .where('p.user_id', '=', userId)
    .where('p.patient_id', 'in', patientIds)
    .where('p.his_linked_at', 'is not', null)
    .where('p.unbound_at', 'is', null)
    .orderBy('c.card_id')
    .execute();
}

export interface HisPersonRow { patient_name: string; phone: string | null; pin_hash: string | null }

/** The hospital's record of the person with this certificate, if it has one. */
export function findHisPerson(db: Conn, hosId: string, certType: number, certNo: string): Promise<HisPersonRow | undefined> {
  return db.selectFrom('his_patient').select(['patient_name', 'phone', 'pin_hash'])
    .where('hos_id', '=', hosId).where('cert_type', '=', certType).where('cert_no', '=', certNo)
    .executeTakeFirst();
}
