import { describe, expect, it } from 'vitest';
import {
  OTHER_TITLE_RANK,
  compareDoctors,
  feeGrade,
  titleByFee,
  titleRank,
  type RankedDoctor,
} from './doctor-rank.ts';

describe('titleRank', () => {
  it.each([
    ['well-known expert', 0],
    ['chief physician', 1],
    ['associate chief physician', 2],
    ['attending physician', 3],
    ['resident physician', 4],
    ['知名专家', 0],
    ['主任医师', 1],
    ['副主任医师', 2],
    ['主治医师', 3],
    ['住院医师', 4],
    ['  Chief Physician ', 1],
  ])('%s → %i', (title, rank) => expect(titleRank(title)).toBe(rank));

  it('ranks anything else 9999', () => {
    expect(OTHER_TITLE_RANK).toBe(9999);
    for (const t of ['nurse', '', null, undefined, '主任', 'toString', '__proto__'])
      expect(titleRank(t)).toBe(9999);
  });
});

describe('feeGrade (fen)', () => {
  it.each([
    [60000, 4],
    [30000, 4],
    [20000, 4],
    [10000, 4],
    [3500, 3],
    [2500, 2],
    [600, 1],
    [0, 1],
    [2800, 1],
    [60001, 1],
    [Number.NaN, 1],
  ])('%i fen → %i', (fen, grade) => expect(feeGrade(fen)).toBe(grade));
  it('treats a missing fee as grade 1', () => {
    expect(feeGrade(null)).toBe(1);
    expect(feeGrade(undefined)).toBe(1);
  });
});

describe('titleByFee (fen)', () => {
  it.each([
    [10000, 'well-known expert'],
    [20000, 'well-known expert'],
    [30000, 'well-known expert'],
    [2800, 'chief physician'],
    [3100, 'chief physician'],
    [2100, 'associate chief physician'],
    [2099, 'ordinary number'],
    [1000, 'ordinary number'],
    [0, 'ordinary number'],
  ])('%i fen → %s', (fen, title) => expect(titleByFee(fen)).toBe(title));
  it.each([60000, 2500, 3500, 2200, 40000, -100, Number.NaN, Number.POSITIVE_INFINITY])(
    '%d fen → null',
    (fen) => expect(titleByFee(fen)).toBeNull(),
  );
  it('null for a missing fee', () => expect(titleByFee(null)).toBeNull());
});

describe('compareDoctors', () => {
  it('sorts by title rank, then fee grade descending, then name', () => {
    const doctors: RankedDoctor[] = [
      { doctorName: 'Zed', doctorTitle: 'nurse', regFee: 60000 },
      { doctorName: 'Bob', doctorTitle: 'chief physician', regFee: 2500 },
      { doctorName: 'Amy', doctorTitle: 'chief physician', regFee: 2500 },
      { doctorName: 'Cat', doctorTitle: '主任医师', regFee: 30000 },
      { doctorName: 'Dan', doctorTitle: 'chief physician', regFee: 1000 },
      { doctorName: 'Eve', doctorTitle: '知名专家', regFee: 0 },
    ];
    expect([...doctors].sort(compareDoctors).map((d) => d.doctorName)).toEqual([
      'Eve',
      'Cat',
      'Amy',
      'Bob',
      'Dan',
      'Zed',
    ]);
  });
  it('tolerates missing fields and is 0 for equal doctors', () => {
    expect(compareDoctors({}, {})).toBe(0);
    expect(compareDoctors({ doctorTitle: 'resident physician' }, {})).toBeLessThan(0);
    expect(compareDoctors({ doctorName: 'A' }, { doctorName: 'B' })).toBeLessThan(0);
  });
  it('orders Chinese names by pinyin', () => {
    const names = ['张伟', '李娜', '王芳'].map((doctorName) => ({ doctorName }));
    expect(names.sort(compareDoctors).map((d) => d.doctorName)).toEqual(['李娜', '王芳', '张伟']);
  });
});
