import type { SandboxCharge } from './fees-data.ts';

/**
 * Demo prices (integer fen), the kind a city hospital in China charges: registration by the doctor's grade,
 * lab panels and exams by the report titles of demo-catalogue.ts (so a report has the fee that paid for it), common
 * outpatient drugs, treatments, and the daily items of an inpatient stay.
 */
export type Priced = Omit<SandboxCharge, 'quantity' | 'amount'>;

export const REGISTRATION: readonly Priced[] = [
  {
    category: 'registration',
    name: 'Ordinary outpatient registration',
    spec: 'Resident physician',
    unit: 'visit',
    price: 1000,
  },
  {
    category: 'registration',
    name: 'Specialist outpatient registration',
    spec: 'Attending physician',
    unit: 'visit',
    price: 2500,
  },
  {
    category: 'registration',
    name: 'Expert outpatient registration',
    spec: 'Chief physician',
    unit: 'visit',
    price: 5000,
  },
];

export const LAB_PRICES: Record<string, number> = {
  'Complete blood count': 2000,
  'Lipid panel': 4800,
  'Liver function': 6500,
  'Renal function': 4200,
  'Fasting glucose and HbA1c': 7200,
  'Thyroid function': 11000,
  Urinalysis: 1500,
};
export const EXAM_PRICES: Record<string, number> = {
  'Chest X-ray (PA view)': 8500,
  'Abdominal ultrasound': 15000,
  'Electrocardiogram (12-lead)': 2500,
  Gastroscopy: 38000,
};

/** Outpatient drugs with the packs a prescription usually gives. */
export const OUT_DRUGS: readonly (Priced & { packs: [number, number] })[] = [
  {
    category: 'drug',
    name: 'Amlodipine besylate tablets',
    spec: '5 mg × 28',
    unit: 'box',
    price: 3260,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Metformin hydrochloride tablets',
    spec: '0.5 g × 48',
    unit: 'box',
    price: 1980,
    packs: [1, 3],
  },
  {
    category: 'drug',
    name: 'Atorvastatin calcium tablets',
    spec: '20 mg × 7',
    unit: 'box',
    price: 4150,
    packs: [2, 4],
  },
  {
    category: 'drug',
    name: 'Omeprazole enteric capsules',
    spec: '20 mg × 14',
    unit: 'box',
    price: 2850,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Amoxicillin capsules',
    spec: '0.25 g × 24',
    unit: 'box',
    price: 1240,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Ibuprofen sustained-release capsules',
    spec: '0.3 g × 20',
    unit: 'box',
    price: 1650,
    packs: [1, 1],
  },
  {
    category: 'drug',
    name: 'Loratadine tablets',
    spec: '10 mg × 6',
    unit: 'box',
    price: 1830,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Compound licorice oral solution',
    spec: '100 mL',
    unit: 'bottle',
    price: 890,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Aspirin enteric-coated tablets',
    spec: '100 mg × 30',
    unit: 'box',
    price: 1560,
    packs: [1, 3],
  },
  {
    category: 'drug',
    name: 'Losartan potassium tablets',
    spec: '50 mg × 7',
    unit: 'box',
    price: 2740,
    packs: [2, 4],
  },
  {
    category: 'drug',
    name: 'Montelukast sodium chewable tablets',
    spec: '4 mg × 5',
    unit: 'box',
    price: 3120,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Erythromycin ointment',
    spec: '1% 10 g',
    unit: 'tube',
    price: 650,
    packs: [1, 1],
  },
];

export const TREATMENTS: readonly Priced[] = [
  { category: 'treatment', name: 'Intramuscular injection', spec: '', unit: 'time', price: 500 },
  { category: 'treatment', name: 'Nebulization', spec: '', unit: 'time', price: 1200 },
  { category: 'treatment', name: 'Dressing change (small)', spec: '', unit: 'time', price: 1800 },
  { category: 'treatment', name: 'Acupuncture', spec: 'Per session', unit: 'time', price: 4500 },
  {
    category: 'treatment',
    name: 'Physiotherapy (interferential current)',
    spec: '',
    unit: 'time',
    price: 3000,
  },
];

export const BED: Priced = {
  category: 'bed',
  name: 'Ward bed',
  spec: '3-bed room',
  unit: 'day',
  price: 5000,
};
export const NURSING_I: Priced = {
  category: 'nursing',
  name: 'Grade I nursing',
  spec: '',
  unit: 'day',
  price: 3500,
};
export const NURSING_II: Priced = {
  category: 'nursing',
  name: 'Grade II nursing',
  spec: '',
  unit: 'day',
  price: 2400,
};
export const ADMISSION: Priced = {
  category: 'treatment',
  name: 'Inpatient examination and assessment',
  spec: '',
  unit: 'time',
  price: 3000,
};
export const INFUSION: Priced = {
  category: 'treatment',
  name: 'Intravenous infusion',
  spec: 'First bottle',
  unit: 'time',
  price: 1500,
};
export const INFUSION_SET: Priced = {
  category: 'material',
  name: 'Disposable infusion set',
  spec: 'With precision filter',
  unit: 'set',
  price: 680,
};
export const MONITORING: Priced = {
  category: 'treatment',
  name: 'ECG monitoring',
  spec: '',
  unit: 'hour',
  price: 300,
};

export const IN_DRUGS: readonly (Priced & { doses: [number, number] })[] = [
  {
    category: 'drug',
    name: 'Sodium chloride injection',
    spec: '0.9% 250 mL',
    unit: 'bag',
    price: 520,
    doses: [1, 3],
  },
  {
    category: 'drug',
    name: 'Glucose injection',
    spec: '5% 250 mL',
    unit: 'bag',
    price: 560,
    doses: [1, 2],
  },
  {
    category: 'drug',
    name: 'Cefuroxime sodium for injection',
    spec: '0.75 g',
    unit: 'vial',
    price: 1380,
    doses: [2, 3],
  },
  {
    category: 'drug',
    name: 'Pantoprazole sodium for injection',
    spec: '40 mg',
    unit: 'vial',
    price: 2460,
    doses: [1, 2],
  },
  {
    category: 'drug',
    name: 'Low molecular weight heparin calcium injection',
    spec: '4100 IU',
    unit: 'vial',
    price: 3180,
    doses: [1, 2],
  },
  {
    category: 'drug',
    name: 'Potassium chloride sustained-release tablets',
    spec: '0.5 g',
    unit: 'tablet',
    price: 45,
    doses: [2, 6],
  },
  {
    category: 'drug',
    name: 'Metoprolol tartrate tablets',
    spec: '25 mg',
    unit: 'tablet',
    price: 38,
    doses: [2, 2],
  },
  {
    category: 'drug',
    name: 'Atorvastatin calcium tablets',
    spec: '20 mg',
    unit: 'tablet',
    price: 590,
    doses: [1, 1],
  },
  {
    category: 'drug',
    name: 'Aspirin enteric-coated tablets',
    spec: '100 mg',
    unit: 'tablet',
    price: 52,
    doses: [1, 1],
  },
];

/** A child (under 14) gets paediatric forms and doses, never an adult's chronic-disease drugs. */
export const CHILD_OUT_DRUGS: readonly (Priced & { packs: [number, number] })[] = [
  {
    category: 'drug',
    name: 'Amoxicillin granules',
    spec: '0.125 g × 12',
    unit: 'box',
    price: 1560,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Ibuprofen suspension',
    spec: '100 mL',
    unit: 'bottle',
    price: 1980,
    packs: [1, 1],
  },
  {
    category: 'drug',
    name: 'Montelukast sodium chewable tablets',
    spec: '4 mg × 5',
    unit: 'box',
    price: 3120,
    packs: [1, 2],
  },
  {
    category: 'drug',
    name: 'Ambroxol hydrochloride oral solution',
    spec: '100 mL',
    unit: 'bottle',
    price: 2250,
    packs: [1, 1],
  },
  {
    category: 'drug',
    name: 'Loratadine syrup',
    spec: '60 mL',
    unit: 'bottle',
    price: 2480,
    packs: [1, 1],
  },
  {
    category: 'drug',
    name: 'Oral rehydration salts III',
    spec: '5.125 g × 6',
    unit: 'box',
    price: 980,
    packs: [1, 2],
  },
];
export const CHILD_IN_DRUGS: readonly (Priced & { doses: [number, number] })[] = [
  {
    category: 'drug',
    name: 'Sodium chloride injection',
    spec: '0.9% 100 mL',
    unit: 'bag',
    price: 430,
    doses: [1, 2],
  },
  {
    category: 'drug',
    name: 'Amoxicillin and clavulanate potassium for injection',
    spec: '0.6 g',
    unit: 'vial',
    price: 1860,
    doses: [2, 3],
  },
  {
    category: 'drug',
    name: 'Budesonide suspension for inhalation',
    spec: '1 mg / 2 mL',
    unit: 'vial',
    price: 980,
    doses: [2, 2],
  },
  {
    category: 'drug',
    name: 'Ambroxol hydrochloride oral solution',
    spec: '5 mL',
    unit: 'dose',
    price: 120,
    doses: [2, 3],
  },
  {
    category: 'drug',
    name: 'Ibuprofen suspension',
    spec: '5 mL',
    unit: 'dose',
    price: 95,
    doses: [0, 2],
  },
];
