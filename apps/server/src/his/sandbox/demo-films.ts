import { addDays, hospitalToday, parseIdCard, zonedInstant, type HosId } from '@portal/shared';
import type { HisFilmModality } from '../films.ts';
import type { DemoDoctor, DemoPerson } from './demo-reports.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import type { SandboxFilmSeries, SandboxFilmStudy } from './films-data.ts';

/**
 * Demo imaging, generated at seed time: for every person the built-in HIS knows, a few studies spread over
 * the last three years (chest radiographs, chest CT, knee MR, abdominal ultrasound — by age), each with one to three
 * series of several images that reuse the synthetic files shipped in demo/films, and a radiology report (findings and
 * impression, now and then abnormal). Seeded from the hospital and the certificate like the reports: the same files
 * give the same studies; only the dates follow `now`.
 */
export interface DemoFilmInput {
  hosId: HosId;
  timeZone: string;
  now: Date;
  persons: DemoPerson[];
  /** Who orders the studies: the hospital's doctors with their departments. */
  doctors: DemoDoctor[];
}

interface Report {
  findings: string;
  impression: string;
}
interface Template {
  modality: HisFilmModality;
  bodyPart: string;
  title: string;
  minAge: number;
  weight: number;
  /** Series: a description and the files its images cycle through, with how many images it has. */
  series: { description: string; files: string[]; images: [number, number] }[];
  normal: Report[];
  abnormal: Report[];
}

export const FILM_TEMPLATES: readonly Template[] = [
  {
    modality: 'DX',
    bodyPart: 'Chest',
    title: 'Chest radiograph, PA and lateral',
    minAge: 0,
    weight: 4,
    series: [
      { description: 'PA', files: ['chest-dx-pa.png'], images: [1, 1] },
      { description: 'Lateral', files: ['chest-dx-lat.png'], images: [1, 1] },
    ],
    normal: [
      {
        findings:
          'Both lung fields are clear. No focal consolidation, effusion or pneumothorax. The cardiomediastinal silhouette is within normal limits. The bony thorax is intact.',
        impression: 'No active cardiopulmonary disease.',
      },
      {
        findings:
          'The lungs are well expanded and clear. Heart size is normal. Both costophrenic angles are sharp.',
        impression: 'Normal chest radiograph.',
      },
    ],
    abnormal: [
      {
        findings:
          'Patchy air-space opacity in the right lower zone with air bronchograms. The right costophrenic angle is blunted. Heart size is normal.',
        impression:
          'Right lower lobe pneumonia with a small right pleural effusion. Follow-up radiograph after treatment is advised.',
      },
      {
        findings:
          'Increased bronchovascular markings in both lower zones. No focal consolidation. Cardiothoracic ratio 0.52.',
        impression: 'Bronchitic changes; borderline cardiomegaly.',
      },
    ],
  },
  {
    modality: 'CT',
    bodyPart: 'Chest',
    title: 'CT chest, non-contrast',
    minAge: 18,
    weight: 2,
    series: [
      {
        description: 'Axial 5 mm, mediastinal window',
        files: ['chest-ct-1.png', 'chest-ct-2.png', 'chest-ct-3.png'],
        images: [6, 9],
      },
      {
        description: 'Axial 1 mm, lung window',
        files: ['chest-ct-2.png', 'chest-ct-3.png'],
        images: [4, 6],
      },
    ],
    normal: [
      {
        findings:
          'The airways are patent. No pulmonary nodule, mass or consolidation. No pleural or pericardial effusion. No enlarged mediastinal or hilar lymph nodes.',
        impression: 'No abnormality of the chest.',
      },
    ],
    abnormal: [
      {
        findings:
          'A 6 mm solid nodule in the right upper lobe (series 2, image 3), smooth margins. No lymphadenopathy. Mild centrilobular emphysema in both upper lobes.',
        impression:
          'Solitary 6 mm pulmonary nodule, low risk (Lung-RADS 2). Follow-up low-dose CT in 12 months.',
      },
      {
        findings:
          'Ground-glass opacities in the peripheral lower lobes of both lungs. No effusion. Mediastinal nodes within normal size.',
        impression:
          'Bilateral peripheral ground-glass opacities, consistent with an inflammatory process. Clinical correlation advised.',
      },
    ],
  },
  {
    modality: 'MR',
    bodyPart: 'Knee',
    title: 'MRI right knee',
    minAge: 14,
    weight: 1.5,
    series: [
      {
        description: 'Sagittal PD fat-saturated',
        files: ['knee-mr-1.png', 'knee-mr-2.png'],
        images: [5, 8],
      },
      { description: 'Sagittal T1', files: ['knee-mr-2.png', 'knee-mr-1.png'], images: [4, 6] },
      { description: 'Coronal PD fat-saturated', files: ['knee-mr-1.png'], images: [3, 5] },
    ],
    normal: [
      {
        findings:
          'The cruciate and collateral ligaments are intact. The menisci are of normal signal and morphology. The articular cartilage is preserved. No joint effusion.',
        impression: 'Normal MRI of the knee.',
      },
    ],
    abnormal: [
      {
        findings:
          'Oblique linear high signal in the posterior horn of the medial meniscus reaching the inferior articular surface. Small joint effusion. Ligaments intact.',
        impression: 'Tear of the posterior horn of the medial meniscus. Small effusion.',
      },
      {
        findings:
          'Thinning of the femoral trochlear cartilage with subchondral marrow oedema. Marginal osteophytes. Menisci intact.',
        impression: 'Patellofemoral osteoarthritis with subchondral oedema.',
      },
    ],
  },
  {
    modality: 'US',
    bodyPart: 'Abdomen',
    title: 'Ultrasound, upper abdomen',
    minAge: 0,
    weight: 3,
    series: [
      {
        description: 'Liver, gallbladder, pancreas, spleen',
        files: ['abdomen-us.png'],
        images: [3, 5],
      },
    ],
    normal: [
      {
        findings:
          'The liver is normal in size with homogeneous echotexture. The gallbladder is thin-walled without stones. The common bile duct measures 4 mm. Pancreas and spleen unremarkable.',
        impression: 'Normal upper abdominal ultrasound.',
      },
    ],
    abnormal: [
      {
        findings:
          'The liver shows diffusely increased echogenicity with posterior attenuation. Gallbladder normal. Spleen 10 cm.',
        impression: 'Fatty liver, moderate.',
      },
      {
        findings:
          'Several mobile echogenic foci with acoustic shadowing in the gallbladder, the largest 8 mm. Wall 2 mm. No duct dilatation.',
        impression: 'Cholelithiasis without cholecystitis.',
      },
    ],
  },
];

const RADIOLOGISTS = ['Zhou Min', 'Sun Lei', 'Huang Jing', 'Gao Yan'];
const MINUTE = 60_000;

export function demoFilms(input: DemoFilmInput): SandboxFilmStudy[] {
  if (input.doctors.length === 0) return [];
  return input.persons.flatMap((person, index) => personFilms(input, person, index));
}

function personFilms(input: DemoFilmInput, person: DemoPerson, index: number): SandboxFilmStudy[] {
  // Its own stream (not the reports'), so adding films changed none of the demo reports.
  const rng = mulberry32(seedOf(`films|${input.hosId}|${person.certType}|${person.certNo}`));
  const today = hospitalToday(input.now, input.timeZone);
  const id = parseIdCard(person.certNo, input.now);
  const age = id ? Number(today.slice(0, 4)) - Number(id.birthDate.slice(0, 4)) : 40;
  const templates = FILM_TEMPLATES.filter((t) => t.minAge <= age);
  const count = rng.int(3, age < 14 ? 4 : 8);
  // Distinct days over the last three years, newest studies the most likely (follow-ups cluster).
  // The most recent within the last 80 days, so the list's default range (a year) is never empty for a demo person.
  const days = new Set<number>([rng.int(7, 80)]);
  while (days.size < count) days.add(Math.max(1, Math.round(1090 * rng.next() ** 1.4)));
  return [...days]
    .sort((a, b) => b - a)
    .map((ago, n) => {
      const template = weighted(rng, templates);
      const date = addDays(today, -ago);
      const studyAt = new Date(
        zonedInstant(date, '00:00', input.timeZone).getTime() + rng.int(8 * 60, 17 * 60) * MINUTE,
      );
      const studyId = `F${input.hosId}-${String(index + 1).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`;
      const report = rng.pick(
        rng.chance(age < 14 ? 0.15 : 0.35) ? template.abnormal : template.normal,
      );
      const doctor = rng.pick(input.doctors);
      return {
        studyId,
        accessionNo: `${template.modality}${date.replaceAll('-', '')}${String(rng.int(1, 9999)).padStart(4, '0')}`,
        certType: person.certType,
        certNo: person.certNo,
        patientName: person.patientName,
        modality: template.modality,
        bodyPart: template.bodyPart,
        title: template.title,
        deptName: doctor.deptName,
        doctorName: doctor.doctorName,
        studyAt,
        findings: report.findings,
        impression: report.impression,
        radiologist: rng.pick(RADIOLOGISTS),
        reportedAt: new Date(studyAt.getTime() + rng.int(40, 240) * MINUTE),
        series: seriesOf(rng, template, studyId),
      };
    });
}

/** The first series always; each further one of the template with a fair chance, so studies have one to three. */
function seriesOf(rng: Prng, template: Template, studyId: string): SandboxFilmSeries[] {
  const chosen = template.series.filter(
    (_, i) => i === 0 || template.modality === 'DX' || rng.chance(0.7),
  );
  return chosen.map((s, i) => {
    const n = rng.int(s.images[0], s.images[1]);
    return {
      seriesNo: i + 1,
      description: s.description,
      images: Array.from({ length: n }, (_, k) => ({
        imageId: `${studyId}-${i + 1}-${k + 1}`,
        fileName: s.files[k % s.files.length]!,
      })),
    };
  });
}

function weighted(rng: Prng, templates: readonly Template[]): Template {
  let roll = rng.next() * templates.reduce((s, t) => s + t.weight, 0);
  for (const t of templates) if ((roll -= t.weight) < 0) return t;
  return templates[templates.length - 1]!;
}
