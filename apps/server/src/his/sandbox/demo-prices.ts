import type { HosId } from '@portal/shared';
import {
  BODY_PARTS,
  DRUG_MAKERS,
  DRUGS,
  FORMS,
  IMAGING_MODES,
  LAB_TESTS,
  LAB_VARIANTS,
  MATERIAL_MAKERS,
  MATERIALS,
  OTHER_SERVICES,
  SERVICE_VARIANTS,
  type Maker,
} from './demo-price-blocks.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import type { SandboxPriceItem } from './prices-data.ts';

/**
 * Demo price catalogue, generated at seed time from the building blocks in demo-price-blocks.ts: every drug in
 * each of its strengths and packs from several makers (each hospital stocks its own makers), every service with its
 * ordering variants (urgent, bedside, paediatric surcharge; each imaging mode for each body part), every material in
 * its sizes from several makers — a few thousand items per hospital. Only the categories the hospital's
 * price_search_type dictionary lists are generated. Reproducible: seeded from the hospital id, so the same hospital
 * gets the same codes and prices on every run.
 */
export type PriceCategory = 'drug' | 'service' | 'material';

export function demoPrices(hosId: HosId, categories: readonly string[]): SandboxPriceItem[] {
  const rng = mulberry32(seedOf(`prices|${hosId}`));
  const out: SandboxPriceItem[] = [];
  if (categories.includes('drug')) out.push(...drugs(rng));
  if (categories.includes('service')) out.push(...services(rng));
  if (categories.includes('material')) out.push(...materials(rng));
  return out;
}

/** Integer fen from yuan, with the hospital's own few per cent either way. */
const fen = (rng: Prng, yuan: number) =>
  Math.max(1, Math.round(yuan * 100 * rng.between(0.94, 1.06)));

/** `count` distinct makers in a stable order (a partial shuffle of the list). */
function makersOf(rng: Prng, makers: readonly Maker[], count: number): Maker[] {
  const pool = [...makers];
  for (let i = 0; i < count && i < pool.length; i++) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function code(prefix: string, n: number) {
  return `${prefix}${String(n).padStart(6, '0')}`;
}

function drugs(rng: Prng): SandboxPriceItem[] {
  const out: SandboxPriceItem[] = [];
  for (const drug of DRUGS) {
    const form = FORMS[drug.form];
    const name = drug.form === 'pinj' ? `${form.zh}${drug.zh}` : `${drug.zh}${form.zh}`;
    const nameEn = `${drug.en} ${form.en}`;
    // 'for Injection' is a powder the nurse dissolves: the catalogue's form says so.
    const formName = form.en.replace(/^for /, 'powder for ').toLowerCase();
    for (const maker of makersOf(rng, DRUG_MAKERS, rng.int(6, 11))) {
      drug.strengths.forEach((strength, si) => {
        for (const pack of drug.packs) {
          const specification = pack === 1 ? strength : `${strength} × ${pack} ${form.piece}`;
          out.push({
            code: code('Y', out.length + 1),
            name,
            nameEn,
            category: 'drug',
            specification,
            form: formName,
            unit: form.unit,
            price: fen(rng, drug.yuan * (1 + 0.7 * si) * (pack / drug.packs[0]!) * maker.factor),
            manufacturer: maker.name,
            origin: maker.origin,
            insuranceClass: drug.insurance,
            remark: '',
          });
        }
      });
    }
  }
  return out;
}

function services(rng: Prng): SandboxPriceItem[] {
  const out: SandboxPriceItem[] = [];
  const add = (
    name: string,
    nameEn: string,
    unit: string,
    yuan: number,
    insuranceClass: SandboxPriceItem['insuranceClass'],
    remark = '',
  ) => {
    out.push({
      code: code('F', out.length + 1),
      name,
      nameEn,
      category: 'service',
      specification: '',
      form: '',
      unit,
      price: fen(rng, yuan),
      manufacturer: '',
      origin: '',
      insuranceClass,
      remark,
    });
  };
  for (const test of LAB_TESTS) {
    for (const v of LAB_VARIANTS)
      add(
        `${test.zh}${v.zh}`,
        `${test.en}${v.en}`,
        test.unit,
        test.yuan * v.factor,
        test.insurance,
      );
  }
  for (const mode of IMAGING_MODES) {
    for (const part of BODY_PARTS) {
      add(`${part.zh}${mode.zh}`, `${mode.en}, ${part.en}`, 'site', mode.yuan, mode.insurance);
      if (mode.zh.startsWith('CT') || mode.zh.startsWith('磁共振')) {
        add(
          `${part.zh}${mode.zh}(每增加一个部位)`,
          `${mode.en}, ${part.en}, each extra site`,
          'site',
          mode.yuan * 0.5,
          mode.insurance,
        );
      }
    }
  }
  for (const service of OTHER_SERVICES) {
    for (const v of SERVICE_VARIANTS)
      add(
        `${service.zh}${v.zh}`,
        `${service.en}${v.en}`,
        service.unit,
        service.yuan * v.factor,
        service.insurance,
        service.remark,
      );
  }
  return out;
}

function materials(rng: Prng): SandboxPriceItem[] {
  const out: SandboxPriceItem[] = [];
  for (const material of MATERIALS) {
    for (const maker of makersOf(rng, MATERIAL_MAKERS, rng.int(3, 6))) {
      material.sizes.forEach((size, si) => {
        out.push({
          code: code('C', out.length + 1),
          name: material.zh,
          nameEn: material.en,
          category: 'material',
          specification: size,
          form: '',
          unit: material.unit,
          price: fen(rng, material.yuan * (1 + 0.15 * si) * maker.factor),
          manufacturer: maker.name,
          origin: maker.origin,
          insuranceClass: material.insurance,
          remark: '',
        });
      });
    }
  }
  return out;
}
