import type { HisFeeCategory } from '../fees.ts';

/**
 * What a simulated stay of the sandbox HIS charges on its n-th day (0 = the day of admission) — the same every
 * time, so tests and the demo see the same bill: the bed and nursing every day, the admission work-up on the first day,
 * an infusion with its drug every other day, a biochemistry panel every third day. Integer fen.
 */
export interface DayCharge {
  category: HisFeeCategory;
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  price: number;
}

export function chargesOfDay(n: number): DayCharge[] {
  const items: DayCharge[] = [
    {
      category: 'bed',
      name: 'Ward bed (three-bed room)',
      spec: '',
      quantity: 1,
      unit: 'day',
      price: 6_000,
    },
    {
      category: 'nursing',
      name: 'Grade II nursing care',
      spec: '',
      quantity: 1,
      unit: 'day',
      price: 3_500,
    },
  ];
  if (n === 0) {
    items.push({
      category: 'exam',
      name: 'Admission examination',
      spec: '',
      quantity: 1,
      unit: 'time',
      price: 28_000,
    });
    items.push({
      category: 'lab',
      name: 'Complete blood count',
      spec: '',
      quantity: 1,
      unit: 'test',
      price: 2_500,
    });
  }
  if (n % 2 === 1) {
    items.push({
      category: 'treatment',
      name: 'Intravenous infusion',
      spec: '',
      quantity: 1,
      unit: 'time',
      price: 1_500,
    });
    items.push({
      category: 'drug',
      name: 'Ceftriaxone sodium for injection',
      spec: '1 g',
      quantity: 2,
      unit: 'vial',
      price: 2_350,
    });
  }
  if (n % 3 === 2)
    items.push({
      category: 'lab',
      name: 'Blood biochemistry panel',
      spec: '',
      quantity: 1,
      unit: 'test',
      price: 12_000,
    });
  return items;
}

/** The part of `total` the medical insurance pays for an insurance type, rounded down to the fen. */
const INSURANCE_PERCENT: Record<string, number> = {
  employee: 70,
  resident: 50,
  new_rural: 50,
  self: 0,
};

export function insurancePart(total: number, insuranceType: string | null): number {
  const percent = INSURANCE_PERCENT[insuranceType ?? 'self'] ?? 0;
  return Math.floor((total * percent) / 100);
}
