import { expect, it } from 'vitest';
import { addDays, zonedInstant, type HosId } from '@portal/shared';
import type {
  HisFilmModality,
  HisFilms,
  HisFilmSeries,
  HisFilmStudy,
} from '../../src/his/films.ts';
import type { HisPerson } from '../../src/his/his.ts';
import { contractDays, expectPagesCoverOnce } from './contract-days.ts';

/**
 * The cloud-film part of the HIS contract: what any HisAdapter's `films` must do. A runner loads
 * `filmContractData` into its HIS (the sandbox through its loader, naming files it ships), then calls
 * `filmContract` inside a describe block; the suite asserts only through the interface.
 */
/** A study as the contract states it: its series with the files of their images, the counts left to the implementation. */
export type ContractFilmStudy = Omit<HisFilmStudy, 'seriesCount' | 'imageCount' | 'series'> & {
  series: (Omit<HisFilmSeries, 'imageIds'> & { images: { imageId: string; fileName: string }[] })[];
};

export interface FilmContractData {
  tag: string;
  person: HisPerson;
  other: HisPerson;
  studies: ContractFilmStudy[];
  base: string;
}

const MODALITIES: HisFilmModality[] = ['DX', 'CT', 'MR', 'US'];
const FILES: Record<HisFilmModality, string> = {
  DX: 'chest-dx-pa.png',
  CT: 'chest-ct-1.png',
  MR: 'knee-mr-1.png',
  US: 'abdomen-us.png',
  MG: 'chest-dx-pa.png',
};

/**
 * For `person`: eight studies on days 0–7 (modalities in turn, two of them at the same instant; CT with two series),
 * and two at the edges of day 20 (local midnight and one second before the next); for `other`: two of their own.
 */
export function filmContractData(
  tag: string,
  timeZone: string,
  base = '2024-05-06',
): FilmContractData {
  const person: HisPerson = { certType: 1, certNo: `FILMCT-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `FILMCT-${tag}-B` };
  const at = (day: number, hm: string) => zonedInstant(addDays(base, day), hm, timeZone);
  const study = (
    id: string,
    who: HisPerson,
    modality: HisFilmModality,
    studyAt: Date,
  ): ContractFilmStudy => {
    const studyId = `${tag}-${id}`;
    const series = (seriesNo: number, n: number) => ({
      seriesNo,
      description: `Series ${seriesNo}`,
      images: Array.from({ length: n }, (_, k) => ({
        imageId: `${studyId}-${seriesNo}-${k + 1}`,
        fileName: FILES[modality],
      })),
    });
    return {
      studyId,
      accessionNo: `ACC-${studyId}`,
      person: who,
      patientName: who === person ? 'Contract Alpha' : 'Contract Beta',
      modality,
      bodyPart: modality === 'MR' ? 'Knee' : modality === 'US' ? 'Abdomen' : 'Chest',
      title: `${modality} study`,
      deptName: 'Radiology',
      doctorName: 'Contract Doctor',
      studyAt,
      findings: `Findings of ${id}.`,
      impression: `Impression of ${id}.`,
      radiologist: 'Contract Radiologist',
      reportedAt: new Date(studyAt.getTime() + 3_600_000),
      series: modality === 'CT' ? [series(1, 3), series(2, 2)] : [series(1, 2)],
    };
  };
  const studies: ContractFilmStudy[] = [
    ...Array.from({ length: 8 }, (_, day) =>
      study(`a-${day}`, person, MODALITIES[day % 4]!, at(day === 7 ? 6 : day, '10:00')),
    ),
    study('a-edge-start', person, 'DX', at(20, '00:00')),
    study('a-edge-end', person, 'DX', new Date(at(21, '00:00').getTime() - 1000)),
    study('b-1', other, 'CT', at(1, '11:00')),
    study('b-2', other, 'DX', at(2, '11:00')),
  ];
  return { tag, person, other, studies, base };
}

export interface FilmContractContext {
  films: HisFilms;
  hosId: HosId;
  otherHosId: HosId;
  timeZone: string;
  data: FilmContractData;
}

export function filmContract(ctx: () => FilmContractContext) {
  const c = () => ctx();
  const { period } = contractDays(ctx);
  const list = (
    person: HisPerson,
    q: {
      modality?: HisFilmModality;
      from?: number;
      to?: number;
      offset?: number;
      limit?: number;
    } = {},
  ) =>
    c().films.list(c().hosId, person, {
      modality: q.modality,
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });
  const mine = () => c().data.studies.filter((s) => s.person === c().data.person);

  it("films list: a person's studies newest first with their series and image counts, the total of the whole query", async () => {
    const page = await list(c().data.person);
    expect(page.total).toBe(mine().length);
    expect(new Set(page.items.map((s) => s.studyId))).toEqual(
      new Set(mine().map((s) => s.studyId)),
    );
    const times = page.items.map((s) => s.studyAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of page.items) {
      const source = mine().find((s) => s.studyId === item.studyId)!;
      expect(item).toMatchObject({
        accessionNo: source.accessionNo,
        modality: source.modality,
        bodyPart: source.bodyPart,
        title: source.title,
        seriesCount: source.series.length,
        imageCount: source.series.reduce((n, s) => n + s.images.length, 0),
      });
    }
  });

  it('films list: pages cover the list once each in the same order; past the end is empty with the same total', async () => {
    const all = (await list(c().data.person)).items.map((s) => s.studyId);
    await expectPagesCoverOnce(all, [1, 3, 4], async (offset, limit) =>
      (await list(c().data.person, { offset, limit })).items.map((s) => s.studyId),
    );
    expect(await list(c().data.person, { offset: all.length + 5, limit: 10 })).toEqual({
      items: [],
      total: all.length,
    });
  });

  it("films list: whole days of the hospital's calendar, both ends included; filters by modality; never another person's", async () => {
    const ids = async (q: Parameters<typeof list>[1]) =>
      (await list(c().data.person, q)).items
        .map((s) => s.studyId.slice(c().data.tag.length + 1))
        .sort();
    expect(await ids({ from: 20, to: 20 })).toEqual(['a-edge-end', 'a-edge-start']);
    expect(await ids({ from: 21, to: 30 })).toEqual([]);
    expect(await ids({ from: 6, to: 6 })).toEqual(['a-6', 'a-7']);
    expect(await ids({ modality: 'CT', to: 10 })).toEqual(['a-1', 'a-5']);
    expect(await ids({ modality: 'MG' })).toEqual([]);
    const theirs = (await list(c().data.other)).items.map((s) => s.studyId);
    expect(theirs).toHaveLength(2);
    expect(theirs.filter((id) => mine().some((s) => s.studyId === id))).toEqual([]);
    expect(await list({ certType: 1, certNo: `${c().data.person.certNo}-nobody` })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('films get: the study with its report, series in order and the person; undefined when unknown or at another hospital', async () => {
    const { films, hosId, otherHosId, data } = c();
    for (const source of [mine()[1]!, data.studies.find((s) => s.person === data.other)!]) {
      const got = (await films.get(hosId, source.studyId))!;
      expect(got).toMatchObject({
        studyId: source.studyId,
        person: source.person,
        patientName: source.patientName,
        modality: source.modality,
        findings: source.findings,
        impression: source.impression,
        radiologist: source.radiologist,
        seriesCount: source.series.length,
      });
      expect(got.studyAt.getTime()).toBe(source.studyAt.getTime());
      expect(got.reportedAt?.getTime()).toBe(source.reportedAt?.getTime());
      expect(got.series).toEqual(
        source.series.map((s) => ({
          seriesNo: s.seriesNo,
          description: s.description,
          imageIds: s.images.map((i) => i.imageId),
        })),
      );
    }
    expect(await films.get(hosId, 'no-such-study')).toBeUndefined();
    expect(await films.get(otherHosId, mine()[0]!.studyId)).toBeUndefined();
  });

  it("films image: the bytes and type of a study's image; undefined for another study's image, an unknown id or another hospital", async () => {
    const { films, hosId, otherHosId } = c();
    const [first, second] = [mine()[0]!, mine()[1]!];
    const imageId = first.series[0]!.images[0]!.imageId;
    const image = (await films.image(hosId, first.studyId, imageId))!;
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(await films.image(hosId, second.studyId, imageId)).toBeUndefined();
    expect(await films.image(hosId, first.studyId, 'no-such-image')).toBeUndefined();
    expect(await films.image(otherHosId, first.studyId, imageId)).toBeUndefined();
  });
}
