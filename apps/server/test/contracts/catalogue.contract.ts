import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type { HisDepartment, HisDoctor, HisScheduleRule } from '../../src/his/catalogue.ts';
import type { HisAdapter } from '../../src/his/his.ts';
import { hosIdOf } from '@portal/shared';

/**
 * The HIS contract for the catalogue (docs/architecture.md#the-his-is-an-adapter), like fees.contract.ts: a runner loads
 * `catalogueContractData` into its HIS by its own means — `main` at `hosId`, `other` at `otherHosId`, hospitals of
 * their own that hold nothing else — then calls `catalogueContract` inside a describe block.
 */
export interface ContractCatalogue {
  departments: HisDepartment[];
  doctors: HisDoctor[];
  scheduleRules: HisScheduleRule[];
}
export interface CatalogueContractData {
  tag: string;
  main: ContractCatalogue;
  other: ContractCatalogue;
}

/**
 * `main`: a tree of four departments (two top-level, two children sharing a sort value, one introduction null), three
 * doctors (one stopped, one without picture or skill) and four weekly rules (Monday and Sunday, a free one, two areas
 * and business types). `other`: one department, doctor and rule with ids that also occur in `main`.
 */
export function catalogueContractData(tag: string): CatalogueContractData {
  const id = (n: string) => `${tag}${n}`;
  const dept = (
    n: string,
    parentId: string | null,
    sort: number,
    introduce: string | null = `About ${n}`,
  ): HisDepartment => ({
    deptId: id(n),
    parentId: parentId && id(parentId),
    deptName: `Department ${n}`,
    introduce,
    sort,
  });
  const doctor = (n: string, deptId: string, extra: Partial<HisDoctor> = {}): HisDoctor => ({
    doctorId: id(n),
    deptId: id(deptId),
    doctorName: `Doctor ${n}`,
    doctorTitle: 'chief physician',
    picture: `/pictures/${n}.svg`,
    skill: `Skill of ${n}`,
    isStop: false,
    ...extra,
  });
  const rule = (
    n: string,
    doctorId: string,
    deptId: string,
    weekday: number,
    extra: Partial<HisScheduleRule> = {},
  ): HisScheduleRule => ({
    ruleId: id(n),
    areaId: '1',
    businessType: '1',
    deptId: id(deptId),
    doctorId: id(doctorId),
    weekday,
    noonCode: '1',
    regFee: 1250,
    capacity: 12,
    ...extra,
  });
  return {
    tag,
    main: {
      departments: [
        dept('d1', null, 2),
        dept('d2', null, 1),
        dept('d3', 'd1', 1, null),
        dept('d4', 'd1', 1),
      ],
      doctors: [
        doctor('p1', 'd3'),
        doctor('p2', 'd3', { isStop: true, doctorTitle: 'resident physician' }),
        doctor('p3', 'd4', { picture: null, skill: null }),
      ],
      scheduleRules: [
        rule('r1', 'p1', 'd3', 1),
        rule('r2', 'p1', 'd3', 7, { noonCode: '2', regFee: 0, capacity: 1 }),
        rule('r3', 'p2', 'd3', 3, { areaId: '2', businessType: '2', regFee: 5000 }),
        rule('r4', 'p3', 'd4', 5, { capacity: 30 }),
      ],
    },
    other: {
      departments: [dept('d1', null, 0)],
      doctors: [doctor('p1', 'd1')],
      scheduleRules: [rule('r1', 'p1', 'd1', 2, { regFee: 900 })],
    },
  };
}

export interface CatalogueContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  data: CatalogueContractData;
}

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

export function catalogueContract(ctx: () => CatalogueContractContext) {
  it('departments: every department with its parent, introduction and sort, in display order (sort, then id)', async () => {
    const { his, hosId, data } = ctx();
    const got = await his.catalogue.departments(hosId);
    expect(got).toEqual(
      [...data.main.departments].sort(
        (a, b) => a.sort - b.sort || byKey<HisDepartment>((d) => d.deptId)(a, b),
      ),
    );
  });

  it('doctors: every doctor, stopped ones and those without picture or skill included', async () => {
    const { his, hosId, data } = ctx();
    const got = await his.catalogue.doctors(hosId);
    expect([...got].sort(byKey((d) => d.doctorId))).toEqual(data.main.doctors);
  });

  it('scheduleRules: every weekly rule, money as integer fen, weekday as a number', async () => {
    const { his, hosId, data } = ctx();
    const got = [...(await his.catalogue.scheduleRules(hosId))].sort(byKey((r) => r.ruleId));
    expect(got).toEqual(data.main.scheduleRules);
    for (const r of got) {
      expect(Number.isInteger(r.regFee)).toBe(true);
      expect(typeof r.weekday).toBe('number');
    }
  });

  it('each hospital answers its own catalogue; an unknown hospital has none', async () => {
    const { his, otherHosId, data } = ctx();
    expect(await his.catalogue.departments(otherHosId)).toEqual(data.other.departments);
    expect(await his.catalogue.doctors(otherHosId)).toEqual(data.other.doctors);
    expect(await his.catalogue.scheduleRules(otherHosId)).toEqual(data.other.scheduleRules);
    const nobody = hosIdOf('9999999999');
    expect([
      await his.catalogue.departments(nobody),
      await his.catalogue.doctors(nobody),
      await his.catalogue.scheduleRules(nobody),
    ]).toEqual([[], [], []]);
  });
}
