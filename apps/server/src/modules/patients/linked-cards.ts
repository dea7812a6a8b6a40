import type { Db } from '../../db/database.ts';
import * as cardsRepo from './cards.repository.ts';
import type { PatientRow } from './patients.repository.ts';

/**
 * Issue 9: THE one way to a patient's cards — the patient list, card info and balance, booking (the patient card
 * id) and payment by card all come through here. Only a link to the hospital's record that was proven (the name
 * matched, and the account proved control by SMS code or PIN) and is still bound reaches the cards; the SQL
 * checks both, so a caller cannot skip it by passing an unproven or revoked row.
 */
export function cardsOfPatients(db: Db, hosId: string, userId: string, patients: readonly Pick<PatientRow, 'patient_id'>[]) {
  return cardsRepo.cardsOfLinkedPatients(db, hosId, userId, patients.map((p) => p.patient_id));
}
