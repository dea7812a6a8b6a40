import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The built-in HIS's cards (ARCHITECTURE decision 6), Kysely only. A card belongs to whoever holds the
 * certificate, so a linked patient sees the cards the HIS has for their certificate type and number.
 */
type Conn = Kysely<Database> | Transaction<Database>;

export interface CardRow {
  card_id: string; card_no: string; clinic_type: number; card_type: number; cert_type: number; cert_no: string;
  state: 'normal' | 'to_disable' | 'overdue'; balance: string | number;
}

export function cardsOfHolders(db: Conn, hosId: string, holders: { cert_type: number; cert_no: string }[]): Promise<CardRow[]> {
  if (holders.length === 0) return Promise.resolve([]);
  return db.selectFrom('his_card')
    .select(['card_id', 'card_no', 'clinic_type', 'card_type', 'cert_type', 'cert_no', 'state', 'balance'])
    .where('hos_id', '=', hosId)
    .where((eb) => eb.or(holders.map((h) => eb.and([eb('cert_type', '=', h.cert_type), eb('cert_no', '=', h.cert_no)]))))
    .orderBy('card_id')
    .execute();
}
