/**
 * What the built-in HIS's demo prescriptions and discharge medicine are made of (issue 12): real drugs with the
 * specifications, usual adult (or paediatric) doses, routes and frequencies found on Chinese outpatient prescriptions,
 * and typical retail prices per pack in fen. Grouped by the diagnosis they are prescribed for. Plain data;
 * demo-medicine.ts draws from it with a seeded generator.
 */
export interface Drug {
  name: string;
  /** As the pharmacy prints it. */
  spec: string;
  dose: string;
  doseUnit: string;
  route: string;
  frequency: string;
  /** Doses a day (0.5 = every other day); how many dispensing units one dose takes; units in one pack. */
  perDay: number;
  unitsPerDose: number;
  packSize: number;
  packUnit: string;
  /** Integer fen per pack. */
  price: number;
  /** What the patient is told on discharge. */
  advice: string;
}

const drug = (name: string, spec: string, dose: string, doseUnit: string, route: string, frequency: string, perDay: number, unitsPerDose: number,
  packSize: number, packUnit: string, price: number, advice: string): Drug => ({ name, spec, dose, doseUnit, route, frequency, perDay, unitsPerDose, packSize, packUnit, price, advice });

const ORAL = 'Oral';
export const DRUGS = {
  amlodipine: drug('Amlodipine besylate tablets', '5 mg × 28 tablets', '5', 'mg', ORAL, 'Once daily', 1, 1, 28, 'box', 3080, 'Take at the same time each morning; check your blood pressure at home and rise slowly from lying down.'),
  losartan: drug('Losartan potassium tablets', '50 mg × 7 tablets', '50', 'mg', ORAL, 'Once daily', 1, 1, 7, 'box', 2790, 'Take in the morning; avoid potassium supplements unless your doctor prescribes them.'),
  nifedipine: drug('Nifedipine controlled-release tablets', '30 mg × 7 tablets', '30', 'mg', ORAL, 'Once daily', 1, 1, 7, 'box', 3280, 'Swallow whole, do not chew or split; the empty tablet shell may appear in the stool.'),
  metoprolol: drug('Metoprolol succinate sustained-release tablets', '47.5 mg × 7 tablets', '47.5', 'mg', ORAL, 'Once daily', 1, 1, 7, 'box', 2380, 'Take in the morning; do not stop suddenly. See a doctor if your resting pulse is below 55.'),
  metformin: drug('Metformin hydrochloride tablets', '0.5 g × 48 tablets', '0.5', 'g', ORAL, 'Three times daily', 3, 1, 48, 'box', 1650, 'Take with or after meals to spare the stomach.'),
  acarbose: drug('Acarbose tablets', '50 mg × 30 tablets', '50', 'mg', ORAL, 'Three times daily', 3, 1, 30, 'box', 3890, 'Chew with the first mouthful of each meal.'),
  glargine: drug('Insulin glargine injection (pre-filled pen)', '3 mL : 300 IU × 1 pen', '12', 'IU', 'Subcutaneous injection', 'Once nightly', 1, 12, 300, 'pen', 17800, 'Inject at the same time each evening; rotate injection sites; keep unopened pens in the refrigerator.'),
  atorvastatin: drug('Atorvastatin calcium tablets', '20 mg × 7 tablets', '20', 'mg', ORAL, 'Once nightly', 1, 1, 7, 'box', 3430, 'Take in the evening; report unexplained muscle pain.'),
  aspirin: drug('Aspirin enteric-coated tablets', '100 mg × 30 tablets', '100', 'mg', ORAL, 'Once daily', 1, 1, 30, 'box', 1580, 'Take before breakfast; watch for black stools or unusual bleeding.'),
  clopidogrel: drug('Clopidogrel bisulfate tablets', '75 mg × 7 tablets', '75', 'mg', ORAL, 'Once daily', 1, 1, 7, 'box', 2080, 'Do not stop without asking your cardiologist, especially after a stent.'),
  isosorbide: drug('Isosorbide mononitrate sustained-release tablets', '40 mg × 24 tablets', '40', 'mg', ORAL, 'Once daily', 1, 1, 24, 'box', 2860, 'Take in the morning; a headache in the first days usually passes.'),
  omeprazole: drug('Omeprazole enteric-coated capsules', '20 mg × 14 capsules', '20', 'mg', ORAL, 'Twice daily', 2, 1, 14, 'box', 1860, 'Take half an hour before breakfast and dinner; swallow whole.'),
  mosapride: drug('Mosapride citrate tablets', '5 mg × 24 tablets', '5', 'mg', ORAL, 'Three times daily', 3, 1, 24, 'box', 3380, 'Take before meals.'),
  amoxicillin: drug('Amoxicillin capsules', '0.25 g × 24 capsules', '0.5', 'g', ORAL, 'Three times daily', 3, 2, 24, 'box', 1280, 'Finish the whole course even when you feel better.'),
  cefuroxime: drug('Cefuroxime axetil tablets', '0.25 g × 12 tablets', '0.25', 'g', ORAL, 'Twice daily', 2, 1, 12, 'box', 3260, 'Take after meals; no alcohol during and for a week after the course.'),
  ibuprofen: drug('Ibuprofen sustained-release capsules', '0.3 g × 20 capsules', '0.3', 'g', ORAL, 'Twice daily', 2, 1, 20, 'box', 1450, 'Take after meals, only while needed.'),
  ambroxol: drug('Ambroxol hydrochloride tablets', '30 mg × 20 tablets', '30', 'mg', ORAL, 'Three times daily', 3, 1, 20, 'box', 980, 'Take after meals and drink plenty of water.'),
  loratadine: drug('Loratadine tablets', '10 mg × 6 tablets', '10', 'mg', ORAL, 'Once daily', 1, 1, 6, 'box', 1890, 'May cause mild drowsiness.'),
  montelukast: drug('Montelukast sodium tablets', '10 mg × 5 tablets', '10', 'mg', ORAL, 'Once nightly', 1, 1, 5, 'box', 3150, 'Take in the evening.'),
  mometasone: drug('Mometasone furoate nasal spray', '50 μg × 140 sprays', '100', 'μg', 'Nasal spray', 'Once daily', 1, 2, 140, 'bottle', 7860, 'Two sprays in each nostril each morning; shake before use.'),
  levothyroxine: drug('Levothyroxine sodium tablets', '50 μg × 100 tablets', '50', 'μg', ORAL, 'Once daily', 1, 1, 100, 'box', 2590, 'Take on an empty stomach 30–60 minutes before breakfast.'),
  budesonideFormoterol: drug('Budesonide and formoterol inhaler', '160 μg/4.5 μg × 60 inhalations', '1', 'inhalation', 'Inhalation', 'Twice daily', 2, 1, 60, 'inhaler', 23800, 'Rinse your mouth with water after each use.'),
  tiotropium: drug('Tiotropium bromide inhalation powder', '18 μg × 30 capsules', '18', 'μg', 'Inhalation', 'Once daily', 1, 1, 30, 'box', 19650, 'Inhale through the device; do not swallow the capsules.'),
  // Children's forms: granules, suspensions, chewable tablets.
  amoxicillinGranules: drug('Amoxicillin granules', '0.125 g × 12 sachets', '0.25', 'g', ORAL, 'Three times daily', 3, 2, 12, 'box', 1060, 'Dissolve in warm water; finish the whole course.'),
  amoxiclavGranules: drug('Amoxicillin and clavulanate potassium granules', '228.5 mg × 12 sachets', '228.5', 'mg', ORAL, 'Twice daily', 2, 1, 12, 'box', 2980, 'Give at the start of a meal; finish the whole course.'),
  ibuprofenSuspension: drug('Ibuprofen suspension', '100 mL : 2 g × 1 bottle', '5', 'mL', ORAL, 'Every 6 hours when feverish', 3, 5, 100, 'bottle', 2150, 'Only for a temperature above 38.5 °C; at most 4 doses in 24 hours.'),
  ambroxolSolution: drug('Ambroxol hydrochloride oral solution', '100 mL : 0.6 g × 1 bottle', '5', 'mL', ORAL, 'Twice daily', 2, 5, 100, 'bottle', 1680, 'Give after meals.'),
  montelukastChewable: drug('Montelukast sodium chewable tablets', '4 mg × 5 tablets', '4', 'mg', ORAL, 'Once nightly', 1, 1, 5, 'box', 2900, 'Chew before bedtime.'),
  cetirizineDrops: drug('Cetirizine hydrochloride oral drops', '10 mL : 0.1 g × 1 bottle', '5', 'mg', ORAL, 'Once daily', 1, 0.5, 10, 'bottle', 2470, 'Give in the evening.'),
  probiotic: drug('Bifidobacterium triple viable powder', '1 g × 12 sachets', '1', 'g', ORAL, 'Twice daily', 2, 1, 12, 'box', 2360, 'Mix with lukewarm (not hot) water or milk.'),
} as const satisfies Record<string, Drug>;
export type DrugKey = keyof typeof DRUGS;

/** An outpatient diagnosis: who has it, which department treats it, and the drugs a prescription for it holds. */
export interface Condition {
  key: string;
  diagnosis: string;
  /** Departments (by a word in their name) whose doctors prescribe for it; others fall back to the person's usual doctors. */
  depts: readonly string[];
  /** Chronic: refilled every month or so for years; acute: an episode of a few days. */
  chronic: boolean;
  ages: readonly [number, number];
  /** For a chronic condition: the chance an adult of 50+ has it (halved below 50). For an acute one: episodes a year. */
  rate: number;
  /** Each alternative is one regimen; the generator keeps a person's regimen (chronic) or picks one per episode (acute). */
  regimens: readonly (readonly DrugKey[])[];
  /** Days of an acute course. */
  days?: readonly [number, number];
}

export const CONDITIONS: readonly Condition[] = [
  { key: 'htn', diagnosis: 'Essential hypertension', depts: ['Hypertension', 'Cardiology', 'Cardiac'], chronic: true, ages: [30, 120], rate: 0.55,
    regimens: [['amlodipine'], ['losartan'], ['nifedipine', 'metoprolol'], ['amlodipine', 'losartan']] },
  { key: 'dm', diagnosis: 'Type 2 diabetes mellitus', depts: ['Endocrinology'], chronic: true, ages: [35, 120], rate: 0.3,
    regimens: [['metformin'], ['metformin', 'acarbose'], ['metformin', 'glargine']] },
  { key: 'chd', diagnosis: 'Coronary heart disease; stable angina pectoris', depts: ['Coronary', 'Cardiology', 'Cardiac'], chronic: true, ages: [45, 120], rate: 0.25,
    regimens: [['aspirin', 'atorvastatin', 'metoprolol'], ['aspirin', 'atorvastatin', 'isosorbide']] },
  { key: 'lipid', diagnosis: 'Hyperlipidaemia', depts: ['Cardiology', 'Endocrinology', 'Preventive'], chronic: true, ages: [30, 120], rate: 0.35, regimens: [['atorvastatin']] },
  { key: 'thyroid', diagnosis: 'Hypothyroidism', depts: ['Endocrinology'], chronic: true, ages: [25, 120], rate: 0.12, regimens: [['levothyroxine']] },
  { key: 'uri', diagnosis: 'Acute upper respiratory tract infection', depts: ['Respiratory', 'Otorhinolaryngology'], chronic: false, ages: [14, 120], rate: 1.2,
    regimens: [['amoxicillin', 'ibuprofen'], ['cefuroxime', 'ambroxol'], ['ibuprofen', 'ambroxol']], days: [3, 7] },
  { key: 'bronchitis', diagnosis: 'Acute bronchitis', depts: ['Respiratory'], chronic: false, ages: [14, 120], rate: 0.4,
    regimens: [['cefuroxime', 'ambroxol'], ['amoxicillin', 'ambroxol', 'montelukast']], days: [5, 7] },
  { key: 'gastritis', diagnosis: 'Chronic superficial gastritis', depts: ['Gastroenterology'], chronic: false, ages: [18, 120], rate: 0.4,
    regimens: [['omeprazole', 'mosapride'], ['omeprazole']], days: [14, 28] },
  { key: 'rhinitis', diagnosis: 'Allergic rhinitis', depts: ['Otorhinolaryngology', 'Allergy'], chronic: false, ages: [14, 120], rate: 0.5,
    regimens: [['loratadine', 'mometasone'], ['montelukast', 'loratadine']], days: [7, 14] },
  { key: 'lumbar', diagnosis: 'Lumbar muscle strain', depts: ['Orthopaedics'], chronic: false, ages: [20, 120], rate: 0.25, regimens: [['ibuprofen']], days: [5, 7] },
  // Children.
  { key: 'uri-child', diagnosis: 'Acute upper respiratory tract infection', depts: ['Pediatric', 'Pediatrics'], chronic: false, ages: [0, 13], rate: 4,
    regimens: [['amoxicillinGranules', 'ibuprofenSuspension'], ['ambroxolSolution', 'ibuprofenSuspension'], ['amoxiclavGranules', 'ambroxolSolution']], days: [3, 7] },
  { key: 'cva-child', diagnosis: 'Cough variant asthma', depts: ['Pediatric Respiratory', 'Pediatric Allergy', 'Pediatrics'], chronic: false, ages: [2, 13], rate: 0.8,
    regimens: [['montelukastChewable'], ['montelukastChewable', 'cetirizineDrops']], days: [14, 28] },
  { key: 'gastro-child', diagnosis: 'Acute gastroenteritis', depts: ['Pediatric Gastroenterology', 'Pediatrics'], chronic: false, ages: [0, 13], rate: 0.7,
    regimens: [['probiotic']], days: [3, 5] },
];

/** An inpatient stay's discharge: the diagnosis and the medicines taken home, by the kind of ward (a word of its name). */
export interface DischargeTemplate { depts: readonly string[]; child: boolean; diagnosis: string; medicines: readonly DrugKey[]; days: number }

export const DISCHARGES: readonly DischargeTemplate[] = [
  { depts: ['Cardiology', 'Coronary', 'Cardiac', 'Heart', 'Arrhythmia', 'Hypertension'], child: false,
    diagnosis: 'Unstable angina pectoris; essential hypertension grade 2 (high risk)', medicines: ['aspirin', 'clopidogrel', 'atorvastatin', 'metoprolol', 'isosorbide'], days: 28 },
  { depts: ['Respiratory'], child: false, diagnosis: 'Acute exacerbation of chronic obstructive pulmonary disease',
    medicines: ['tiotropium', 'budesonideFormoterol', 'ambroxol', 'cefuroxime'], days: 14 },
  { depts: ['Endocrinology'], child: false, diagnosis: 'Type 2 diabetes mellitus with hyperglycaemia', medicines: ['metformin', 'glargine', 'acarbose', 'atorvastatin'], days: 30 },
  { depts: ['Gastroenterology', 'Surgery'], child: false, diagnosis: 'Duodenal ulcer with bleeding, after endoscopic haemostasis', medicines: ['omeprazole', 'mosapride', 'probiotic'], days: 28 },
  { depts: [], child: true, diagnosis: 'Community-acquired pneumonia', medicines: ['amoxiclavGranules', 'ambroxolSolution', 'montelukastChewable'], days: 7 },
];
