import {
  CARD_TYPE_LABELS,
  MASKED_CARD,
  maskIdCard,
  maskPhone,
  type CardInfo,
  type CardType,
  type Patient,
} from '@portal/shared';
import type { CardRow } from './linked-cards.ts';
import type { PatientRow } from './patients.repository.ts';

/**
 * DTOs at the boundary (docs/house-style.md#dtos-at-the-boundary): rows become the contract's shapes here, and every identifier is masked:
 * certificate numbers and phones partly, card numbers wholly. A card is referred to by its opaque card_id,
 * never by its number, so the full values never leave the server.
 */

/** When the HIS has several cards of one kind for a person, the usable one wins, then the oldest id. */
const STATE_ORDER = { normal: 0, to_disable: 1, overdue: 2, stopped: 3, lost: 4 } as const;

export function pickCard(
  cards: readonly CardRow[],
  holder: { cert_type: number; cert_no: string },
  clinicType: number,
): CardRow | undefined {
  return cards
    .filter(
      (c) =>
        c.cert_type === holder.cert_type &&
        c.cert_no === holder.cert_no &&
        c.clinic_type === clinicType,
    )
    .sort(
      (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.card_id.localeCompare(b.card_id),
    )[0];
}

const label = (card: CardRow | undefined) =>
  card ? (CARD_TYPE_LABELS[card.card_type as CardType] ?? '') : '';

export function toPatientDto(p: PatientRow, cards: readonly CardRow[]): Patient {
  const out = pickCard(cards, p, 1);
  const inCard = pickCard(cards, p, 2);
  const social = cards.some(
    (c) => c.cert_type === p.cert_type && c.cert_no === p.cert_no && c.card_type === 3,
  );
  return {
    patientId: p.patient_id,
    defaultState: p.is_default ? '1' : '0',
    patientName: p.patient_name,
    certType: p.cert_type,
    patientIdCardNo: maskIdCard(p.cert_no),
    patientPhone: maskPhone(p.phone),
    relation: p.relation,
    sex: p.sex,
    birthDate: p.birth_date,
    outCardNo: out ? MASKED_CARD : '',
    outCardId: out?.card_id ?? '',
    patOutCardNoEncrypt: out?.card_id ?? '',
    overdueState: out?.state === 'overdue' ? '1' : '0',
    inCardNo: inCard ? MASKED_CARD : '',
    inCardId: inCard?.card_id ?? '',
    patInCardNoEncrypt: inCard?.card_id ?? '',
    inOverdueState: inCard?.state === 'overdue' ? '1' : '0',
    cardTypeName: label(out),
    cardInName: label(inCard),
    socialSecurityCardNo: social ? MASKED_CARD : '',
  };
}

/** Card lookup: 1 usable card; 2 none ('not bound'); 3 to be disabled; 4 overdue. */
const LOOKUP = {
  normal: { code: 1, messageKey: null },
  to_disable: { code: 3, messageKey: 'ui.cardWillBeDeactivated' },
  overdue: { code: 4, messageKey: 'ui.cardOverdue' },
  // Stopped and lost cards are refused like one to be deactivated, each with its own message.
  stopped: { code: 3, messageKey: 'RECHARGE004' },
  lost: { code: 3, messageKey: 'RECHARGE005' },
} as const;
export const CARD_NOT_BOUND_KEY = 'ui.cardNotBound';

export function toCardInfo(card: CardRow | undefined): CardInfo {
  if (!card)
    return {
      code: 2,
      cardNo: '',
      cardId: '',
      cardNoEncrypt: '',
      cardBalance: null,
      messageKey: CARD_NOT_BOUND_KEY,
    };
  const { code, messageKey } = LOOKUP[card.state];
  return {
    code,
    cardNo: MASKED_CARD,
    cardId: card.card_id,
    cardNoEncrypt: card.card_id,
    cardBalance: Number(card.balance),
    messageKey,
  };
}

export function lookupOf(card: CardRow | undefined) {
  return card ? LOOKUP[card.state] : { code: 2 as const, messageKey: CARD_NOT_BOUND_KEY };
}
