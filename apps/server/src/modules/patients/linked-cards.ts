import { acceptedCardTypes, readHospitalConfig, type CardState, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisCard } from '../../his/cards.ts';
import type { HisAdapter } from '../../his/his.ts';
import { AppError } from '../../errors/app-error.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import * as repo from './patients.repository.ts';
import type { PatientRow } from './patients.repository.ts';

/** A card as the patient pages and the payment checks use it (clinic type 1 outpatient, 2 inpatient). */
export interface CardRow {
  card_id: string;
  card_no: string;
  clinic_type: number;
  card_type: number;
  cert_type: number;
  cert_no: string;
  state: CardState;
  balance: string | number;
}

/**
 * What reaching a patient's cards needs: the portal's own patient rows and the hospital's system (docs/architecture.md#the-his-is-an-adapter). The HIS
 * is another system: call with the portal's `db`, never from inside a portal transaction (on PGlite's single
 * connection the HIS's query would wait for that transaction forever).
 */
export interface CardDeps {
  db: Db;
  his: Pick<HisAdapter, 'cards'>;
}

const samePerson = (a: { cert_type: number; cert_no: string }, c: HisCard) =>
  a.cert_type === c.person.certType && a.cert_no === c.person.certNo;

function toCardRow(c: HisCard): CardRow {
  return {
    card_id: c.cardId,
    card_no: c.cardNo,
    clinic_type: c.clinicType,
    card_type: c.cardType,
    cert_type: c.person.certType,
    cert_no: c.person.certNo,
    state: c.state,
    balance: c.balance,
  };
}

/**
 * THE one way to a patient's cards — the patient list, card info and balance, booking (the patient card
 * id), top-ups and payment by card all come through here. Only a link to the hospital's record that was proven (the
 * name matched, and the account proved control by SMS code or PIN) and is still bound reaches the cards: the
 * portal's own patient table says which persons those are (patients.repository provenPersonsOf, in the SQL, so a
 * caller cannot skip it by passing an unproven or revoked row), then one HIS call answers all their cards, by card id.
 * Only cards of the hospital's card types (config cardTypes) are bound: a type it does not accept is no card here.
 */
export async function cardsOfPatients(
  source: CardDeps,
  hosId: HosId,
  userId: string,
  patients: readonly Pick<PatientRow, 'patient_id'>[],
): Promise<CardRow[]> {
  const ids = patients.map((p) => p.patient_id);
  const persons = await repo.provenPersonsOf(source.db, hosId, userId, ids);
  if (persons.length === 0) return [];
  const cards = await source.his.cards.ofPersons(
    hosId,
    persons.map((p) => ({ certType: p.cert_type, certNo: p.cert_no })),
  );
  const types = await hospitalCardTypes(source.db, hosId);
  // Only the persons asked for, whatever the HIS answers.
  return cards
    .filter((c) => persons.some((p) => samePerson(p, c)) && types.includes(c.cardType))
    .map(toCardRow);
}

/** The card types the hospital issues and accepts (config cardTypes, group GLOBAL). */
async function hospitalCardTypes(db: Db, hosId: HosId): Promise<number[]> {
  return acceptedCardTypes(readHospitalConfig(await listConfig(db, hosId, ['GLOBAL'])));
}

/** PATIENT018 where a call names a card type the hospital does not accept; nothing named passes. */
export async function requireAcceptedCardType(
  db: Db,
  hosId: HosId,
  cardType: number | string | undefined,
) {
  if (cardType === undefined || cardType === '') return;
  if (!(await hospitalCardTypes(db, hosId)).includes(Number(cardType)))
    throw new AppError('PATIENT018');
}
