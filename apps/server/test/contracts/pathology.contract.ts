import { expect, it } from 'vitest';
import { addDays, zonedInstant, type HosId } from '@portal/shared';
import type { HisPerson } from '../../src/his/his.ts';
import type {
  HisPathology,
  HisPathologyMarker,
  HisPathologyResult,
} from '../../src/his/pathology.ts';
import { contractDays, expectPagesCoverOnce } from './contract-days.ts';

/**
 * The pathology part of the HIS contract: what any HisAdapter's `pathology` must do. A runner loads
 * `pathologyContractData` into its HIS, then calls `pathologyContract` inside a describe block; the suite asserts only
 * through the interface.
 */
export type ContractPathology = HisPathologyResult;

export interface PathologyContractData {
  tag: string;
  person: HisPerson;
  other: HisPerson;
  results: ContractPathology[];
  base: string;
}

/**
 * For `person`: six results on days 0–5 (two of them at the same instant, one with markers and no received time) and
 * two at the edges of day 20 (local midnight and one second before the next); for `other`: one of their own.
 */
export function pathologyContractData(
  tag: string,
  timeZone: string,
  base = '2024-03-04',
): PathologyContractData {
  const person: HisPerson = { certType: 1, certNo: `PATHCT-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `PATHCT-${tag}-B` };
  const at = (day: number, hm: string) => zonedInstant(addDays(base, day), hm, timeZone);
  const result = (
    id: string,
    who: HisPerson,
    reportedAt: Date,
    markers: HisPathologyMarker[] = [],
  ): ContractPathology => ({
    pathologyId: `${tag}-${id}`,
    pathologyNo: `S-${id}`,
    person: who,
    patientName: who === person ? 'Contract Alpha' : 'Contract Beta',
    deptName: 'General Surgery',
    doctorName: 'Contract Doctor',
    specimen: `Specimen ${id}`,
    specimenType: markers.length ? 'resection' : 'biopsy',
    receivedAt: markers.length ? null : new Date(reportedAt.getTime() - 3 * 86_400_000),
    reportedAt,
    grossDescription: `Gross of ${id}.`,
    microscopicDescription: `Microscopy of ${id}.`,
    diagnosis: `Diagnosis ${id}`,
    conclusion: `Conclusion ${id}.`,
    markers,
  });
  const results = [
    ...Array.from({ length: 6 }, (_, day) =>
      result(
        `a-${day}`,
        person,
        at(day === 5 ? 4 : day, '15:00'),
        day === 2
          ? [
              { name: 'Ki-67', result: '20% +' },
              { name: 'ER', result: '90% strong +' },
            ]
          : [],
      ),
    ),
    result('a-edge-start', person, at(20, '00:00')),
    result('a-edge-end', person, new Date(at(21, '00:00').getTime() - 1000)),
    result('b-1', other, at(1, '15:00')),
  ];
  return { tag, person, other, results, base };
}

export interface PathologyContractContext {
  pathology: HisPathology;
  hosId: HosId;
  otherHosId: HosId;
  timeZone: string;
  data: PathologyContractData;
}

export function pathologyContract(ctx: () => PathologyContractContext) {
  const c = () => ctx();
  const { period, short } = contractDays(ctx);
  const list = (
    person: HisPerson,
    q: { from?: number; to?: number; offset?: number; limit?: number } = {},
  ) =>
    c().pathology.list(c().hosId, person, {
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });
  const mine = () => c().data.results.filter((r) => r.person === c().data.person);

  it("pathology list: a person's results newest first with their summary, the total of the whole query", async () => {
    const page = await list(c().data.person);
    expect(page.total).toBe(mine().length);
    const times = page.items.map((r) => r.reportedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.items.map((r) => r.pathologyId))).toEqual(
      new Set(mine().map((r) => r.pathologyId)),
    );
    for (const item of page.items) {
      const source = mine().find((r) => r.pathologyId === item.pathologyId)!;
      expect(item).toEqual({
        pathologyId: source.pathologyId,
        reportedAt: source.reportedAt,
        deptName: source.deptName,
        doctorName: source.doctorName,
        specimen: source.specimen,
        specimenType: source.specimenType,
        diagnosis: source.diagnosis,
      });
    }
  });

  it('pathology list: pages cover the list once each in the same order; past the end is empty with the same total', async () => {
    const all = (await list(c().data.person)).items.map((r) => r.pathologyId);
    await expectPagesCoverOnce(all, [1, 3], async (offset, limit) =>
      (await list(c().data.person, { offset, limit })).items.map((r) => r.pathologyId),
    );
    expect(await list(c().data.person, { offset: all.length + 3, limit: 10 })).toEqual({
      items: [],
      total: all.length,
    });
  });

  it("pathology list: whole days of the hospital's calendar, both ends included; never another person's", async () => {
    const ids = async (q: Parameters<typeof list>[1]) =>
      (await list(c().data.person, q)).items.map((r) => short(r.pathologyId)).sort();
    expect(await ids({ from: 20, to: 20 })).toEqual(['a-edge-end', 'a-edge-start']);
    expect(await ids({ from: 21, to: 30 })).toEqual([]);
    expect(await ids({ from: 4, to: 4 })).toEqual(['a-4', 'a-5']);
    expect((await list(c().data.other)).items.map((r) => short(r.pathologyId))).toEqual(['b-1']);
    expect(await list({ certType: 1, certNo: `${c().data.person.certNo}-nobody` })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('pathology get: the result with its descriptions, markers in order and the person; undefined when unknown or at another hospital', async () => {
    const { pathology, hosId, otherHosId, data } = c();
    for (const source of [
      mine()[2]!,
      mine()[0]!,
      data.results.find((r) => r.person === data.other)!,
    ]) {
      const got = (await pathology.get(hosId, source.pathologyId))!;
      expect(got).toEqual({
        pathologyId: source.pathologyId,
        reportedAt: source.reportedAt,
        deptName: source.deptName,
        doctorName: source.doctorName,
        specimen: source.specimen,
        specimenType: source.specimenType,
        diagnosis: source.diagnosis,
        person: source.person,
        patientName: source.patientName,
        pathologyNo: source.pathologyNo,
        receivedAt: source.receivedAt,
        grossDescription: source.grossDescription,
        microscopicDescription: source.microscopicDescription,
        conclusion: source.conclusion,
        markers: source.markers,
      });
    }
    expect(await pathology.get(hosId, 'no-such-result')).toBeUndefined();
    expect(await pathology.get(otherHosId, mine()[0]!.pathologyId)).toBeUndefined();
  });
}
