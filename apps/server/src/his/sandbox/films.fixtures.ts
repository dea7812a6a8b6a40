import type { Db } from '../../db/database.ts';
import type { ContractFilmStudy } from '../films.contract.ts';
import { filmContractData } from '../films.contract.ts';
import { insertFilmStudies } from './films-data.ts';

/** Tests' way into the sandbox HIS's imaging studies, written by the sandbox's own loader. */
export function insertTestFilms(db: Db, hosId: string, studies: ContractFilmStudy[]) {
  return insertFilmStudies(
    db,
    hosId,
    studies.map((s) => ({ ...s, certType: s.person.certType, certNo: s.person.certNo })),
  );
}

let runs = 0;
/**
 * One CT study (two series, five images) of a person, performed `at` (an hour ago by default); answers its id and
 * its first image's id.
 */
export async function insertFilmStudy(
  db: Db,
  hosId: string,
  person: { certType: number; certNo: string },
  at = new Date(Date.now() - 3_600_000),
) {
  const tag = `t${Date.now().toString(36)}${++runs}`;
  const study = {
    ...filmContractData(tag, 'Asia/Shanghai').studies[1]!,
    person,
    studyAt: at,
    reportedAt: new Date(at.getTime() + 60_000),
  };
  await insertTestFilms(db, hosId, [study]);
  return {
    studyId: study.studyId,
    imageId: study.series[0]!.images[0]!.imageId,
    imageIds: study.series.flatMap((s) => s.images.map((i) => i.imageId)),
  };
}
