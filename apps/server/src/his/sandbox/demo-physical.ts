import type { HisPhysicalPackage, HisText } from '../physical.ts';

/**
 * The sandbox's physical-exam packages, the same at every demo hospital and on every run. Prices in
 * integer fen; item names in both languages. Types and target groups are values of physical_package_type
 * (basic, comprehensive, special) and physical_package_users (all, male, female, senior).
 */
const t = (en: string, zh: string): HisText => ({ 'en-US': en, 'zh-CN': zh });

const ITEMS = {
  general: {
    name: t('General check (height, weight, blood pressure)', '一般检查（身高、体重、血压）'),
    price: 2000,
  },
  bloodRoutine: { name: t('Complete blood count', '血常规'), price: 2500 },
  urine: { name: t('Urinalysis', '尿常规'), price: 1500 },
  liver: { name: t('Liver function', '肝功能'), price: 6000 },
  kidney: { name: t('Kidney function', '肾功能'), price: 4500 },
  lipids: { name: t('Blood lipids', '血脂'), price: 4000 },
  glucose: { name: t('Fasting glucose', '空腹血糖'), price: 1000 },
  ecg: { name: t('Electrocardiogram', '心电图'), price: 3000 },
  chestCt: { name: t('Low-dose chest CT', '胸部低剂量 CT'), price: 35000 },
  abdomenUs: { name: t('Abdominal ultrasound', '腹部彩超'), price: 15000 },
  prostate: { name: t('Prostate ultrasound and PSA', '前列腺彩超及 PSA'), price: 18000 },
  breast: { name: t('Breast ultrasound', '乳腺彩超'), price: 16000 },
  cervical: { name: t('Cervical screening (TCT)', '宫颈癌筛查（TCT）'), price: 22000 },
  boneDensity: { name: t('Bone density', '骨密度'), price: 12000 },
  carotid: { name: t('Carotid ultrasound', '颈动脉彩超'), price: 16000 },
} as const;
type Item = keyof typeof ITEMS;

const pkg = (
  packageId: string,
  name: HisText,
  description: HisText,
  type: string,
  users: string,
  items: Item[],
  dailyCapacity: number,
): HisPhysicalPackage => ({
  packageId,
  name,
  description,
  type,
  users,
  items: items.map((i) => ITEMS[i]),
  dailyCapacity,
});

const BASIC: Item[] = ['general', 'bloodRoutine', 'urine', 'liver', 'kidney', 'glucose', 'ecg'];

export const DEMO_PHYSICAL_PACKAGES: readonly HisPhysicalPackage[] = [
  pkg(
    'PK-BASIC',
    t('Basic check-up', '基础体检套餐'),
    t(
      'The yearly essentials: blood, urine, liver, kidneys and heart.',
      '年度基础项目：血液、尿液、肝肾功能与心电图。',
    ),
    'basic',
    'all',
    BASIC,
    20,
  ),
  pkg(
    'PK-MALE',
    t("Men's comprehensive check-up", '男士全面体检套餐'),
    t(
      'The basic check-up plus lipids, abdominal and prostate ultrasound.',
      '基础项目加血脂、腹部彩超与前列腺检查。',
    ),
    'comprehensive',
    'male',
    [...BASIC, 'lipids', 'abdomenUs', 'prostate'],
    10,
  ),
  pkg(
    'PK-FEMALE',
    t("Women's comprehensive check-up", '女士全面体检套餐'),
    t(
      'The basic check-up plus lipids, breast ultrasound and cervical screening.',
      '基础项目加血脂、乳腺彩超与宫颈癌筛查。',
    ),
    'comprehensive',
    'female',
    [...BASIC, 'lipids', 'breast', 'cervical'],
    10,
  ),
  pkg(
    'PK-SENIOR',
    t('Senior check-up (60+)', '中老年体检套餐（60 岁以上）'),
    t(
      'Heart, bones and vessels: lipids, bone density, carotid ultrasound and a low-dose chest CT.',
      '关注心血管与骨骼：血脂、骨密度、颈动脉彩超与胸部低剂量 CT。',
    ),
    'special',
    'senior',
    [...BASIC, 'lipids', 'boneDensity', 'carotid', 'chestCt'],
    6,
  ),
];
