import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSchema, inpatientHomeSchema, reportPageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, registerUser } from '../../../test/auth-helpers.ts';
import { linkPatientOk } from '../../../test/patient-helpers.ts';
import { readDemoHospitals } from '../../demo/seed.ts';

/**
 * The hospital system's names follow the request's language, on PGlite and PostgreSQL: the demo HIS (1001) answers
 * the reports list, the inpatient stay and the outpatient bills of Wang Jianguo with its departments, doctors, wards,
 * report and item names in Chinese for a Chinese request — the same names the schedule shows — and in English otherwise.
 */
let t: TestApp;
let token: string;
let patientId: string;
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const EN = { 'accept-language': 'en-US' };
const HAN = /\p{Script=Han}/u;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app, hosIdOf('1001')));
  patientId = await linkPatientOk(
    t.app,
    token,
    hosIdOf('1001'),
    { patientName: 'Wang Jianguo', certNo: '330106198604150314' },
    '13800000001',
  );
});
afterAll(async () => t.close());

const data = async (url: string, headers: Record<string, string>) => {
  const res = await get(t.app, url, { headers: { ...bearer(token), ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: unknown }).data;
};
const reports = async (headers: Record<string, string>) =>
  reportPageSchema.parse(
    await data(
      `/feature/api/report/list?hosId=1001&patientId=${patientId}&source=out&page=1`,
      headers,
    ),
  ).items;

describe('the reports list', () => {
  it('names the report, its department and doctor in Chinese for a Chinese request, as the schedule names the doctor', async () => {
    const [zh, en] = [await reports(ZH), await reports(EN)];
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.map((r) => r.reportId)).toEqual(en.map((r) => r.reportId));
    for (const r of zh) {
      expect(
        [r.title, r.deptName, r.doctorName].filter((name) => !HAN.test(name)),
        r.reportId,
      ).toEqual([]);
    }
    for (const r of en)
      expect(HAN.test(`${r.title} ${r.deptName} ${r.doctorName}`), r.reportId).toBe(false);
    // Each doctor by the catalogue's own Chinese name (the one the schedule shows), never a second spelling.
    const demo = readDemoHospitals().find((h) => h.hospital.hospital.hosId === '1001')!;
    const scheduleName = new Map(
      demo.his.doctors.map((d) => [
        d.doctorName,
        demo.translations.find(
          (r) => r.kind === 'doctor' && r.ref === d.doctorId && r.field === 'doctorName',
        )?.text,
      ]),
    );
    en.forEach((r, i) =>
      expect(zh[i]!.doctorName, r.doctorName).toBe(scheduleName.get(r.doctorName)),
    );
  });
});

describe('the inpatient stay', () => {
  it("names the ward, department and doctor of the current stay in the request's language", async () => {
    const zh = inpatientHomeSchema.parse(
      await data(`/inpatient/api/home?hosId=1001&patientId=${patientId}`, ZH),
    );
    expect(zh.current).toMatchObject({
      ward: '心内科三病区',
      deptName: '心血管内科',
      doctorName: '李伟',
    });
    const en = inpatientHomeSchema.parse(
      await data(`/inpatient/api/home?hosId=1001&patientId=${patientId}`, EN),
    );
    expect(en.current).toMatchObject({
      ward: 'Cardiology Ward 3',
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    });
  });
});

describe('outpatient bills', () => {
  it("names the department, doctor and every item in the request's language", async () => {
    const bills = async (headers: Record<string, string>) =>
      (
        (await data(
          `/payment/api/bills?hosId=1001&patientId=${patientId}&state=unpaid`,
          headers,
        )) as unknown[]
      ).map((b) => billSchema.parse(b));
    const zh = (await bills(ZH)).find((b) => b.billId === 'B1001-0002');
    expect(zh).toMatchObject({
      deptName: '心血管内科',
      doctorName: '李伟',
      items: [
        { name: '十二导联心电图', unit: '项' },
        { name: '血脂四项', spec: '4项', unit: '项' },
      ],
    });
    const en = (await bills(EN)).find((b) => b.billId === 'B1001-0002');
    expect(en).toMatchObject({
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
      items: [{ name: '12-lead electrocardiogram' }, { name: 'Blood lipid panel' }],
    });
  });
});
