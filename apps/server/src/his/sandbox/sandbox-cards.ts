import type { HosId } from '@portal/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisCardTable } from '../../db/schema.ts';
import type { HisCard, HisCards } from '../cards.ts';
import { createSandboxCardLedger } from './sandbox-card-ledger.ts';
import { personOf } from './sandbox-rows.ts';

/**
 * The built-in HIS's cards (docs/architecture.md#the-his-is-an-adapter): the reads over his_card here, the money moves in
 * sandbox-card-ledger.ts. A card belongs to the person the HIS holds under its certificate.
 */
const COLUMNS = [
  'card_id',
  'card_no',
  'clinic_type',
  'card_type',
  'cert_type',
  'cert_no',
  'patient_name',
  'state',
  'balance',
  'poverty_relief',
] as const;
type CardRow = Pick<Selectable<HisCardTable>, (typeof COLUMNS)[number]>;

const cards = (db: Db, hosId: HosId) =>
  db.selectFrom('his_card').select(COLUMNS).where('hos_id', '=', hosId);

function toCard(r: CardRow): HisCard {
  return {
    cardId: r.card_id,
    cardNo: r.card_no,
    clinicType: r.clinic_type,
    cardType: r.card_type,
    person: personOf(r),
    patientName: r.patient_name,
    state: r.state,
    // bigint fen: the driver may answer text.
    balance: Number(r.balance),
    povertyRelief: r.poverty_relief,
  };
}

export function createSandboxCards(db: Db): HisCards {
  return {
    ...createSandboxCardLedger(db),
    async ofPersons(hosId, persons) {
      if (persons.length === 0) return [];
      const rows = await cards(db, hosId)
        .where((eb) =>
          eb.or(
            persons.map((p) =>
              eb.and([eb('cert_type', '=', p.certType), eb('cert_no', '=', p.certNo)]),
            ),
          ),
        )
        .orderBy('card_id')
        .execute();
      return rows.map(toCard);
    },
    async get(hosId, cardId) {
      const row = await cards(db, hosId).where('card_id', '=', cardId).executeTakeFirst();
      return row ? toCard(row) : undefined;
    },
  };
}
