import { describe, expect, it } from 'vitest';
import { hosIdOf, type HosId } from '@portal/shared';
import type { SettingContent, SettingKind } from '@portal/shared/console';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * The settings editors end to end (docs/hospital-settings.md): each kind saved, read back and answered by the
 * patient call right after; versions, conflicts, restore, refusals, audit rows; hospital onboarding.
 */
const t = useTestApp(() => createTestApp());
const H1001 = hosIdOf('1001');
const H1002 = hosIdOf('1002');
const H1003 = hosIdOf('1003');
const H2001 = hosIdOf('2001');

const settingUrl = (hosId: HosId, kind: SettingKind) =>
  `/console/api/hospitals/${hosId}/settings/${kind}`;

async function read<K extends SettingKind>(s: StaffSession, hosId: HosId, kind: K) {
  const res = await consoleInject(t.app, s, { method: 'GET', url: settingUrl(hosId, kind) });
  expect(res.json(), `getSetting ${hosId} ${kind}`).toMatchObject({ code: 0 });
  return res.json().data as { version: number; content: SettingContent[K] };
}

function put(
  s: StaffSession,
  hosId: HosId,
  kind: SettingKind,
  baseVersion: number,
  content: unknown,
) {
  return consoleInject(t.app, s, {
    method: 'PUT',
    url: settingUrl(hosId, kind),
    payload: { baseVersion, content },
  });
}

/** Reads the kind, changes it with `edit`, saves it on top of the version read; answers the saved setting. */
async function edit<K extends SettingKind>(
  s: StaffSession,
  hosId: HosId,
  kind: K,
  change: (c: SettingContent[K]) => void,
) {
  const before = await read(s, hosId, kind);
  const content = structuredClone(before.content);
  change(content);
  const res = await put(s, hosId, kind, before.version, content);
  expect(res.json(), `saveSetting ${hosId} ${kind}`).toMatchObject({ code: 0 });
  return res.json().data as { version: number; content: SettingContent[K] };
}

const patient = (url: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

const editorOf = (hosId: HosId) => signInStaff(t.app, { role: 'editor', hosId });

function auditRows(hosId: HosId | null, action: string) {
  let q = t.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  q = hosId === null ? q.where('hos_id', 'is', null) : q.where('hos_id', '=', hosId);
  return q.orderBy('id').execute();
}

describe('each kind is saved, read back and answered to patients at once', () => {
  it('facts: names, address, hotline, visiting hours and time zone', async () => {
    const s = await editorOf(H1002);
    const saved = await edit(s, H1002, 'facts', (f) => {
      f.names = { 'en-US': 'Sunshine Children’s Hospital', 'zh-CN': '阳光儿童医院（新）' };
      f.address = { 'en-US': '201 Sunshine Road', 'zh-CN': '阳光路201号' };
      f.hotline = '0571-86660000';
      f.visitingHours = { 'en-US': 'Daily 08:00-17:00', 'zh-CN': '每日08:00-17:00' };
      f.timeZone = 'Asia/Urumqi';
    });
    expect((await read(s, H1002, 'facts')).content).toEqual(saved.content);
    expect(saved.content.hotline).toBe('0571-86660000');

    const zh = (await patient('/hospital/api/hospital/info/1002', 'zh-CN')).json().data;
    const en = (await patient('/hospital/api/hospital/info/1002')).json().data;
    expect([zh.hosName, en.hosName]).toEqual([
      '阳光儿童医院（新）',
      'Sunshine Children’s Hospital',
    ]);
    expect(en.timeZone).toBe('Asia/Urumqi');
    const footer = (await patient('/hospital/api/digital/list?hosId=1002&typeKey=footer', 'zh-CN'))
      .json()
      .data.map((d: { content: string }) => d.content);
    expect(footer.slice(0, 3)).toEqual(['阳光路201号', '0571-86660000', '每日08:00-17:00']);
    const config = await t.app.inject({
      method: 'POST',
      url: '/platform/api/config/list',
      payload: { hosId: '1002', configType: 'GLOBAL' },
    });
    expect(config.json().data).toContainEqual(
      expect.objectContaining({ configKey: 'servicePhone', configValue: '0571-86660000' }),
    );
  });

  it('theme: the hospital answers the new colours right after the save', async () => {
    const s = await editorOf(H1001);
    await edit(s, H1001, 'theme', (th) => {
      th.main = '#0a4fb8';
    });
    const info = (await patient('/hospital/api/hospital/info/1001')).json().data;
    expect(info.theme.main).toBe('#0a4fb8');
  });

  it('functions: order, on and off, alias in both languages, menu groups and link parameters', async () => {
    const s = await editorOf(H1003);
    const saved = await edit(s, H1003, 'functions', (f) => {
      f.modules.reverse();
      f.modules[0]!.enabled = false;
      f.modules[1]!.alias = { 'en-US': 'Book now', 'zh-CN': '马上预约' };
      f.menu[0]!.title = { 'en-US': 'Visits', 'zh-CN': '就诊' };
      f.menu[0]!.items.reverse();
      f.menu[0]!.items[0]!.params = { deptId: 'D01', source: 'menu' };
    });
    const ids = saved.content.modules.map((m) => m.moduleId);
    const list = (await patient('/hospital/api/function/list?hosId=1003')).json().data;
    expect(list.map((m: { moduleId: string }) => m.moduleId)).toEqual(ids);
    expect(list[0].isUse).toBe('0');
    expect(list[1].alias).toBe('Book now');
    const zh = (await patient('/hospital/api/function/list?hosId=1003', 'zh-CN')).json().data;
    expect(zh[1].alias).toBe('马上预约');
    const menu = (await patient('/hospital/api/menu/list?hosId=1003')).json().data;
    expect(menu[0].title).toBe('Visits');
    expect(menu[0].sub.map((i: { id: string }) => i.id)).toEqual(
      saved.content.menu[0]!.items.map((i) => i.itemId),
    );
    expect(menu[0].sub[0].params).toEqual({ deptId: 'D01', source: 'menu' });
  });

  it('config: typed values, stored as the registry reads them', async () => {
    const s = await editorOf(H1003);
    const saved = await edit(s, H1003, 'config', (c) => {
      c.values.scheduleDays = 10;
      c.values.titleByFee = true;
      c.values.hotKeywords = ['cardiology', 'echo'];
    });
    expect(saved.content.values).toMatchObject({
      scheduleDays: 10,
      titleByFee: true,
      hotKeywords: ['cardiology', 'echo'],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/platform/api/config/list',
      payload: { hosId: '1003', configType: 'APPOINTMENT,SEARCH' },
    });
    const values = Object.fromEntries(
      res
        .json()
        .data.map((c: { configKey: string; configValue: string }) => [c.configKey, c.configValue]),
    );
    expect(values).toMatchObject({
      scheduleDays: '10',
      titleByFee: '1',
      hotKeywords: '["cardiology","echo"]',
    });
  });

  it('tips: every show and button type, answered by the tip call', async () => {
    const s = await editorOf(H1001);
    const text = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });
    await edit(s, H1001, 'tips', (c) => {
      c.tips.find((tip) => tip.tipId === 'home')!.title = text('Welcome back', '欢迎回来');
      c.tips.push({
        tipId: 'read-first',
        title: text('Read first', '请先阅读'),
        content: text('<p>Rules</p>', '<p>规则</p>'),
        showType: 2,
        url: 'https://example.org/rules',
        buttonContent: text('Agree', '同意'),
        buttonType: 2,
        beforeButtonContent: text('Scroll to the end', '请阅读至底部'),
      });
    });
    const home = (await patient('/messagemanager/api/hos_guide/note/1001/home')).json().data;
    expect(home.guideTitle).toBe('Welcome back');
    const added = (
      await patient('/messagemanager/api/hos_guide/note/1001/read-first', 'zh-CN')
    ).json().data;
    expect(added).toMatchObject({
      guideTitle: '请先阅读',
      showType: 2,
      showExt: { url: 'https://example.org/rules' },
      buttonType: 2,
      buttonExt: { beforeButtonContent: '请阅读至底部' },
    });
  });

  it('captions: overrides per language, answered by the catalogue call', async () => {
    const s = await editorOf(H1001);
    await edit(s, H1001, 'captions', (c) => {
      c['en-US'].FUNC001 = 'This service opens soon';
    });
    const res = await patient('/platform/api/messages/1001?lang=en-US');
    expect(res.json().data.messages.FUNC001).toBe('This service opens soon');
  });
});

describe('versions', () => {
  it('keeps the state before the console as version 1, lists versions and restores one', async () => {
    const s = await editorOf(H1002);
    const first = await read(s, H1002, 'captions');
    expect(first.version).toBe(0);
    const v2 = await edit(s, H1002, 'captions', (c) => {
      c['zh-CN'].FUNC001 = '暂未开放';
    });
    expect(v2.version).toBe(2);
    await edit(s, H1002, 'captions', (c) => {
      c['zh-CN'].FUNC001 = '即将开放';
    });
    const versions = await consoleInject(t.app, s, {
      method: 'GET',
      url: `${settingUrl(H1002, 'captions')}/versions`,
    });
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.json().data[2]).toMatchObject({ restoredFrom: null });

    const old = await consoleInject(t.app, s, {
      method: 'GET',
      url: `${settingUrl(H1002, 'captions')}/versions/1`,
    });
    expect(old.json().data.content).toEqual(first.content);

    const restored = await consoleInject(t.app, s, {
      method: 'POST',
      url: `${settingUrl(H1002, 'captions')}/versions/2/restore`,
    });
    expect(restored.json().data).toMatchObject({ version: 4, content: v2.content });
    const messages = (await patient('/platform/api/messages/1002?lang=zh-CN', 'zh-CN')).json();
    expect(messages.data.messages.FUNC001).toBe('暂未开放');
    const list = await consoleInject(t.app, s, {
      method: 'GET',
      url: `${settingUrl(H1002, 'captions')}/versions`,
    });
    expect(list.json().data[0]).toMatchObject({ version: 4, restoredFrom: 2 });

    const audit = await auditRows(H1002, 'settings.restore');
    expect(audit.at(-1)).toMatchObject({ staff_id: s.staff.staffId });
    expect(audit.at(-1)!.before).toMatchObject({ 'zh-CN': { FUNC001: '即将开放' } });
    expect(audit.at(-1)!.after).toMatchObject({ 'zh-CN': { FUNC001: '暂未开放' } });
  });

  it('refuses a save on top of a newer version (409) and changes nothing', async () => {
    const s = await editorOf(H1003);
    const start = await read(s, H1003, 'captions');
    await edit(s, H1003, 'captions', (c) => {
      c['en-US'].FUNC001 = 'First';
    });
    const late = await put(s, H1003, 'captions', start.version, {
      ...start.content,
      'en-US': { FUNC001: 'Second' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageKey: 'SETTINGS001' });
    const messages = (await patient('/platform/api/messages/1003?lang=en-US')).json();
    expect(messages.data.messages.FUNC001).toBe('First');
  });

  it('writes an audit row with the document before and after each save', async () => {
    const s = await editorOf(H1001);
    const before = await read(s, H1001, 'facts');
    const after = await edit(s, H1001, 'facts', (f) => {
      f.hotline = '0571-88880000';
    });
    const rows = await auditRows(H1001, 'settings.save');
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ staff_id: s.staff.staffId, target: `facts v${after.version}` });
    expect(row.before).toEqual(before.content);
    expect(row.after).toEqual(after.content);
  });
});

describe('refusals', () => {
  it('refuses invalid content, naming the field, and changes nothing', async () => {
    const s = await editorOf(H1001);
    const config = await read(s, H1001, 'config');
    const cases: [SettingKind, unknown, string][] = [
      [
        'config',
        { values: { ...config.content.values, scheduleDays: 'ten' } },
        'values.scheduleDays',
      ],
      ['config', { values: { ...config.content.values, madeUpKey: 1 } }, 'values'],
      ['captions', { 'en-US': { NOT_A_KEY: 'x' }, 'zh-CN': {} }, 'en-US.NOT_A_KEY'],
      ['theme', { main: 'blue' }, 'main'],
    ];
    for (const [kind, content, field] of cases) {
      const current = await read(s, H1001, kind);
      const res = await put(s, H1001, kind, current.version, content);
      expect(res.statusCode, `${kind} ${field}`).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: 'SETTINGS002', params: { field } });
      expect(await read(s, H1001, kind)).toEqual(current);
    }
    const functions = await read(s, H1001, 'functions');
    const dropped = { ...functions.content, modules: functions.content.modules.slice(1) };
    const res = await put(s, H1001, 'functions', functions.version, dropped);
    expect(res.json()).toMatchObject({
      messageKey: 'SETTINGS005',
      params: { id: functions.content.modules[0]!.moduleId },
    });
  });

  it('refuses a theme whose text would be hard to read, naming the token and ratio', async () => {
    const s = await editorOf(H1001);
    const theme = await read(s, H1001, 'theme');
    const res = await put(s, H1001, 'theme', theme.version, {
      ...theme.content,
      main: '#91caff',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'SETTINGS003',
      params: { token: 'main', against: 'white', needed: 4.5 },
    });
    expect(Number(res.json().params.ratio)).toBeLessThan(4.5);
    const info = (await patient('/hospital/api/hospital/info/1001')).json().data;
    expect(info.theme.main).toBe(theme.content.main);
  });

  it('refuses an editor of one hospital at another, and an auditor any save', async () => {
    const editor = await editorOf(H1001);
    const elsewhere = await consoleInject(t.app, editor, {
      method: 'GET',
      url: settingUrl(H1002, 'theme'),
    });
    expect(elsewhere.statusCode).toBe(403);

    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: H1001 });
    const theme = await read(auditor, H1001, 'theme');
    const res = await put(auditor, H1001, 'theme', theme.version, theme.content);
    expect(res.statusCode).toBe(403);
  });
});

describe('hospital onboarding', () => {
  it('creates a disabled hospital from a template, then shows it to patients once enabled', async () => {
    const admin = await signInStaff(t.app, { role: 'platformAdmin', hosId: null });
    const created = await consoleInject(t.app, admin, {
      method: 'POST',
      url: '/console/api/hospitals',
      payload: {
        hosId: '2001',
        names: { 'zh-CN': '西湖医院', 'en-US': 'West Lake Hospital' },
        timeZone: 'Asia/Shanghai',
        templateHosId: '1001',
      },
    });
    expect(created.json()).toMatchObject({
      code: 0,
      data: { hosId: '2001', hosName: '西湖医院', enabled: false, timeZone: 'Asia/Shanghai' },
    });
    const again = await consoleInject(t.app, admin, {
      method: 'POST',
      url: '/console/api/hospitals',
      payload: {
        hosId: '2001',
        names: { 'zh-CN': '甲', 'en-US': 'A' },
        timeZone: 'Asia/Shanghai',
        templateHosId: '1001',
      },
    });
    expect(again.json()).toMatchObject({ messageKey: 'SETTINGS006' });

    const ids = async () =>
      (await patient('/hospital/api/hospital/list'))
        .json()
        .data.map((h: { hosId: string }) => h.hosId);
    expect(await ids()).not.toContain('2001');

    const count = async (
      table: 'function_module' | 'tip' | 'static_caption' | 'his_doctor' | 'patient',
      hosId: HosId,
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('hos_id', '=', hosId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of ['function_module', 'tip', 'static_caption'] as const)
      expect(await count(table, H2001), table).toBe(await count(table, H1001));
    expect(await count('his_doctor', H2001)).toBe(0);
    expect(await count('patient', H2001)).toBe(0);

    const enabled = await consoleInject(t.app, admin, {
      method: 'PUT',
      url: '/console/api/hospitals/2001/enabled',
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ code: 0, data: { enabled: true } });
    expect(await ids()).toContain('2001');
    const en = (await patient('/hospital/api/hospital/list')).json().data;
    expect(en.find((h: { hosId: string }) => h.hosId === '2001').hosName).toBe(
      'West Lake Hospital',
    );
    const info = (await patient('/hospital/api/hospital/info/2001')).json().data;
    expect(info.theme).toEqual(
      (await patient('/hospital/api/hospital/info/1001')).json().data.theme,
    );

    expect(await auditRows(null, 'hospital.create')).toHaveLength(1);
    const enable = await auditRows(H2001, 'hospital.enable');
    expect(enable[0]).toMatchObject({ before: { enabled: false }, after: { enabled: true } });

    const all = await consoleInject(t.app, admin, { method: 'GET', url: '/console/api/hospitals' });
    expect(all.json().data.map((h: { hosId: string }) => h.hosId)).toContain('2001');
    const editor = await editorOf(H1001);
    const own = await consoleInject(t.app, editor, {
      method: 'GET',
      url: '/console/api/hospitals',
    });
    expect(own.json().data.map((h: { hosId: string }) => h.hosId)).toEqual(['1001']);
  });
});

describe('the logo', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const multipart = (name: string, bytes: Buffer) => {
    const boundary = '----settings-test-boundary';
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  };

  it('is uploaded, served to anyone and shown once the facts name it', async () => {
    const s = await editorOf(H1003);
    const body = multipart('logo.png', PNG);
    const res = await consoleInject(t.app, s, {
      method: 'POST',
      url: '/console/api/hospitals/1003/logo',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    const path = res.json().data.path as string;
    expect(path).toMatch(/^\/hospital\/api\/hospital\/1003\/logo\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Another hospital's path to it finds nothing.
    const elsewhere = await t.app.inject({ method: 'GET', url: path.replace('/1003/', '/1001/') });
    expect(elsewhere.statusCode).toBe(404);

    await edit(s, H1003, 'facts', (f) => {
      f.logo = path;
    });
    expect((await patient('/hospital/api/hospital/info/1003')).json().data.logo).toBe(path);

    const fake = multipart('logo.png', Buffer.from('<script>alert(1)</script>'));
    const refused = await consoleInject(t.app, s, {
      method: 'POST',
      url: '/console/api/hospitals/1003/logo',
      payload: fake.payload,
      headers: fake.headers,
    });
    expect(refused.json()).toMatchObject({ messageKey: 'UPLOAD002' });
  });
});
