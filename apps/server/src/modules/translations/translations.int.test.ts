import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseDoctorResponseSchema,
  decryptBody,
  DEFAULT_ENCRYPT_KEY,
  doctorInfoSchema,
  encryptBody,
  scheduleEntrySchema,
  scheduleResponseSchema,
  searchResultSchema,
  type ScheduleDept,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import { createAdapters } from '../../adapters.ts';
import { seedDemoHospitals } from '../../demo/seed.ts';
import { staffTotpSealer } from '../staff/totp-secrets.ts';
import { bearer, get as getAs, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { insertAppointmentRow } from '../../../test/fixtures/bookings/records.fixtures.ts';
import { qrFixtures } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { randomUUID } from 'node:crypto';

/**
 * Bilingual hospitals: every call that serves a hospital's content answers in the request's
 * Accept-Language (zh-CN from apps/server/demo/<hosId>/zh-CN.json, seeded), falls back to the primary (English) text
 * field by field, never shows another hospital's translations, and treats an unknown language as the primary one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Before any read (translations are read-cached): one missing translation, and rows of other hospitals that would
  // show if a lookup ignored the hospital.
  await t.db
    .deleteFrom('content_translation')
    .where('hos_id', '=', hosIdOf('1001'))
    .where('kind', '=', 'area')
    .where('ref', '=', '3')
    .where('field', '=', 'areaName')
    .execute();
  await t.db
    .insertInto('content_translation')
    .values([
      {
        hos_id: hosIdOf('1003'),
        lang: 'zh-CN',
        kind: 'hospital',
        ref: '1004',
        field: 'hosName',
        text: '串院的名字',
      },
      {
        hos_id: hosIdOf('1002'),
        lang: 'zh-CN',
        kind: 'area',
        ref: '2',
        field: 'areaName',
        text: '串院的院区',
      },
      {
        hos_id: hosIdOf('1002'),
        lang: 'zh-CN',
        kind: 'department',
        ref: '111',
        field: 'deptName',
        text: '串院的科室',
      },
    ])
    .execute();
});
afterAll(async () => t.close());

const ZH = { 'accept-language': 'zh-CN' };
const EN = { 'accept-language': 'en-US' };
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const flatten = (list: ScheduleDept[]): ScheduleDept[] =>
  list.flatMap((d) => [d, ...flatten(d.children)]);

describe('hospital content in the request language', () => {
  it('hospital name: zh-CN in Chinese, en-US, none and an unknown language in English; the list too', async () => {
    expect(await get('/hospital/api/hospital/info/1001', ZH)).toMatchObject({
      hosName: '滨江综合医院',
    });
    expect(await get('/hospital/api/hospital/info/1001', EN)).toMatchObject({
      hosName: 'Riverside General Hospital',
    });
    expect(await get('/hospital/api/hospital/info/1001')).toMatchObject({
      hosName: 'Riverside General Hospital',
    });
    expect(
      await get('/hospital/api/hospital/info/1001', { 'accept-language': 'fr-FR,fr;q=0.9' }),
    ).toMatchObject({ hosName: 'Riverside General Hospital' });
    const list = (await get('/hospital/api/hospital/list', ZH)) as {
      hosId: HosId;
      hosName: string;
    }[];
    expect(Object.fromEntries(list.map((h) => [h.hosId, h.hosName]))).toMatchObject({
      1001: '滨江综合医院',
      1002: '阳光儿童医院',
      1003: '东湖心脏中心',
    });
  });

  it('never takes another hospital’s rows: 1004 has none and stays English', async () => {
    expect(await get('/hospital/api/hospital/info/1004', ZH)).toMatchObject({
      hosName: 'Northgate Clinic (closed)',
    });
  });

  it('areas: translated field by field, a missing translation falls back to the English text', async () => {
    const areas = (await get('/hospital/api/area/list?hosId=1001', ZH)) as {
      areaId: string;
      areaName: string;
      address: string;
    }[];
    expect(areas.map((a) => [a.areaId, a.areaName, a.address])).toEqual([
      ['1', '总院', '滨江区滨江大道88号'],
      ['2', '东院区', '东部新城东风路16号'],
      ['3', 'South Branch', '南滨江南湖巷3号'],
    ]);
    const english = (await get('/hospital/api/area/list?hosId=1001', EN)) as { areaName: string }[];
    expect(english.map((a) => a.areaName)).toEqual(['Main Campus', 'East Campus', 'South Branch']);
  });

  it('functions, menu, config captions, footer, tips and caption files', async () => {
    const functions = (await get('/hospital/api/function/list?hosId=1001', ZH)) as {
      moduleId: string;
      alias: string;
      isUse: string;
    }[];
    expect(functions.find((f) => f.moduleId === 'appointment')).toMatchObject({
      alias: '预约挂号',
      isUse: '1',
    });

    const menu = (await get('/hospital/api/menu/list?hosId=1001', ZH)) as {
      groupId: string;
      title: string;
      sub: { id: string; alias: string; url: string }[];
    }[];
    const cards = menu.find((g) => g.groupId === 'cards')!;
    expect(cards.title).toBe('就诊卡与缴费');
    expect(cards.sub.find((i) => i.id === 'recharge-out')).toMatchObject({
      alias: '门诊卡',
      url: '/recharge/out/homepage',
    });

    const config = (await post(
      '/platform/api/config/list',
      { hosId: '1001', configType: 'APPOINTMENT' },
      ZH,
    )) as { configKey: string; configValue: string }[];
    const types = JSON.parse(
      config.find((c) => c.configKey === 'areaOrdinaryFunctionType')!.configValue,
    ) as { businessType: string; title: string }[];
    expect(types.map((x) => [x.businessType, x.title])).toContainEqual(['2', '专家门诊']);
    // A value without words is the hospital's own, whatever the language.
    expect(config.find((c) => c.configKey === 'scheduleDays')?.configValue).toBe('14');

    const footer = (await get('/hospital/api/digital/list?hosId=1003&typeKey=footer', ZH)) as {
      itemOrder: number;
      title: string;
      content: string;
    }[];
    expect(footer[0]).toMatchObject({ title: '地址', content: '武昌区东湖路1号' });

    const tip = (await get('/messagemanager/api/hos_guide/note/1003/home', ZH)) as {
      guideTitle: string;
      buttonExt: Record<string, unknown>;
      buttonType: number;
    };
    expect(tip).toMatchObject({
      guideTitle: '心脏病患者须知',
      buttonType: 2,
      buttonExt: { beforeButtonContent: '请滑动到底部以完成阅读' },
    });
    expect(await get('/messagemanager/api/hos_guide/note/1003/home', EN)).toMatchObject({
      guideTitle: 'Notice for heart patients',
    });

    const noons = (await get('/static/captions/1002/noon-periods', ZH)) as {
      noonCode: string;
      caption: string;
    }[];
    expect(noons.map((n) => [n.noonCode, n.caption])).toContainEqual(['3', '夜间门诊 18:00-21:30']);
  });

  it('the encrypted config call answers in the language too', async () => {
    const key = DEFAULT_ENCRYPT_KEY;
    const payload = await encryptBody({ hosId: '1002', configType: 'SEARCH' }, key);
    const res = await t.app.inject({
      method: 'POST',
      url: '/platform/api/encrypt/config/list',
      payload,
      headers: ZH,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = (await decryptBody(res.json().payload as string, key)) as {
      data: { configKey: string; configValue: string }[];
    };
    expect(JSON.parse(data.find((c) => c.configKey === 'hotKeywords')!.configValue)).toEqual([
      '发热',
      '咳嗽',
      '生长发育',
      '过敏',
    ]);
  });
});

describe('departments and doctors in the request language', () => {
  const MON = '2030-01-07';
  const SUN = '2030-01-13';

  it('the schedule week: department tree, doctors’ names and titles, periods; English in en-US', async () => {
    const q = `/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`;
    const zh = scheduleResponseSchema.parse(await get(q, ZH));
    const depts = flatten(zh.scheduleList);
    expect(depts.find((d) => d.id === '11')?.name).toBe('心血管内科');
    expect(
      depts.find((d) => d.id === '111')?.name,
      'another hospital’s row for the same id never shows',
    ).toBe('心律失常门诊');
    const doctors = depts.flatMap((d) =>
      Object.values(d.noonMap).flatMap((byDate) => Object.values(byDate).flat()),
    );
    expect(doctors.find((d) => d.doctorId === 'DR01')).toMatchObject({
      doctorName: '陈建国',
      doctorTitle: '知名专家',
    });
    expect(zh.noonList.map((n) => n.caption)).toContain('上午 08:00-12:00');

    const en = scheduleResponseSchema.parse(await get(q, EN));
    const enDoctors = flatten(en.scheduleList).flatMap((d) =>
      Object.values(d.noonMap).flatMap((byDate) => Object.values(byDate).flat()),
    );
    expect(enDoctors.find((d) => d.doctorId === 'DR01')).toMatchObject({
      doctorName: 'Chen Jianguo',
      doctorTitle: 'well-known expert',
    });
    expect(flatten(en.scheduleList).find((d) => d.id === '11')?.name).toBe('Cardiology');
  });

  it('title-by-fee titles (1003) read in Chinese too', async () => {
    const q = `/hospital/api/snScheduleSync/web/all?hosId=1003&hosArea=1&businessType=4&start=${MON}&end=${SUN}`;
    const zh = scheduleResponseSchema.parse(await get(q, ZH));
    const titles = new Set(
      flatten(zh.scheduleList)
        .flatMap((d) => Object.values(d.noonMap).flatMap((byDate) => Object.values(byDate).flat()))
        .map((d) => d.doctorTitle),
    );
    expect(titles.size).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/\p{Script=Han}/u);
  });

  it('department introduction, doctor list, detail, sessions, choose-doctor and search', async () => {
    expect(
      await get('/hospital/api/snDeptSync/app/single/info?hosId=1001&deptId=12', ZH),
    ).toMatchObject({ deptName: '消化内科', deptIntroduce: expect.stringContaining('无痛胃镜') });
    // No introduction stays none (the page says 'no department introduction') in every language.
    expect(
      await get('/hospital/api/snDeptSync/app/single/info?hosId=1001&deptId=112', ZH),
    ).toMatchObject({ deptName: '高血压门诊', deptIntroduce: null });

    const list = (
      (await get('/hospital/api/snDoctorInfo/app/list?hosId=1001&deptId=12', ZH)) as unknown[]
    ).map((d) => doctorInfoSchema.parse(d));
    expect(list.map((d) => d.doctorName).sort()).toEqual(['孙浩', '赵云'].sort());
    expect(list.find((d) => d.doctorId === 'DR04')).toMatchObject({
      doctorTitle: '主治医师',
      deptName: '消化内科',
      doctorSkill: '无痛胃镜、炎症性肠病',
    });

    const detail = doctorInfoSchema.parse(
      await get('/hospital/api/netExt/doc/info?hosId=1003&doctorId=DR01', ZH),
    );
    expect(detail).toMatchObject({ doctorName: '宋国强', deptName: '冠心病科' });
    // A doctor without a specialty keeps none.
    expect(
      doctorInfoSchema.parse(
        await get('/hospital/api/netExt/docSync/info?hosId=1001&doctorId=DR03', ZH),
      ).doctorSkill,
    ).toBeNull();

    const sessions = (
      (await get(
        `/hospital/api/snDoctorSync/app/single/list?hosId=1001&doctorId=DR01&start=${MON}&end=${SUN}`,
        ZH,
      )) as unknown[]
    ).map((s) => scheduleEntrySchema.parse(s));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]).toMatchObject({
      doctorName: '陈建国',
      deptName: '心血管内科',
      doctorTitle: '知名专家',
    });

    // At 1002 'choose doctor' is the root page, signed in (docs/function-access.md).
    const at1002 = (await registerUser(t.app, hosIdOf('1002'))).token;
    const choose = chooseDoctorResponseSchema.parse(
      await get('/hospital/api/snDoctorSync/app/choose/list?hosId=1002', {
        ...ZH,
        ...bearer(at1002),
      }),
    );
    expect(choose.departments.length).toBeGreaterThan(0);
    for (const d of choose.departments) expect(d.deptName).toMatch(/\p{Script=Han}/u);
    for (const title of choose.titles) expect(title).toMatch(/\p{Script=Han}/u);

    // A patient finds a doctor by the name they read, in either language, and sees it in theirs.
    const byChinese = searchResultSchema.parse(
      await get(`/search/api/doctor?hosId=1001&dynamic=${encodeURIComponent('陈建国')}`, ZH),
    );
    expect(byChinese.doctors.map((d) => [d.doctorId, d.doctorName])).toEqual([['DR01', '陈建国']]);
    const byEnglish = searchResultSchema.parse(
      await get('/search/api/doctor?hosId=1001&dynamic=Chen%20Jianguo', ZH),
    );
    expect(byEnglish.doctors.map((d) => d.doctorName)).toEqual(['陈建国']);
    const depts = searchResultSchema.parse(
      await get(`/search/api/doctor?hosId=1001&dynamic=${encodeURIComponent('心律')}`, ZH),
    );
    expect(depts.departments).toContainEqual({
      deptId: '111',
      deptName: '心律失常门诊',
      parentName: '心血管内科',
    });
  });

  it('appointment records name the department and doctor in the reader’s language', async () => {
    const u = await registerUser(t.app, hosIdOf('1001'));
    const patientId = await addPatientOk(t.app, u.token, hosIdOf('1001'), {
      certNo: idCard('19880512'),
    });
    const { appointId } = await insertAppointmentRow(t.db, hosIdOf('1001'), {
      userId: u.userId,
      patientId,
      session: { doctorId: 'DR04', deptId: '12', date: localDate(3) },
    });
    const records = async (headers: Record<string, string>) =>
      (
        await getAs(t.app, '/appointment/api/record/list?hosId=1001', {
          headers: { ...bearer(u.token), ...headers },
        })
      ).json().data as {
        appointId: string;
        deptName: string;
        doctorName: string;
        doctorTitle: string;
      }[];
    expect((await records(ZH)).find((r) => r.appointId === appointId)).toMatchObject({
      deptName: '消化内科',
      doctorName: '赵云',
      doctorTitle: '主治医师',
    });
    expect((await records(EN)).find((r) => r.appointId === appointId)).toMatchObject({
      deptName: 'Gastroenterology',
      doctorName: 'Zhao Yun',
    });
    const one = await getAs(
      t.app,
      `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
      { headers: { ...bearer(u.token), ...ZH } },
    );
    expect(one.json().data).toMatchObject({ deptName: '消化内科', doctorName: '赵云' });
  });

  it('the QR pay page names the visit in the booker’s language', async () => {
    const f = qrFixtures(t);
    const u = await f.payer();
    const appointId = await f.book(u);
    const res = await t.app.inject({
      method: 'POST',
      url: '/payservice/api/pcRegisterScanQR',
      payload: { hosId: '1001', appointId },
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID(), ...ZH },
    });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    const token = (res.json().data.Data as string).split('/').pop()!;
    const scan = await t.app.inject({ method: 'GET', url: `/paygateway/api/scan/${token}` });
    expect(scan.json().data.subject).toMatch(/^挂号费 · 消化内科 · \d{4}-\d{2}-\d{2}$/);
  });
});

describe('seeding the translations (apps/server/demo/<hosId>/zh-CN.json)', () => {
  const seedAgain = () =>
    seedDemoHospitals(
      t.db,
      createAdapters(testEnv(), t.db).his,
      staffTotpSealer(testEnv().STAFF_TOTP_KEY),
    );
  const doctorTranslations = () =>
    t.db
      .selectFrom('content_translation')
      .select('ref')
      .where('hos_id', '=', hosIdOf('1003'))
      .where('kind', '=', 'doctor')
      .execute();

  it('a start with the same demo files tops nothing up: a row deleted by hand stays deleted', async () => {
    expect((await doctorTranslations()).length).toBeGreaterThan(0);
    await t.db
      .deleteFrom('content_translation')
      .where('hos_id', '=', hosIdOf('1003'))
      .where('kind', '=', 'doctor')
      .execute();
    expect(await seedAgain()).toEqual([]);
    expect(await doctorTranslations()).toEqual([]);
  });

  it('a demo hospital loaded by a version without its translations gets the ones it lacks; a row edited by hand is kept', async () => {
    const rows = () =>
      t.db
        .selectFrom('content_translation')
        .select(['kind', 'ref', 'field', 'text'])
        .where('hos_id', '=', hosIdOf('1002'))
        .where('lang', '=', 'zh-CN');
    const seeded = await rows().execute();
    expect(seeded.length).toBeGreaterThan(100);
    await t.db
      .deleteFrom('content_translation')
      .where('hos_id', '=', hosIdOf('1002'))
      .where('kind', '=', 'doctor')
      .execute();
    await t.db
      .updateTable('content_translation')
      .set({ text: '阳光儿童医院（本院编辑）' })
      .where('hos_id', '=', hosIdOf('1002'))
      .where('kind', '=', 'hospital')
      .where('field', '=', 'hosName')
      .execute();

    // A version before the top-up's fingerprint left none.
    await t.db.deleteFrom('demo_seed').where('hos_id', '=', hosIdOf('1002')).execute();

    expect(await seedAgain(), 'no hospital is loaded again').toEqual([]);
    const after = await rows().execute();
    expect(after).toHaveLength(seeded.length);
    expect(
      after.find((r) => r.kind === 'doctor' && r.ref === 'DR01' && r.field === 'doctorName')?.text,
    ).toBe('李晓梅');
    expect(after.find((r) => r.kind === 'hospital')?.text).toBe('阳光儿童医院（本院编辑）');
  });
});
