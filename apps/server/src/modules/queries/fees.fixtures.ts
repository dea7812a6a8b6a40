import { randomUUID } from 'node:crypto';
import { addDays } from '@portal/shared';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import type { HisChargeItem } from '../../his/fees.ts';
import type { ContractFee } from '../../his/fees.contract.ts';
import { insertCard } from '../../his/sandbox/fees.fixtures.ts';
import { insertFees, insertStayDays, insertStays } from '../../his/sandbox/fees-data.ts';
import { stayIdOf } from '../../his/sandbox/sandbox-fees.ts';
import { H, qrFixtures } from '../payments/payments.fixtures.ts';
import { day } from './queries.fixtures.ts';

/** Payment query and daily bill tests: fees and stays filed by the sandbox HIS for fresh readers, and the calls. */
export function feeFixtures(t: TestApp) {
  const qr = qrFixtures(t);
  let n = 0;
  const reader = (balance = 0) => qr.payer(balance);
  type Reader = Awaited<ReturnType<typeof reader>>;

  const item = (
    category: HisChargeItem['category'],
    name: string,
    price: number,
    quantity = 1,
  ): HisChargeItem => ({
    category,
    name,
    spec: '',
    quantity,
    unit: 'time',
    price,
    amount: price * quantity,
  });

  /** A paid fee of the reader's person: a lab fee of 48 yuan plus two drug packs by default, overridable. */
  function fee(
    u: Pick<Reader, 'certNo'>,
    over: Partial<ContractFee> & { paidAt: Date },
  ): ContractFee {
    const id = `FT-${u.certNo.slice(-6)}-${++n}-${randomUUID().slice(0, 4)}`;
    return {
      feeId: id,
      person: { certType: 0, certNo: u.certNo },
      patientName: 'Test Person',
      deptName: 'Endocrinology',
      doctorName: 'Test Doctor',
      paymentType: 'lab',
      payMode: 'wechat',
      invoiceNo: `INV-${id}`,
      refundedAt: null,
      items: [
        item('lab', 'Lipid panel', 4800),
        item('drug', 'Metformin hydrochloride tablets', 1980, 2),
      ],
      ...over,
    };
  }

  async function file(fees: ContractFee[]): Promise<string[]> {
    await t.db.transaction().execute((trx) =>
      insertFees(
        trx,
        H,
        fees.map((f) => ({ ...f, certType: f.person.certType, certNo: f.person.certNo })),
      ),
    );
    return fees.map((f) => f.feeId);
  }

  /** A stay of the reader's person on a new inpatient card: `length` days from `admittedAgo` days ago, each charged bed and nursing. */
  async function stay(
    u: Pick<Reader, 'certNo'>,
    admittedAgo: number,
    length: number,
    discharged: boolean,
    ward = 'Test Ward',
  ) {
    const cardId = await insertCard(t.db, H, { certType: 0, certNo: u.certNo }, 'Test Person');
    const admittedOn = day(admittedAgo);
    await insertStays(t.db, H, [
      {
        cardId,
        ward,
        bed: '8',
        deptName: 'Cardiology',
        doctorName: 'Li Wei',
        admittedOn,
        dischargedOn: discharged ? addDays(admittedOn, length - 1) : null,
      },
    ]);
    await insertStayDays(
      t.db,
      H,
      Array.from({ length }, (_, k) => ({
        cardId,
        admittedOn,
        day: addDays(admittedOn, k),
        items: [
          item('bed', 'Ward bed', 5000),
          item('nursing', 'Grade II nursing', 2400),
          item('drug', 'Cefuroxime', 1380, k + 1),
        ],
      })),
    );
    return { stayId: stayIdOf(cardId, admittedOn), admittedOn };
  }

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
  type Params = Record<string, string | number | undefined>;
  const list = (u: Pick<Reader, 'token'>, params: Params, headers?: Record<string, string>) =>
    query('/feature/api/fee/list', u.token, params, headers);
  const detail = (u: Pick<Reader, 'token'>, feeId: string, headers?: Record<string, string>) =>
    query('/feature/api/fee/info', u.token, { feeId }, headers);
  const stays = (u: Pick<Reader, 'token'>, patientId: string) =>
    query('/feature/api/daily-bill/stays', u.token, { patientId });
  const dailyBill = (u: Pick<Reader, 'token'>, params: Params) =>
    query('/feature/api/daily-bill/list', u.token, params);

  /** Pays an outpatient bill with the card balance through the portal's own call. */
  const payBillByCard = (u: Pick<Reader, 'token'>, billId: string) =>
    post(
      t.app,
      `/payment/api/bills/${billId}/card`,
      { hosId: H },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );

  const setModule = (moduleId: string, open: boolean) =>
    t.db
      .updateTable('function_module')
      .set({ is_use: open ? '1' : '0' })
      .where('hos_id', '=', H)
      .where('module_id', '=', moduleId)
      .execute();

  return {
    reader,
    fee,
    file,
    stay,
    list,
    detail,
    stays,
    dailyBill,
    payBillByCard,
    bill: qr.bill,
    setModule,
  };
}
