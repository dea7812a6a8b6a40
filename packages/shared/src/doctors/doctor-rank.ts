/**
 * Doctor ordering rules: title rank, fee grade and the title-by-fee mapping.
 * Fees here are integer fen like all money in the portal (docs/architecture.md#money-is-integer-fen); the product quotes them in yuan,
 * so every table below is written as `yuan * 100`.
 */

/** The canonical (English) titles; titles also arrive in Chinese from the HIS and are mapped onto these. */
export const DoctorTitle = {
  WELL_KNOWN_EXPERT: 'well-known expert',
  CHIEF: 'chief physician',
  ASSOCIATE_CHIEF: 'associate chief physician',
  ATTENDING: 'attending physician',
  RESIDENT: 'resident physician',
} as const;
export type DoctorTitle = (typeof DoctorTitle)[keyof typeof DoctorTitle];

/** Rank for any title not in the table: sorts after every known title. */
export const OTHER_TITLE_RANK = 9999;

const TITLE_RANK: Readonly<Record<string, number>> = {
  [DoctorTitle.WELL_KNOWN_EXPERT]: 0,
  [DoctorTitle.CHIEF]: 1,
  [DoctorTitle.ASSOCIATE_CHIEF]: 2,
  [DoctorTitle.ATTENDING]: 3,
  [DoctorTitle.RESIDENT]: 4,
  知名专家: 0,
  主任医师: 1,
  副主任医师: 2,
  主治医师: 3,
  住院医师: 4,
};

/** Doctor title ranking (lower sorts first). English titles match case-insensitively. */
export function titleRank(title: string | null | undefined): number {
  const key = title?.trim().toLowerCase() ?? '';
  return Object.hasOwn(TITLE_RANK, key) ? (TITLE_RANK[key] ?? OTHER_TITLE_RANK) : OTHER_TITLE_RANK;
}

const yuan = (amount: number) => amount * 100;

/** Fee grades, in fen: 600/300/200/100 yuan → 4, 35 → 3, 25 → 2, everything else 1. */
export function feeGrade(regFeeFen: number | null | undefined): 1 | 2 | 3 | 4 {
  switch (regFeeFen) {
    case yuan(600):
    case yuan(300):
    case yuan(200):
    case yuan(100):
      return 4;
    case yuan(35):
      return 3;
    case yuan(25):
      return 2;
    case null:
    case undefined:
    default:
      return 1;
  }
}

export type FeeTitle =
  'well-known expert' | 'chief physician' | 'associate chief physician' | 'ordinary number';

/**
 * Title-by-fee mapping (used when a hospital enables it): 100/200/300 yuan → well-known expert,
 * 28 and 31 → chief, 21 → associate chief, below 21 → ordinary number. Any other fee, a negative or a
 * non-number has no mapped title (null) and the doctor's own title is shown.
 */
export function titleByFee(regFeeFen: number | null | undefined): FeeTitle | null {
  if (typeof regFeeFen !== 'number' || !Number.isFinite(regFeeFen) || regFeeFen < 0) return null;
  if ([yuan(100), yuan(200), yuan(300)].includes(regFeeFen)) return DoctorTitle.WELL_KNOWN_EXPERT;
  if (regFeeFen === yuan(28) || regFeeFen === yuan(31)) return DoctorTitle.CHIEF;
  if (regFeeFen === yuan(21)) return DoctorTitle.ASSOCIATE_CHIEF;
  if (regFeeFen < yuan(21)) return 'ordinary number';
  return null;
}

export interface RankedDoctor {
  doctorName?: string | null;
  doctorTitle?: string | null;
  /** Registration fee in fen. */
  regFee?: number | null;
}

/** Chinese names sort by pinyin under the zh-CN collation; Latin names sort alphabetically. */
const nameCollator = new Intl.Collator('zh-CN');

/** Sort order for doctor lists: title rank ascending, then fee grade descending, then name. */
export function compareDoctors(a: RankedDoctor, b: RankedDoctor): number {
  return (
    titleRank(a.doctorTitle) - titleRank(b.doctorTitle) ||
    feeGrade(b.regFee) - feeGrade(a.regFee) ||
    nameCollator.compare(a.doctorName ?? '', b.doctorName ?? '')
  );
}
