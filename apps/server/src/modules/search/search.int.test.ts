import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { updateSandboxDoctor } from '../../../test/fixtures/his-sandbox/catalogue.fixtures.ts';
import { insertSandboxCatalogue } from '../../his/sandbox/seed-catalogue.ts';
import { syncTestCatalogue } from '../../../test/fixtures/catalogue/catalogue.fixtures.ts';
import { containsPattern } from './search.repository.ts';

/** /appointment/search: doctors by name, specialty or department, in the chosen business type and area. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/search/api/doctor?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json().data);
};
const ids = (r: { doctors: { doctorId: string }[] }) => r.doctors.map((d) => d.doctorId);
const text = (s: string) => encodeURIComponent(s);

describe('searchDoctor', () => {
  it('matches the doctor name, case-insensitively', async () => {
    expect(ids(await search(`hosId=1001&dynamic=${text('chen JIAN')}`))).toEqual(['DR01']);
  });

  it('matches the specialty', async () => {
    const r = await search(`hosId=1001&dynamic=gastroscopy`);
    expect(ids(r)).toEqual(['DR04']);
    expect(r.doctors[0]).toMatchObject({
      doctorName: 'Zhao Yun',
      deptName: 'Gastroenterology',
      doctorSkill: expect.stringContaining('gastroscopy'),
    });
  });

  it('matches the department name, listing its doctors (ordered by title) and the department', async () => {
    const r = await search(`hosId=1001&dynamic=gastro`);
    expect(ids(r)).toEqual(['DR05', 'DR04']);
    expect(r.departments).toEqual([
      { deptId: '12', deptName: 'Gastroenterology', parentName: 'Internal Medicine' },
    ]);
  });

  it('stays within the business type and area; the all-doctors type means every type', async () => {
    // Chen Jianguo holds expert (2) and special-needs (3) clinics in area 1 only.
    expect(ids(await search(`hosId=1001&dynamic=chen&businessType=3`))).toEqual(['DR01']);
    expect(ids(await search(`hosId=1001&dynamic=chen&businessType=1`))).toEqual([]);
    expect(ids(await search(`hosId=1001&dynamic=chen&businessType=4&hosArea=1`))).toEqual(['DR01']);
    expect(ids(await search(`hosId=1001&dynamic=chen&businessType=4&hosArea=3`))).toEqual([]);
    // Urology holds clinics in area 3 only: the department is offered there, not in area 1.
    expect(
      (await search(`hosId=1001&dynamic=urology&hosArea=3`)).departments.map((d) => d.deptId),
    ).toEqual(['23']);
    expect((await search(`hosId=1001&dynamic=urology&hosArea=1`)).departments).toEqual([]);
    // A parent department is offered when a department below it has clinics.
    expect(
      (await search(`hosId=1001&dynamic=internal&hosArea=1`)).departments.map((d) => d.deptId),
    ).toEqual(['10']);
  });

  it('takes % and _ literally', async () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(await search(`hosId=1001&dynamic=${text('%')}`)).toEqual({
      doctors: [],
      departments: [],
    });
    expect(await search(`hosId=1001&dynamic=${text('_')}`)).toEqual({
      doctors: [],
      departments: [],
    });
    expect(ids(await search(`hosId=1001&dynamic=${text('Chen%')}`))).toEqual([]);
    // A specialty that really contains a percent sign is found by it.
    await updateSandboxDoctor(t.db, hosIdOf('1003'), 'DR01', {
      skill: 'Reduces stent restenosis by 30% or more',
    });
    await syncTestCatalogue(t.db, hosIdOf('1003'));
    expect(ids(await search(`hosId=1003&dynamic=${text('30%')}`))).toEqual(['DR01']);
  });

  it('returns at most 50 doctors', async () => {
    await insertSandboxCatalogue(t.db, hosIdOf('1003'), {
      doctors: Array.from({ length: 60 }, (_, i) => ({
        doctorId: `BULK${i}`,
        deptId: '13',
        doctorName: `Bulkdoctor ${i}`,
        doctorTitle: 'resident physician',
        picture: null,
        skill: null,
        isStop: false,
      })),
    });
    await syncTestCatalogue(t.db, hosIdOf('1003'));
    expect((await search(`hosId=1003&dynamic=bulkdoctor`)).doctors).toHaveLength(50);
  });

  it("never finds another hospital's doctors; refuses empty text and disabled hospitals", async () => {
    expect(await search(`hosId=1002&dynamic=${text('Chen Jianguo')}`)).toEqual({
      doctors: [],
      departments: [],
    });
    expect(ids(await search(`hosId=1002&dynamic=${text('li xiaomei')}`))).toEqual(['DR01']);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/search/api/doctor?hosId=1001&dynamic=%20%20',
    });
    expect(empty.statusCode).toBe(400);
    const disabled = await t.app.inject({
      method: 'GET',
      url: '/search/api/doctor?hosId=1004&dynamic=a',
    });
    expect(disabled.json().messageKey).toBe('HOSPITAL002');
  });
});

describe('searchDoctor within the kinds the hospital offers (searchTypes)', () => {
  it('looks through specialties where the hospital offers keywords (1001), not where it does not (1002)', async () => {
    expect(ids(await search(`hosId=1001&dynamic=gastroscopy`))).toEqual(['DR04']);
    // 1002 searches doctors and departments only: 'Diarrhoea' is only in a specialty there.
    expect(await search(`hosId=1002&dynamic=diarrhoea`)).toEqual({ doctors: [], departments: [] });
    expect(ids(await search(`hosId=1002&dynamic=${text('zhou bin')}`))).toEqual(['DR05']);
    expect(
      (await search(`hosId=1002&dynamic=neonatology`)).departments.map((d) => d.deptId),
    ).toEqual(['13']);
  });

  it('looks through one kind when asked, and refuses a kind the hospital does not offer (SEARCH019)', async () => {
    // 1001 offers every kind: by doctor name only, a department's name finds no doctor and no department.
    expect(await search(`hosId=1001&dynamic=gastro&searchType=doctor`)).toEqual({
      doctors: [],
      departments: [],
    });
    expect(ids(await search(`hosId=1001&dynamic=gastroscopy&searchType=keyword`))).toEqual([
      'DR04',
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/search/api/doctor?hosId=1002&dynamic=diarrhoea&searchType=keyword',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('SEARCH019');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/search/api/doctor?hosId=1001&dynamic=a&searchType=hospital',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
