/**
 * What the built-in HIS's demo reports are made of: real lab panels with their analytes, units and adult
 * reference ranges (the Chinese clinical-laboratory reference intervals WS/T 404 and 405 where they apply), and exam
 * reports with findings and conclusions as a radiologist, sonographer, ECG reader or endoscopist writes them.
 * Plain data; demo-reports.ts draws from it with a seeded generator.
 */

/** A measured analyte: its range (sex-specific where the intervals differ) and a typical adult value and spread. */
export interface Analyte {
  code: string;
  name: string;
  unit: string;
  low: number | null;
  high: number | null;
  mean: number;
  sd: number;
  decimals: number;
  /** Women's interval and typical value, where they differ. */
  female?: { low: number | null; high: number | null; mean: number };
  /** Results never go below this (a concentration is never negative). */
  min?: number;
}

/** A text result (urinalysis): the normal answer, and what a worsening tendency turns it into. */
export interface TextAnalyte {
  code: string;
  name: string;
  normal: string;
  abnormal: readonly string[];
  range: string;
}

export interface LabPanel {
  key: string;
  title: string;
  specimen: string;
  analytes: readonly Analyte[];
  texts?: readonly TextAnalyte[];
  /** How often the panel is ordered at a visit, for an adult. */
  weight: number;
}

const a = (
  code: string,
  name: string,
  unit: string,
  low: number | null,
  high: number | null,
  mean: number,
  sd: number,
  decimals: number,
  extra: Partial<Pick<Analyte, 'female' | 'min'>> = {},
): Analyte => ({ code, name, unit, low, high, mean, sd, decimals, ...extra });

export const LAB_PANELS: readonly LabPanel[] = [
  {
    key: 'cbc',
    title: 'Complete blood count',
    specimen: 'Venous blood (EDTA)',
    weight: 0.7,
    analytes: [
      a('WBC', 'White blood cells', '×10^9/L', 3.5, 9.5, 6.2, 1.5, 2, { min: 1 }),
      a('NEUT%', 'Neutrophils', '%', 40, 75, 58, 8, 1),
      a('LYMPH%', 'Lymphocytes', '%', 20, 50, 32, 7, 1),
      a('RBC', 'Red blood cells', '×10^12/L', 4.3, 5.8, 5.0, 0.35, 2, {
        female: { low: 3.8, high: 5.1, mean: 4.4 },
      }),
      a('HGB', 'Haemoglobin', 'g/L', 130, 175, 150, 11, 0, {
        female: { low: 115, high: 150, mean: 131 },
      }),
      a('HCT', 'Haematocrit', '%', 40, 50, 45, 3, 1, { female: { low: 35, high: 45, mean: 40 } }),
      a('MCV', 'Mean corpuscular volume', 'fL', 82, 100, 90, 4, 1),
      a('PLT', 'Platelets', '×10^9/L', 125, 350, 230, 55, 0, { min: 20 }),
    ],
  },
  {
    key: 'lipid',
    title: 'Lipid panel',
    specimen: 'Serum',
    weight: 0.35,
    analytes: [
      a('TC', 'Total cholesterol', 'mmol/L', null, 5.2, 4.7, 0.7, 2, { min: 2 }),
      a('TG', 'Triglycerides', 'mmol/L', null, 1.7, 1.35, 0.55, 2, { min: 0.3 }),
      a('HDL-C', 'HDL cholesterol', 'mmol/L', 1.04, null, 1.35, 0.25, 2, {
        min: 0.5,
        female: { low: 1.04, high: null, mean: 1.5 },
      }),
      a('LDL-C', 'LDL cholesterol', 'mmol/L', null, 3.4, 2.8, 0.6, 2, { min: 0.8 }),
    ],
  },
  {
    key: 'liver',
    title: 'Liver function',
    specimen: 'Serum',
    weight: 0.35,
    analytes: [
      a('ALT', 'Alanine aminotransferase', 'U/L', 9, 50, 28, 11, 0, {
        min: 4,
        female: { low: 7, high: 40, mean: 20 },
      }),
      a('AST', 'Aspartate aminotransferase', 'U/L', 15, 40, 25, 7, 0, {
        min: 6,
        female: { low: 13, high: 35, mean: 22 },
      }),
      a('TBIL', 'Total bilirubin', 'µmol/L', 3.4, 20.5, 12, 4, 1, { min: 2 }),
      a('ALB', 'Albumin', 'g/L', 40, 55, 45, 3, 1),
    ],
  },
  {
    key: 'renal',
    title: 'Renal function',
    specimen: 'Serum',
    weight: 0.3,
    analytes: [
      a('CREA', 'Creatinine', 'µmol/L', 57, 111, 85, 12, 0, {
        min: 20,
        female: { low: 41, high: 81, mean: 62 },
      }),
      a('UREA', 'Urea', 'mmol/L', 3.1, 8.0, 5.2, 1.2, 2, { min: 1 }),
      a('UA', 'Uric acid', 'µmol/L', 208, 428, 350, 60, 0, {
        min: 90,
        female: { low: 155, high: 357, mean: 270 },
      }),
    ],
  },
  {
    key: 'glucose',
    title: 'Fasting glucose and HbA1c',
    specimen: 'Serum and whole blood',
    weight: 0.3,
    analytes: [
      a('GLU', 'Fasting glucose', 'mmol/L', 3.9, 6.1, 5.3, 0.6, 2, { min: 2.5 }),
      a('HbA1c', 'Glycated haemoglobin', '%', 4.0, 6.0, 5.5, 0.45, 1, { min: 3.5 }),
    ],
  },
  {
    key: 'thyroid',
    title: 'Thyroid function',
    specimen: 'Serum',
    weight: 0.15,
    analytes: [
      a('TSH', 'Thyroid-stimulating hormone', 'mIU/L', 0.27, 4.2, 2.0, 0.9, 2, { min: 0.02 }),
      a('FT3', 'Free triiodothyronine', 'pmol/L', 3.1, 6.8, 4.8, 0.7, 2, { min: 1 }),
      a('FT4', 'Free thyroxine', 'pmol/L', 12, 22, 16.5, 2.2, 1, { min: 4 }),
    ],
  },
  {
    key: 'urine',
    title: 'Urinalysis',
    specimen: 'Urine (midstream)',
    weight: 0.2,
    analytes: [
      a('U-PH', 'Urine pH', '', 5.0, 8.0, 6.0, 0.6, 1, { min: 4.5 }),
      a('U-SG', 'Specific gravity', '', 1.003, 1.03, 1.018, 0.006, 3, { min: 1.001 }),
    ],
    texts: [
      {
        code: 'U-PRO',
        name: 'Urine protein',
        normal: 'negative',
        abnormal: ['trace', '1+'],
        range: 'negative',
      },
      {
        code: 'U-GLU',
        name: 'Urine glucose',
        normal: 'negative',
        abnormal: ['trace', '1+', '2+'],
        range: 'negative',
      },
      {
        code: 'U-BLD',
        name: 'Occult blood',
        normal: 'negative',
        abnormal: ['trace', '1+'],
        range: 'negative',
      },
    ],
  },
];

/**
 * Tendencies a person may have (a few per person, more with age): in units of each analyte's spread, an offset and a
 * drift per year, so their results wander out of range the way a real patient's do.
 */
export interface Tendency {
  name: string;
  minAge: number;
  chance: number;
  effects: Record<string, { offset: number; drift: number }>;
}

export const TENDENCIES: readonly Tendency[] = [
  {
    name: 'dyslipidaemia',
    minAge: 30,
    chance: 0.45,
    effects: {
      TC: { offset: 1.2, drift: 0.25 },
      'LDL-C': { offset: 1.3, drift: 0.3 },
      TG: { offset: 0.9, drift: 0.2 },
      'HDL-C': { offset: -0.6, drift: -0.1 },
    },
  },
  {
    name: 'diabetes',
    minAge: 40,
    chance: 0.35,
    effects: {
      GLU: { offset: 1.8, drift: 0.5 },
      HbA1c: { offset: 1.6, drift: 0.45 },
      'U-GLU': { offset: 1, drift: 0.3 },
    },
  },
  {
    name: 'fatty liver',
    minAge: 25,
    chance: 0.3,
    effects: {
      ALT: { offset: 1.6, drift: 0.2 },
      AST: { offset: 1.0, drift: 0.15 },
      TG: { offset: 1.0, drift: 0.1 },
    },
  },
  {
    name: 'hyperuricaemia',
    minAge: 25,
    chance: 0.25,
    effects: { UA: { offset: 1.5, drift: 0.2 }, CREA: { offset: 0.4, drift: 0.1 } },
  },
  {
    name: 'hypothyroidism',
    minAge: 20,
    chance: 0.15,
    effects: {
      TSH: { offset: 2.2, drift: 0.4 },
      FT4: { offset: -1.0, drift: -0.2 },
      FT3: { offset: -0.6, drift: -0.1 },
    },
  },
  {
    name: 'anaemia',
    minAge: 0,
    chance: 0.2,
    effects: {
      HGB: { offset: -1.6, drift: 0.1 },
      RBC: { offset: -1.2, drift: 0.1 },
      HCT: { offset: -1.4, drift: 0.1 },
      MCV: { offset: -1.2, drift: 0 },
    },
  },
  {
    name: 'kidney disease',
    minAge: 55,
    chance: 0.3,
    effects: {
      CREA: { offset: 1.4, drift: 0.35 },
      UREA: { offset: 1.3, drift: 0.3 },
      'U-PRO': { offset: 1, drift: 0.3 },
    },
  },
];

export interface ExamFinding {
  findings: string;
  conclusion: string;
}
export interface ExamTemplate {
  key: string;
  title: string;
  /** Youngest age the exam is done at (a child gets no gastroscopy here). */
  minAge: number;
  weight: number;
  normal: readonly ExamFinding[];
  abnormal: readonly ExamFinding[];
}

export const EXAMS: readonly ExamTemplate[] = [
  {
    key: 'chest-xray',
    title: 'Chest X-ray (PA view)',
    minAge: 0,
    weight: 0.35,
    normal: [
      {
        findings:
          'Both lung fields are clear with normal lung markings. No focal consolidation, mass or nodule. The hila are not enlarged. Heart size and contour are within normal limits (cardiothoracic ratio about 0.45). Both costophrenic angles are sharp and the diaphragm is smooth. The bony thorax is intact.',
        conclusion: 'No active disease in the chest.',
      },
      {
        findings:
          'Lungs are clear and well expanded. Pulmonary vascularity is normal. The mediastinum is central and not widened. Cardiac silhouette is normal. No pleural effusion or pneumothorax.',
        conclusion: 'Normal chest radiograph.',
      },
    ],
    abnormal: [
      {
        findings:
          'Lung markings are increased and coarse in both lower zones, without focal consolidation. The hila are slightly prominent. Heart size is normal. Costophrenic angles are sharp.',
        conclusion: 'Bronchitic changes in both lower lungs; correlate clinically.',
      },
      {
        findings:
          'A well-defined calcified nodule of about 4 mm in the right upper zone. Otherwise the lungs are clear. Heart and mediastinum are normal. No pleural effusion.',
        conclusion: 'Calcified granuloma in the right upper lung, likely old; no active disease.',
      },
      {
        findings:
          'The cardiothoracic ratio is about 0.55 with a prominent left ventricular contour. The aortic knuckle is unfolded. Lung fields are clear; no pleural effusion.',
        conclusion: 'Mild cardiomegaly with an unfolded aorta.',
      },
    ],
  },
  {
    key: 'abdominal-us',
    title: 'Abdominal ultrasound',
    minAge: 0,
    weight: 0.3,
    normal: [
      {
        findings:
          'Liver normal in size with a smooth capsule and homogeneous echotexture; intrahepatic bile ducts not dilated; portal vein 11 mm. Gallbladder normal in size with a smooth wall and no stones. Pancreas and spleen normal in size and echogenicity. Both kidneys normal in size with clear corticomedullary differentiation; no hydronephrosis or calculi.',
        conclusion: 'No abnormality of the liver, gallbladder, pancreas, spleen or kidneys.',
      },
    ],
    abnormal: [
      {
        findings:
          'Liver slightly enlarged with diffusely increased, fine echotexture and posterior attenuation; intrahepatic vessels poorly shown. Gallbladder, pancreas and spleen normal. Kidneys normal.',
        conclusion: 'Mild to moderate fatty liver.',
      },
      {
        findings:
          'A 9 mm echogenic focus with posterior acoustic shadowing in the gallbladder lumen, moving with position; gallbladder wall 2 mm. Liver, pancreas, spleen and kidneys normal.',
        conclusion: 'Gallbladder stone without signs of cholecystitis.',
      },
      {
        findings:
          'A 12 × 10 mm anechoic, thin-walled cyst with posterior enhancement in the upper pole of the left kidney. The rest of both kidneys and the other organs are normal.',
        conclusion: 'Simple cyst of the left kidney (Bosniak I).',
      },
    ],
  },
  {
    key: 'ecg',
    title: 'Electrocardiogram (12-lead)',
    minAge: 0,
    weight: 0.3,
    normal: [
      {
        findings:
          'Sinus rhythm, heart rate {hr} bpm. PR interval 156 ms, QRS duration 88 ms, QT/QTc 380/410 ms. Normal axis. No ST-segment or T-wave abnormality.',
        conclusion: 'Normal ECG.',
      },
    ],
    abnormal: [
      {
        findings:
          'Sinus rhythm, heart rate 54 bpm. PR interval 168 ms, QRS duration 92 ms, QT/QTc 430/408 ms. Normal axis. No ST-T abnormality.',
        conclusion: 'Sinus bradycardia; otherwise normal ECG.',
      },
      {
        findings:
          'Sinus rhythm, heart rate {hr} bpm, with two premature ventricular complexes on the rhythm strip. QRS duration 90 ms; QTc 418 ms. No ST-segment shift.',
        conclusion: 'Sinus rhythm with occasional premature ventricular complexes.',
      },
      {
        findings:
          'Sinus rhythm, heart rate {hr} bpm. ST-segment depression of 0.5 mm in V5–V6 with flattened T waves in I, aVL, V5 and V6. QRS duration 94 ms.',
        conclusion: 'Sinus rhythm; non-specific ST-T changes in the lateral leads.',
      },
    ],
  },
  {
    key: 'gastroscopy',
    title: 'Gastroscopy',
    minAge: 16,
    weight: 0.05,
    normal: [
      {
        findings:
          'Oesophagus: smooth mucosa, no varices; the dentate line is clear. Stomach: pink smooth mucosa, clear mucus lake, normal peristalsis; the pylorus is round and patent. Duodenum: bulb and descending part normal.',
        conclusion: 'No abnormality on gastroscopy.',
      },
    ],
    abnormal: [
      {
        findings:
          'Oesophagus normal. Antral mucosa with patchy erythema and red-and-white mottling, predominantly red; no erosion or ulcer. Rapid urease test negative. Duodenum normal.',
        conclusion: 'Chronic non-atrophic gastritis of the antrum.',
      },
      {
        findings:
          'Oesophagus and stomach normal. A 6 × 5 mm ulcer with a clean white base and oedematous margin on the anterior wall of the duodenal bulb.',
        conclusion: 'Duodenal bulb ulcer (A2 stage); Helicobacter pylori testing advised.',
      },
      {
        findings:
          'Longitudinal mucosal breaks under 5 mm at the lower oesophagus above the dentate line. Stomach and duodenum normal.',
        conclusion: 'Reflux oesophagitis (Los Angeles grade A).',
      },
    ],
  },
];
