import type { Db } from '../../db/database.ts';
import { pathologyContractData, type ContractPathology } from '../pathology.contract.ts';
import type { ContractPriceItem } from '../prices.contract.ts';
import { insertPathologies } from './pathology-data.ts';
import { insertPriceItems } from './prices-data.ts';

/** Tests' way into the sandbox HIS's pathology results and price catalogue, written by the sandbox's own loaders. */
export function insertTestPathologies(db: Db, hosId: string, results: ContractPathology[]) {
  return insertPathologies(
    db,
    hosId,
    results.map((r) => ({ ...r, certType: r.person.certType, certNo: r.person.certNo })),
  );
}

/** Items as the contract lists them; the loader derives the initials itself. */
export function insertTestPrices(db: Db, hosId: string, items: ContractPriceItem[]) {
  return insertPriceItems(
    db,
    hosId,
    items.map(({ initials: _derived, ...item }) => item),
  );
}

let runs = 0;
/** One result with markers of a person, reported `at` (a day ago by default); answers its id. */
export async function insertPathology(
  db: Db,
  hosId: string,
  person: { certType: number; certNo: string },
  at = new Date(Date.now() - 86_400_000),
) {
  const tag = `t${Date.now().toString(36)}${++runs}`;
  const result = {
    ...pathologyContractData(tag, 'Asia/Shanghai').results[2]!,
    person,
    reportedAt: at,
  };
  await insertTestPathologies(db, hosId, [result]);
  return result.pathologyId;
}
