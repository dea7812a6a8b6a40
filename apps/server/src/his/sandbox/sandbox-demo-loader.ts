import type { HisDemoLoader } from '../demo-loader.ts';
import { DEMO_TERMS_ZH } from './demo-terms.ts';
import { insertDemoNotices } from './sandbox-inpatient.ts';
import { insertTerms } from './sandbox-names.ts';
import {
  insertBills,
  insertCards,
  insertHisPersons,
  prepareHisPersons,
} from './seed-accounts-his.ts';
import { insertDemoStays, insertSandboxCatalogue } from './seed-catalogue.ts';
import { insertHisQueries } from './seed-reports.ts';

/** The built-in HIS's demo loader: its own loaders, the only code that writes its his_* tables. */
export const sandboxDemoLoader: HisDemoLoader = {
  loadCatalogue: (trx, hosId, his) => insertSandboxCatalogue(trx, hosId, his),
  preparePersons: (his) => prepareHisPersons(his.patients),
  loadPersons: (trx, hosId, persons) => insertHisPersons(trx, hosId, persons),
  loadCards: (trx, hosId, his) => insertCards(trx, hosId, his.cards),
  loadBills: (trx, hosId, his) => insertBills(trx, hosId, his.bills ?? []),
  loadStays: (trx, hosId, timeZone, his) =>
    insertDemoStays(trx, hosId, timeZone, his.stays ?? []).then(() => undefined),
  loadNotices: (trx, hosId, timeZone, his) =>
    insertDemoNotices(trx, hosId, timeZone, his.admissionNotices ?? []),
  loadQueries: (trx, hosId, timeZone, his) => insertHisQueries(trx, hosId, timeZone, his),
  // The generated names first, so the hospital's own texts for the same term win.
  loadTerms: (db, hosId, lang, terms) =>
    insertTerms(
      db,
      hosId,
      lang,
      new Map([...Object.entries(lang === 'zh-CN' ? DEMO_TERMS_ZH : {}), ...terms]),
    ),
};
