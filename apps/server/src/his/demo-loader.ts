import type { Language, HosId } from '@portal/shared';
import type { Db } from '../db/database.ts';
import type { DemoHisFile } from '../demo/demo.schema.ts';
import type { HisPerson } from './his.ts';

/** A person record of his.json, its PIN hashed before the hospital's transaction opens (so the transaction stays short). */
export interface PreparedHisPerson extends HisPerson {
  patientName: string;
  phone: string | null;
  pinHash: string | null;
}

/**
 * How the demo seed (demo/seed.ts) fills a demo hospital's side of the HIS from its his.json: the built-in HIS keeps
 * its tables in the portal's database, so each step writes in `trx`, the transaction that loads the hospital whole
 * (the seed writes the portal's own rows between these steps). A client of a real HIS, whose data
 * the hospital already holds, leaves it out.
 */
export interface HisDemoLoader {
  /** Departments, doctors and weekly schedule rules. */
  loadCatalogue(trx: Db, hosId: HosId, his: DemoHisFile): Promise<void>;
  /** The person records' PINs hashed: before the transaction, which then stays short. */
  preparePersons(his: DemoHisFile): Promise<PreparedHisPerson[]>;
  /** The hospital's records of people, as proof of a patient link checks them. */
  loadPersons(trx: Db, hosId: HosId, persons: PreparedHisPerson[]): Promise<void>;
  /** Cards and the money on them. */
  loadCards(trx: Db, hosId: HosId, his: DemoHisFile): Promise<void>;
  /** Unpaid outpatient bills, issued the given number of days before today. */
  loadBills(trx: Db, hosId: HosId, his: DemoHisFile): Promise<void>;
  /** Current inpatient stays, admitted the given number of days before today (after the cards are in). */
  loadStays(trx: Db, hosId: HosId, timeZone: string, his: DemoHisFile): Promise<void>;
  /** Admission notices, arriving the given number of days after today (after the person records are in). */
  loadNotices(trx: Db, hosId: HosId, timeZone: string, his: DemoHisFile): Promise<void>;
  /** Dictionaries and years of reports, films, medicine, pathology, prices and fees (after the stays are in). */
  loadQueries(trx: Db, hosId: HosId, timeZone: string, his: DemoHisFile): Promise<void>;
  /**
   * The HIS's texts in another language: the hospital's own `terms`, over the HIS's generated names in that language;
   * a text it already holds is kept.
   */
  loadTerms(
    db: Db,
    hosId: HosId,
    lang: Language,
    terms: ReadonlyMap<string, string>,
  ): Promise<void>;
}
