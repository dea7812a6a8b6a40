import { renderMessage, type CardInfo, type Language } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { cardsOfPatients, requireAcceptedCardType, type CardDeps } from './linked-cards.ts';
import { lookupOf, pickCard, toCardInfo } from './patients.dto.ts';
import { logAccess, requirePatient } from './patients.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/** The card of one clinic type (1 outpatient, 2 inpatient) of one of the user's own patients. */
async function cardOf(
  source: CardDeps,
  actor: PatientContext,
  patientId: string,
  clinicType: number,
) {
  const patient = await requirePatient(source.db, actor, patientId);
  const cards = await cardsOfPatients(source, actor.hosId, actor.userId, [patient]);
  return { patient, card: pickCard(cards, patient, clinicType), cards };
}

/**
 * Paying from the card a booking recorded is allowed only while the patient still reaches that card
 * through a proven link (a revoked account answers PATIENT004; a card no longer linked, RECHARGE011).
 */
export async function requirePayableCard(
  source: CardDeps,
  actor: PatientContext,
  patientId: string,
  cardId: string,
) {
  const { cards } = await cardOf(source, actor, patientId, 1);
  if (!cards.some((c) => c.card_id === cardId)) throw new AppError('RECHARGE011');
}

/** getCardInfoByCondition → card lookup codes 1–4 (1 card, 2 none, 3 to be disabled, 4 overdue), the number always masked. */
export async function cardInfo(
  source: CardDeps,
  actor: PatientContext,
  patientId: string,
  clinicType: number,
): Promise<CardInfo> {
  const { card } = await cardOf(source, actor, patientId, clinicType);
  await logAccess(source.db, actor, [patientId], 'card-info');
  return toCardInfo(card);
}

/** getCardBalance / obtainCardBalanceUpV2: integer fen; no card of that type answers C002 'no data'. */
export async function cardBalance(
  source: CardDeps,
  actor: PatientContext,
  patientId: string,
  clinicType: number,
) {
  const { card } = await cardOf(source, actor, patientId, clinicType);
  await logAccess(source.db, actor, [patientId], 'card-balance');
  if (!card) throw new AppError('C002');
  return { cardBalance: Number(card.balance), operateState: '1' as const };
}

/**
 * checkCardNoV2 (a non-zero ResultCode gives its message): '0' for a usable card,
 * otherwise the lookup code (2 none, 3 to be disabled, 4 overdue) with its caption. `cardNo` is the opaque
 * card reference the portal got (patOutCardNoEncrypt); without it the outpatient card is checked. A `cardType` the
 * hospital does not accept (config cardTypes) is PATIENT018.
 */
export async function checkCard(
  source: CardDeps,
  actor: PatientContext,
  input: { patId: string; cardNo?: string; cardType?: number },
  lang: Language,
) {
  await requireAcceptedCardType(source.db, actor.hosId, input.cardType);
  const { card: outCard, cards } = await cardOf(source, actor, input.patId, 1);
  const card = input.cardNo ? cards.find((c) => c.card_id === input.cardNo) : outCard;
  await logAccess(source.db, actor, [input.patId], 'card-check');
  const { code, messageKey } = lookupOf(card);
  if (code === 1) return { ResultCode: '0', ResultMsg: 'ok' };
  return { ResultCode: String(code), ResultMsg: renderMessage(messageKey, {}, lang) };
}
