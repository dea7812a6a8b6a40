import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get } from '../../../test/auth-helpers.ts';
import type { ContractPathology } from '../../his/pathology.contract.ts';
import type { ContractPriceItem } from '../../his/prices.contract.ts';
import {
  insertTestPathologies,
  insertTestPrices,
} from '../../his/sandbox/pathology-prices.fixtures.ts';
import { H, qrFixtures } from '../payments/payments.fixtures.ts';

/** Pathology and price tests: readers with pathology results filed by the sandbox HIS, catalogue items, and the calls. */
export function pathologyPriceFixtures(t: TestApp) {
  const qr = qrFixtures(t);
  let n = 0;

  /** A new account with one patient linked (proven) to a fresh person of the hospital's records. */
  const reader = () => qr.payer();

  /** A result of the reader's person, overridable field by field. */
  function result(
    u: { certNo: string },
    over: Partial<ContractPathology> & { reportedAt: Date },
  ): ContractPathology {
    return {
      pathologyId: `PT-${u.certNo.slice(-6)}-${++n}`,
      pathologyNo: `S26-${String(n).padStart(5, '0')}`,
      person: { certType: 0, certNo: u.certNo },
      patientName: 'Test Person',
      deptName: 'Gastroenterology',
      doctorName: 'Test Doctor',
      specimen: 'Gastric antrum, endoscopic biopsy',
      specimenType: 'biopsy',
      receivedAt: new Date(over.reportedAt.getTime() - 3 * 86_400_000),
      grossDescription: 'Three grey-white fragments.',
      microscopicDescription: 'Chronic active inflammation.',
      diagnosis: 'Chronic active gastritis',
      conclusion: 'No dysplasia.',
      markers: [],
      ...over,
    };
  }

  async function file(results: ContractPathology[]): Promise<string[]> {
    await t.db.transaction().execute((trx) => insertTestPathologies(trx, H, results));
    return results.map((r) => r.pathologyId);
  }

  const stock = (hosId: string, items: ContractPriceItem[]) =>
    t.db.transaction().execute((trx) => insertTestPrices(trx, hosId, items));

  const query = (
    path: string,
    token: string | null,
    params: Record<string, string | number | undefined>,
    headers: Record<string, string> = {},
  ) => {
    const qs = Object.entries({ hosId: H, ...params })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    return get(t.app, `${path}?${qs}`, {
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  };
  const list = (u: { token: string }, params: Record<string, string | number | undefined>) =>
    query('/feature/api/pathology/list', u.token, params);
  const detail = (u: { token: string }, pathologyId: string, hosId = H) =>
    query('/feature/api/pathology/info', u.token, { pathologyId, hosId });
  const prices = (
    token: string | null,
    params: Record<string, string | number | undefined>,
    headers?: Record<string, string>,
  ) => query('/feature/api/price/list', token, params, headers);
  const price = (token: string | null, params: Record<string, string | number | undefined>) =>
    query('/feature/api/price/info', token, params);

  /** Opens or closes one of the hospital's function modules. */
  const setModule = (hosId: string, moduleId: string, open: boolean) =>
    t.db
      .updateTable('function_module')
      .set({ is_use: open ? '1' : '0' })
      .where('hos_id', '=', hosId)
      .where('module_id', '=', moduleId)
      .execute();

  return { reader, result, file, stock, list, detail, prices, price, setModule };
}
