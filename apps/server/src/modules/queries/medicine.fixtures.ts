import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get } from '../../../test/auth-helpers.ts';
import type { ContractDischarge, ContractPrescription } from '../../his/medicine.contract.ts';
import {
  insertTestMedicine,
  testDischarge,
  testPrescription,
} from '../../his/sandbox/medicine.fixtures.ts';
import { H } from '../payments/payments.fixtures.ts';
import { queryFixtures } from './queries.fixtures.ts';

/** Prescription and discharge-medicine API tests: readers, data filed by the sandbox HIS, and the calls. */
export function medicineFixtures(t: TestApp) {
  const q = queryFixtures(t);
  type Reader = Awaited<ReturnType<typeof q.reader>>;
  const person = (u: Pick<Reader, 'certNo'>) => ({ certType: 0, certNo: u.certNo });

  const prescription = (
    u: Pick<Reader, 'certNo'>,
    over: Partial<ContractPrescription> & { issuedAt: Date },
  ) => testPrescription(person(u), over);
  const discharge = (
    u: Pick<Reader, 'certNo'>,
    dischargedOn: string,
    over: Partial<ContractDischarge> = {},
  ) => testDischarge(person(u), dischargedOn, over);

  async function file(data: {
    prescriptions?: ContractPrescription[];
    discharges?: ContractDischarge[];
  }) {
    await t.db.transaction().execute((trx) => insertTestMedicine(trx, H, data));
    return [
      ...(data.prescriptions ?? []).map((p) => p.prescriptionId),
      ...(data.discharges ?? []).map((d) => d.stayId),
    ];
  }

  type Params = Record<string, string | number | undefined>;
  const call =
    (path: string) =>
    (u: Pick<Reader, 'token'>, params: Params, headers: Record<string, string> = {}) => {
      const qs = Object.entries({ hosId: H, ...params })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .join('&');
      return get(t.app, `${path}?${qs}`, { headers: { ...bearer(u.token), ...headers } });
    };

  /** Opens or closes one of the hospital's function modules. */
  const setModule = (moduleId: string, open: boolean) =>
    t.db
      .updateTable('function_module')
      .set({ is_use: open ? '1' : '0' })
      .where('hos_id', '=', H)
      .where('module_id', '=', moduleId)
      .execute();

  return {
    reader: q.reader,
    prescription,
    discharge,
    file,
    setModule,
    prescriptions: call('/feature/api/prescription/list'),
    prescriptionInfo: (
      u: Pick<Reader, 'token'>,
      prescriptionId: string,
      headers?: Record<string, string>,
    ) => call('/feature/api/prescription/info')(u, { prescriptionId }, headers),
    discharges: call('/feature/api/discharge-medicine/list'),
    dischargeInfo: (u: Pick<Reader, 'token'>, stayId: string) =>
      call('/feature/api/discharge-medicine/info')(u, { stayId }),
  };
}
