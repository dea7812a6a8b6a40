import { addDays, hospitalToday, parseIdCard, zonedInstant, type HosId } from '@portal/shared';
import type { HisPathologyMarker } from '../pathology.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import type { DemoDoctor, DemoPerson } from './demo-reports.ts';
import type { SandboxPathology } from './pathology-data.ts';

/**
 * Demo pathology, generated at seed time: every person the built-in HIS knows has one pathology result in the
 * last two months (so the default 3-month query shows it) and some a second, older one — specimens that fit the
 * person's age and sex (gastric and colonic biopsies, skin lesions, breast and thyroid specimens, cervical biopsies,
 * lymph nodes, gallbladders, prostate biopsies), with the gross and microscopic description, diagnosis, conclusion and,
 * for tumours, immunohistochemistry. Seeded from the hospital and the certificate like the reports.
 */
export interface DemoPathologyInput {
  hosId: HosId;
  timeZone: string;
  now: Date;
  persons: DemoPerson[];
  /** Who sent the specimen: the hospital's doctors with their departments. */
  doctors: DemoDoctor[];
}

interface Template {
  specimen: string;
  specimenType: 'biopsy' | 'resection' | 'cytology';
  minAge: number;
  sex?: 1 | 2;
  weight: number;
  /** The clinics that send such a specimen (matched against the hospital's departments), and the name used where none matches. */
  senders: RegExp;
  fallbackDept: string;
  gross: string;
  microscopic: string;
  diagnosis: string;
  conclusion: string;
  markers?: HisPathologyMarker[];
}

export const PATHOLOGY_TEMPLATES: readonly Template[] = [
  {
    specimen: 'Gastric antrum, endoscopic biopsy',
    specimenType: 'biopsy',
    minAge: 18,
    weight: 5,
    senders: /gastro/i,
    fallbackDept: 'Gastroenterology',
    gross: 'Three grey-white tissue fragments, 0.2 to 0.3 cm across, all embedded.',
    microscopic:
      'Antral mucosa with moderate chronic inflammation of the lamina propria, mild activity and focal intestinal metaplasia. Curved rods are seen on the surface epithelium. No dysplasia.',
    diagnosis:
      'Chronic active gastritis with mild intestinal metaplasia, Helicobacter pylori positive',
    conclusion:
      'Chronic active antral gastritis, H. pylori associated. No dysplasia or malignancy. Eradication therapy and endoscopic follow-up are advised.',
  },
  {
    specimen: 'Sigmoid colon polyp, endoscopic polypectomy',
    specimenType: 'resection',
    minAge: 35,
    weight: 4,
    senders: /gastro/i,
    fallbackDept: 'Gastroenterology',
    gross:
      'A polyp 0.8 × 0.6 × 0.5 cm with a short stalk; the stalk margin is inked. Bisected and all embedded.',
    microscopic:
      'Tubular glands lined by crowded, pencillate nuclei with low-grade dysplasia. No high-grade dysplasia or invasion. The stalk margin is free.',
    diagnosis: 'Tubular adenoma with low-grade dysplasia',
    conclusion:
      'Tubular adenoma, low-grade dysplasia, completely excised (margin clear). Surveillance colonoscopy in 3 to 5 years.',
  },
  {
    specimen: 'Skin, left upper back, excision',
    specimenType: 'resection',
    minAge: 10,
    weight: 3,
    senders: /surg|dermat/i,
    fallbackDept: 'Dermatology',
    gross:
      'An ellipse of skin 1.2 × 0.6 cm bearing a brown papule 0.4 cm across, 0.5 cm deep. Serially sectioned.',
    microscopic:
      'Nests of bland melanocytes at the dermo-epidermal junction and in the dermis, maturing with depth. No mitoses or atypia. Margins clear.',
    diagnosis: 'Compound melanocytic naevus',
    conclusion: 'Benign compound naevus, completely excised.',
  },
  {
    specimen: 'Right cervical lymph node, excision biopsy',
    specimenType: 'biopsy',
    minAge: 5,
    weight: 2,
    senders: /general surg|\bENT\b|otorhino|pediatric surg/i,
    fallbackDept: 'General Surgery',
    gross: 'A lymph node 1.5 × 1.0 × 0.8 cm with a tan, homogeneous cut surface.',
    microscopic:
      'Preserved architecture with enlarged reactive follicles, sinus histiocytosis and paracortical expansion. No granulomas or atypical cells.',
    diagnosis: 'Reactive follicular hyperplasia',
    conclusion: 'Reactive lymph node. No evidence of lymphoma or metastatic tumour.',
    markers: [
      { name: 'CD20', result: 'Follicles +' },
      { name: 'CD3', result: 'Paracortex +' },
      { name: 'BCL-2', result: 'Germinal centres −' },
      { name: 'Ki-67', result: 'Germinal centres high' },
    ],
  },
  {
    specimen: 'Gallbladder, laparoscopic cholecystectomy',
    specimenType: 'resection',
    minAge: 30,
    weight: 3,
    senders: /general surg|^surgery$|pediatric surg/i,
    fallbackDept: 'General Surgery',
    gross:
      'A gallbladder 7.5 × 3.0 cm with a wall up to 0.4 cm thick; it contains several yellow faceted stones up to 1.2 cm.',
    microscopic:
      'Thickened fibrotic wall with chronic inflammation and Rokitansky–Aschoff sinuses. No dysplasia.',
    diagnosis: 'Chronic calculous cholecystitis',
    conclusion: 'Chronic cholecystitis with cholelithiasis. No dysplasia or malignancy.',
  },
  {
    specimen: "Left breast, 2 o'clock, core needle biopsy",
    specimenType: 'biopsy',
    minAge: 35,
    sex: 2,
    weight: 2,
    senders: /general surg|breast/i,
    fallbackDept: 'Breast Surgery',
    gross: 'Four grey-white cores, 1.0 to 1.5 cm long, all embedded.',
    microscopic:
      'Infiltrating nests and cords of atypical ductal cells in a desmoplastic stroma; moderate nuclear pleomorphism, 8 mitoses per 10 HPF. Nottingham grade 2 (3+2+2).',
    diagnosis: 'Invasive ductal carcinoma (no special type), grade 2',
    conclusion:
      'Invasive breast carcinoma of no special type, Nottingham grade 2; hormone receptor positive, HER2 negative. For multidisciplinary treatment planning.',
    markers: [
      { name: 'ER', result: '90% strong +' },
      { name: 'PR', result: '60% moderate +' },
      { name: 'HER2', result: '1+ (negative)' },
      { name: 'Ki-67', result: '20% +' },
      { name: 'E-cadherin', result: '+' },
    ],
  },
  {
    specimen: 'Right thyroid lobe, lobectomy',
    specimenType: 'resection',
    minAge: 20,
    weight: 2,
    senders: /general surg|otorhino|thyroid/i,
    fallbackDept: 'General Surgery',
    gross:
      'A thyroid lobe 4.5 × 2.5 × 1.8 cm with a firm grey-white nodule 0.9 cm across with ill-defined borders.',
    microscopic:
      'Papillae and follicles lined by cells with enlarged, overlapping, clear nuclei with grooves and pseudo-inclusions; psammoma bodies. Confined to the thyroid; margins clear.',
    diagnosis: 'Papillary thyroid carcinoma, classic type, 0.9 cm',
    conclusion:
      'Papillary thyroid microcarcinoma (0.9 cm), confined to the thyroid, margins clear. Endocrine surgery follow-up.',
    markers: [
      { name: 'TG', result: '+' },
      { name: 'TTF-1', result: '+' },
      { name: 'CK19', result: 'Diffuse +' },
      { name: 'Galectin-3', result: '+' },
      { name: 'HBME-1', result: '+' },
      { name: 'Ki-67', result: '3% +' },
    ],
  },
  {
    specimen: "Cervix, colposcopic biopsy at 6 o'clock",
    specimenType: 'biopsy',
    minAge: 25,
    sex: 2,
    weight: 2,
    senders: /gynae/i,
    fallbackDept: 'Gynaecology',
    gross: 'Two grey-white fragments, 0.2 and 0.3 cm across.',
    microscopic:
      'Squamous epithelium with dysplastic cells in the lower two thirds, loss of polarity and mitoses above the basal layer. Koilocytes present.',
    diagnosis: 'High-grade squamous intraepithelial lesion (CIN 2)',
    conclusion: 'HSIL (CIN 2), HPV associated. LEEP excision is advised.',
    markers: [
      { name: 'p16', result: 'Block-type +' },
      { name: 'Ki-67', result: 'Lower two thirds +' },
    ],
  },
  {
    specimen: 'Prostate, transrectal systematic biopsy (12 cores)',
    specimenType: 'biopsy',
    minAge: 55,
    sex: 1,
    weight: 2,
    senders: /urolog/i,
    fallbackDept: 'Urology',
    gross: 'Twelve cores labelled by site, 1.0 to 1.8 cm long.',
    microscopic:
      'Most cores show benign glands with basal cells and stromal hyperplasia; focal chronic prostatitis. No carcinoma.',
    diagnosis: 'Benign prostatic hyperplasia with chronic prostatitis',
    conclusion: 'No malignancy in the twelve cores. Clinical follow-up with PSA.',
    markers: [
      { name: 'P63', result: 'Basal cells +' },
      { name: '34βE12', result: 'Basal cells +' },
      { name: 'P504S', result: '−' },
    ],
  },
  {
    specimen: 'Thyroid nodule, fine-needle aspiration',
    specimenType: 'cytology',
    minAge: 18,
    weight: 2,
    senders: /endocrin|general surg/i,
    fallbackDept: 'Endocrinology',
    gross: 'Two air-dried and two alcohol-fixed smears; liquid-based preparation.',
    microscopic:
      'Abundant colloid with sheets of benign follicular cells and scattered macrophages. No nuclear features of papillary carcinoma.',
    diagnosis: 'Benign follicular nodule (Bethesda II)',
    conclusion: 'Benign (Bethesda category II). Ultrasound follow-up in 12 to 24 months.',
  },
];

/** Where a hospital lists no doctors at all. */
const CLINICIANS = ['Zhou Min', 'Sun Li', 'Gao Wei', 'He Jing'];
const MINUTE = 60_000;

export function demoPathology(input: DemoPathologyInput): SandboxPathology[] {
  return input.persons.flatMap((person, index) => {
    const rng = mulberry32(seedOf(`pathology|${input.hosId}|${person.certType}|${person.certNo}`));
    const today = hospitalToday(input.now, input.timeZone);
    const id = parseIdCard(person.certNo, input.now);
    const age = id ? Number(today.slice(0, 4)) - Number(id.birthDate.slice(0, 4)) : 40;
    const sex = id?.sex ?? (rng.chance(0.5) ? 1 : 2);
    const fits = PATHOLOGY_TEMPLATES.filter(
      (t) => age >= t.minAge && (t.sex === undefined || t.sex === sex),
    );
    // Specimens the hospital's own clinics send come first (a heart centre sends few gastric biopsies).
    const sent = fits.filter((t) => input.doctors.some((d) => t.senders.test(d.deptName)));
    const pool = sent.length > 0 ? sent : fits;
    if (pool.length === 0) return [];
    const results = [
      result(input, person, rng, pick(rng, pool), addDays(today, -rng.int(8, 55)), index, 1),
    ];
    if (rng.chance(0.4))
      results.push(
        result(input, person, rng, pick(rng, pool), addDays(today, -rng.int(200, 900)), index, 2),
      );
    return results;
  });
}

function pick(rng: Prng, templates: readonly Template[]): Template {
  let roll = rng.next() * templates.reduce((s, t) => s + t.weight, 0);
  for (const t of templates) if ((roll -= t.weight) < 0) return t;
  return templates.at(-1)!;
}

function result(
  input: DemoPathologyInput,
  person: DemoPerson,
  rng: Prng,
  t: Template,
  receivedOn: string,
  index: number,
  n: number,
): SandboxPathology {
  const receivedAt = new Date(
    zonedInstant(receivedOn, '09:00', input.timeZone).getTime() + rng.int(0, 360) * MINUTE,
  );
  // Routine histology is signed out three to six working days after the specimen arrives; cytology in one or two.
  const days = t.specimenType === 'cytology' ? rng.int(1, 2) : rng.int(3, 6);
  const reportedAt = new Date(
    zonedInstant(addDays(receivedOn, days), '14:00', input.timeZone).getTime() +
      rng.int(0, 180) * MINUTE,
  );
  // The sending clinic and doctor: one of the hospital's that sends such specimens, else the template's clinic.
  const senders = input.doctors.filter((d) => t.senders.test(d.deptName));
  const sender =
    senders.length > 0
      ? rng.pick(senders)
      : {
          deptName: t.fallbackDept,
          doctorName:
            input.doctors.length > 0 ? rng.pick(input.doctors).doctorName : rng.pick(CLINICIANS),
        };
  const year = receivedOn.slice(2, 4);
  return {
    // Never derived from the certificate: the id travels in URLs.
    pathologyId: `PA${input.hosId}-${String(index + 1).padStart(4, '0')}-${n}`,
    pathologyNo: `${t.specimenType === 'cytology' ? 'C' : 'S'}${year}-${String(rng.int(1, 19_999)).padStart(5, '0')}`,
    certType: person.certType,
    certNo: person.certNo,
    patientName: person.patientName,
    deptName: sender.deptName,
    doctorName: sender.doctorName,
    specimen: t.specimen,
    specimenType: t.specimenType,
    receivedAt,
    reportedAt,
    grossDescription: t.gross,
    microscopicDescription: t.microscopic,
    diagnosis: t.diagnosis,
    conclusion: t.conclusion,
    markers: t.markers ?? [],
  };
}
