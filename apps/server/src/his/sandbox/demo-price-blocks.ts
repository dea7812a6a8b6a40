import type { HisInsuranceClass } from '../prices.ts';

/**
 * Issue 12: the building blocks of the demo price catalogue (demo-prices.ts combines them). Real generic drug names
 * (Chinese, as a Chinese HIS lists them, with the English name beside), their usual strengths, forms and packs; real
 * kinds of services (lab tests, imaging by body part, nursing, beds, operations, anaesthesia, consultations) and
 * materials. Prices are typical public-hospital prices in yuan; the generator varies them per maker and hospital.
 */

/** A dosage form: its Chinese suffix, English word, what a pack holds, the unit one price buys. */
export interface Form { zh: string; en: string; piece: string; unit: string }
export const FORMS = {
  tab: { zh: '片', en: 'Tablets', piece: 'tablets', unit: 'box' },
  cap: { zh: '胶囊', en: 'Capsules', piece: 'capsules', unit: 'box' },
  sr: { zh: '缓释片', en: 'Sustained-release Tablets', piece: 'tablets', unit: 'box' },
  ent: { zh: '肠溶片', en: 'Enteric-coated Tablets', piece: 'tablets', unit: 'box' },
  inj: { zh: '注射液', en: 'Injection', piece: 'ampoules', unit: 'box' },
  pinj: { zh: '注射用', en: 'for Injection', piece: 'vials', unit: 'vial' },
  gran: { zh: '颗粒', en: 'Granules', piece: 'sachets', unit: 'box' },
  syr: { zh: '口服溶液', en: 'Oral Solution', piece: 'bottle', unit: 'bottle' },
  oint: { zh: '乳膏', en: 'Cream', piece: 'tube', unit: 'tube' },
  drop: { zh: '滴眼液', en: 'Eye Drops', piece: 'bottle', unit: 'bottle' },
  inh: { zh: '吸入气雾剂', en: 'Inhalation Aerosol', piece: 'canister', unit: 'canister' },
  pen: { zh: '注射液(笔芯)', en: 'Injection (cartridge)', piece: 'cartridges', unit: 'box' },
} as const satisfies Record<string, Form>;
export type FormKey = keyof typeof FORMS;

export interface DrugBlock {
  zh: string; en: string; form: FormKey;
  /** Strengths as printed ('0.25 g'). */
  strengths: string[];
  /** Pieces per pack (for single-piece forms, the volume or weight of the pack is in the strength). */
  packs: number[];
  /** Yuan per pack of the smallest strength and pack, from a domestic maker. */
  yuan: number;
  insurance: HisInsuranceClass;
}

const d = (zh: string, en: string, form: FormKey, strengths: string[], packs: number[], yuan: number, insurance: HisInsuranceClass): DrugBlock =>
  ({ zh, en, form, strengths, packs, yuan, insurance });

export const DRUGS: readonly DrugBlock[] = [
  d('阿莫西林', 'Amoxicillin', 'cap', ['0.25 g', '0.5 g'], [24, 36], 9.8, 'A'),
  d('阿莫西林克拉维酸钾', 'Amoxicillin and Clavulanate Potassium', 'tab', ['0.375 g', '0.625 g'], [12, 18], 28.5, 'A'),
  d('头孢克洛', 'Cefaclor', 'cap', ['0.25 g'], [6, 12], 18.6, 'B'),
  d('头孢呋辛酯', 'Cefuroxime Axetil', 'tab', ['0.125 g', '0.25 g'], [6, 12], 21.4, 'A'),
  d('头孢曲松钠', 'Ceftriaxone Sodium', 'pinj', ['0.5 g', '1.0 g', '2.0 g'], [1], 6.8, 'A'),
  d('头孢他啶', 'Ceftazidime', 'pinj', ['0.5 g', '1.0 g'], [1], 12.5, 'B'),
  d('阿奇霉素', 'Azithromycin', 'tab', ['0.25 g'], [6, 12], 15.2, 'A'),
  d('克拉霉素', 'Clarithromycin', 'tab', ['0.25 g'], [6, 12], 16.9, 'A'),
  d('左氧氟沙星', 'Levofloxacin', 'tab', ['0.1 g', '0.5 g'], [4, 10], 12.3, 'A'),
  d('莫西沙星', 'Moxifloxacin', 'tab', ['0.4 g'], [3, 6], 35.8, 'B'),
  d('甲硝唑', 'Metronidazole', 'tab', ['0.2 g'], [21, 100], 3.2, 'A'),
  d('奥司他韦', 'Oseltamivir', 'cap', ['75 mg'], [10], 58.0, 'B'),
  d('阿昔洛韦', 'Aciclovir', 'oint', ['3% 10 g'], [1], 6.5, 'A'),
  d('布洛芬', 'Ibuprofen', 'sr', ['0.3 g'], [20, 24], 11.6, 'A'),
  d('对乙酰氨基酚', 'Paracetamol', 'tab', ['0.5 g'], [12, 24], 4.5, 'A'),
  d('塞来昔布', 'Celecoxib', 'cap', ['0.2 g'], [6, 10], 32.4, 'B'),
  d('双氯芬酸钠', 'Diclofenac Sodium', 'ent', ['25 mg'], [30, 100], 6.2, 'A'),
  d('曲马多', 'Tramadol', 'sr', ['0.1 g'], [10], 22.7, 'B'),
  d('硝苯地平', 'Nifedipine', 'sr', ['10 mg', '20 mg', '30 mg'], [30, 42], 18.9, 'A'),
  d('氨氯地平', 'Amlodipine', 'tab', ['5 mg'], [7, 28], 8.6, 'A'),
  d('缬沙坦', 'Valsartan', 'cap', ['80 mg', '160 mg'], [7, 14, 28], 16.8, 'A'),
  d('厄贝沙坦', 'Irbesartan', 'tab', ['75 mg', '150 mg'], [7, 28], 14.5, 'A'),
  d('美托洛尔', 'Metoprolol', 'sr', ['23.75 mg', '47.5 mg'], [7, 28], 19.8, 'A'),
  d('比索洛尔', 'Bisoprolol', 'tab', ['2.5 mg', '5 mg'], [10, 30], 15.6, 'A'),
  d('卡托普利', 'Captopril', 'tab', ['25 mg'], [100], 5.4, 'A'),
  d('氢氯噻嗪', 'Hydrochlorothiazide', 'tab', ['25 mg'], [100], 3.6, 'A'),
  d('螺内酯', 'Spironolactone', 'tab', ['20 mg'], [100], 6.8, 'A'),
  d('呋塞米', 'Furosemide', 'inj', ['20 mg/2 ml'], [10], 4.2, 'A'),
  d('阿托伐他汀钙', 'Atorvastatin Calcium', 'tab', ['10 mg', '20 mg'], [7, 28], 22.9, 'A'),
  d('瑞舒伐他汀钙', 'Rosuvastatin Calcium', 'tab', ['5 mg', '10 mg'], [7, 28], 19.5, 'A'),
  d('阿司匹林', 'Aspirin', 'ent', ['100 mg'], [30, 60], 13.8, 'A'),
  d('氯吡格雷', 'Clopidogrel', 'tab', ['75 mg'], [7, 28], 27.5, 'A'),
  d('替格瑞洛', 'Ticagrelor', 'tab', ['90 mg'], [14], 98.0, 'B'),
  d('华法林钠', 'Warfarin Sodium', 'tab', ['2.5 mg'], [60], 12.4, 'A'),
  d('利伐沙班', 'Rivaroxaban', 'tab', ['10 mg', '15 mg', '20 mg'], [5, 7], 45.6, 'B'),
  d('低分子肝素钙', 'Low Molecular Weight Heparin Calcium', 'inj', ['4100 IU/0.4 ml'], [1, 2], 28.0, 'B'),
  d('单硝酸异山梨酯', 'Isosorbide Mononitrate', 'sr', ['40 mg', '60 mg'], [24], 21.2, 'A'),
  d('地高辛', 'Digoxin', 'tab', ['0.25 mg'], [100], 8.9, 'A'),
  d('胺碘酮', 'Amiodarone', 'tab', ['0.2 g'], [10, 24], 15.7, 'A'),
  d('二甲双胍', 'Metformin', 'tab', ['0.25 g', '0.5 g', '0.85 g'], [20, 48, 60], 6.9, 'A'),
  d('格列美脲', 'Glimepiride', 'tab', ['1 mg', '2 mg'], [15, 30], 14.2, 'A'),
  d('阿卡波糖', 'Acarbose', 'tab', ['50 mg'], [30], 25.8, 'A'),
  d('西格列汀', 'Sitagliptin', 'tab', ['100 mg'], [7, 14], 38.6, 'B'),
  d('达格列净', 'Dapagliflozin', 'tab', ['10 mg'], [14], 62.4, 'B'),
  d('门冬胰岛素', 'Insulin Aspart', 'pen', ['3 ml:300 IU'], [1, 5], 42.8, 'B'),
  d('甘精胰岛素', 'Insulin Glargine', 'pen', ['3 ml:300 IU'], [1, 5], 68.9, 'B'),
  d('左甲状腺素钠', 'Levothyroxine Sodium', 'tab', ['50 μg', '100 μg'], [100], 26.4, 'A'),
  d('甲巯咪唑', 'Thiamazole', 'tab', ['5 mg', '10 mg'], [50], 9.6, 'A'),
  d('奥美拉唑', 'Omeprazole', 'ent', ['20 mg'], [14, 28], 12.6, 'A'),
  d('雷贝拉唑钠', 'Rabeprazole Sodium', 'ent', ['10 mg', '20 mg'], [7, 14], 24.5, 'B'),
  d('泮托拉唑钠', 'Pantoprazole Sodium', 'pinj', ['40 mg', '80 mg'], [1], 11.8, 'B'),
  d('铝碳酸镁', 'Hydrotalcite', 'tab', ['0.5 g'], [20, 60], 13.5, 'A'),
  d('蒙脱石散', 'Montmorillonite Powder', 'gran', ['3 g'], [10], 12.8, 'A'),
  d('多潘立酮', 'Domperidone', 'tab', ['10 mg'], [30, 42], 10.6, 'A'),
  d('乳果糖', 'Lactulose', 'syr', ['100 ml', '200 ml'], [1], 24.6, 'A'),
  d('枯草杆菌二联活菌', 'Live Combined Bacillus Subtilis and Enterococcus Faecium', 'cap', ['250 mg'], [20, 30], 19.2, 'B'),
  d('氨溴索', 'Ambroxol', 'syr', ['100 ml'], [1], 16.5, 'A'),
  d('孟鲁司特钠', 'Montelukast Sodium', 'tab', ['4 mg', '5 mg', '10 mg'], [5, 10], 32.0, 'B'),
  d('沙丁胺醇', 'Salbutamol', 'inh', ['100 μg × 200 puffs'], [1], 22.5, 'A'),
  d('布地奈德福莫特罗', 'Budesonide and Formoterol', 'inh', ['160/4.5 μg × 60 puffs'], [1], 186.0, 'B'),
  d('氯雷他定', 'Loratadine', 'tab', ['10 mg'], [6, 12], 12.9, 'A'),
  d('西替利嗪', 'Cetirizine', 'tab', ['10 mg'], [12, 24], 14.8, 'A'),
  d('地塞米松磷酸钠', 'Dexamethasone Sodium Phosphate', 'inj', ['5 mg/1 ml'], [10], 5.6, 'A'),
  d('甲泼尼龙', 'Methylprednisolone', 'tab', ['4 mg'], [24, 30], 18.9, 'A'),
  d('泼尼松', 'Prednisone', 'tab', ['5 mg'], [100], 7.2, 'A'),
  d('艾司唑仑', 'Estazolam', 'tab', ['1 mg'], [20], 4.6, 'A'),
  d('舍曲林', 'Sertraline', 'tab', ['50 mg'], [14], 46.8, 'B'),
  d('奥氮平', 'Olanzapine', 'tab', ['5 mg', '10 mg'], [14, 28], 52.6, 'B'),
  d('丙戊酸钠', 'Sodium Valproate', 'sr', ['0.5 g'], [30], 48.2, 'A'),
  d('卡马西平', 'Carbamazepine', 'tab', ['0.1 g', '0.2 g'], [100], 16.5, 'A'),
  d('甲钴胺', 'Mecobalamin', 'tab', ['0.5 mg'], [20, 50], 18.4, 'B'),
  d('维生素B12', 'Vitamin B12', 'inj', ['0.5 mg/1 ml'], [10], 6.4, 'A'),
  d('叶酸', 'Folic Acid', 'tab', ['0.4 mg', '5 mg'], [31, 100], 8.8, 'A'),
  d('碳酸钙D3', 'Calcium Carbonate and Vitamin D3', 'tab', ['600 mg'], [30, 60], 26.8, 'B'),
  d('骨化三醇', 'Calcitriol', 'cap', ['0.25 μg'], [10, 20], 29.5, 'B'),
  d('阿仑膦酸钠', 'Alendronate Sodium', 'tab', ['70 mg'], [1, 4], 35.6, 'B'),
  d('氯化钠', 'Sodium Chloride', 'inj', ['0.9% 100 ml', '0.9% 250 ml', '0.9% 500 ml'], [1], 2.8, 'A'),
  d('葡萄糖', 'Glucose', 'inj', ['5% 250 ml', '10% 500 ml'], [1], 3.1, 'A'),
  d('氯化钾', 'Potassium Chloride', 'inj', ['1.5 g/10 ml'], [5, 10], 3.9, 'A'),
  d('人血白蛋白', 'Human Albumin', 'inj', ['10 g/50 ml'], [1], 398.0, 'B'),
  d('妥布霉素地塞米松', 'Tobramycin and Dexamethasone', 'drop', ['5 ml'], [1], 29.8, 'B'),
  d('玻璃酸钠', 'Sodium Hyaluronate', 'drop', ['0.1% 5 ml', '0.3% 5 ml'], [1], 38.5, 'B'),
  d('莫匹罗星', 'Mupirocin', 'oint', ['2% 5 g'], [1], 18.6, 'A'),
  d('糠酸莫米松', 'Mometasone Furoate', 'oint', ['0.1% 5 g', '0.1% 10 g'], [1], 22.4, 'B'),
  d('小儿氨酚黄那敏', "Children's Paracetamol, Artificial Cow-bezoar and Chlorphenamine", 'gran', ['1 sachet'], [10, 12], 9.9, 'A'),
  d('蓝芩', 'Lanqin', 'syr', ['10 ml'], [6, 12], 26.5, 'B'),
  d('连花清瘟', 'Lianhua Qingwen', 'cap', ['0.35 g'], [24, 36], 16.8, 'A'),
  d('复方丹参滴丸', 'Compound Danshen Dripping Pills', 'cap', ['27 mg'], [180], 28.6, 'A'),
  d('紫杉醇', 'Paclitaxel', 'inj', ['30 mg/5 ml', '100 mg/16.7 ml'], [1], 268.0, 'B'),
  d('顺铂', 'Cisplatin', 'inj', ['10 mg/2 ml', '30 mg/6 ml'], [1], 22.6, 'A'),
  d('曲妥珠单抗', 'Trastuzumab', 'pinj', ['150 mg', '440 mg'], [1], 1580.0, 'B'),
  d('重组人干扰素α2b', 'Recombinant Human Interferon α2b', 'pinj', ['300万IU', '500万IU'], [1], 38.0, 'B'),
  d('阿达木单抗', 'Adalimumab', 'inj', ['40 mg/0.8 ml'], [1, 2], 1150.0, 'B'),
  d('西地那非', 'Sildenafil', 'tab', ['50 mg', '100 mg'], [1, 5], 62.0, 'self'),
  d('奥利司他', 'Orlistat', 'cap', ['0.12 g'], [21, 42], 158.0, 'self'),
  d('米诺地尔', 'Minoxidil', 'syr', ['5% 60 ml'], [1], 128.0, 'self'),
  d('复方甘草', 'Compound Liquorice', 'tab', ['—'], [100], 3.5, 'A'),
];

/** Makers: the English name printed in the catalogue, where they make it, and how their prices compare. */
export interface Maker { name: string; origin: string; factor: number }
export const DRUG_MAKERS: readonly Maker[] = [
  { name: 'CSPC Pharmaceutical Group', origin: 'Domestic', factor: 1 },
  { name: 'Yangtze River Pharmaceutical Group', origin: 'Domestic', factor: 1.05 },
  { name: 'Qilu Pharmaceutical', origin: 'Domestic', factor: 0.95 },
  { name: 'Jiangsu Hengrui Medicine', origin: 'Domestic', factor: 1.1 },
  { name: 'North China Pharmaceutical', origin: 'Domestic', factor: 0.85 },
  { name: 'China Resources Double-Crane', origin: 'Domestic', factor: 0.9 },
  { name: 'Shanghai Pharmaceuticals', origin: 'Domestic', factor: 1 },
  { name: 'Guangzhou Baiyunshan Pharmaceutical', origin: 'Domestic', factor: 0.9 },
  { name: 'Sichuan Kelun Pharmaceutical', origin: 'Domestic', factor: 0.8 },
  { name: 'Chia Tai Tianqing Pharmaceutical', origin: 'Domestic', factor: 1.05 },
  { name: 'Zhejiang Hisun Pharmaceutical', origin: 'Domestic', factor: 0.95 },
  { name: 'Pfizer', origin: 'Imported', factor: 1.9 },
  { name: 'AstraZeneca', origin: 'Imported', factor: 1.85 },
  { name: 'Novartis', origin: 'Imported', factor: 1.8 },
  { name: 'Sanofi', origin: 'Imported', factor: 1.75 },
  { name: 'Merck Sharp & Dohme', origin: 'Imported', factor: 1.9 },
  { name: 'Bayer', origin: 'Imported', factor: 1.7 },
  { name: 'GlaxoSmithKline', origin: 'Imported', factor: 1.8 },
  { name: 'Novo Nordisk', origin: 'Imported', factor: 1.6 },
  { name: 'Roche', origin: 'Imported', factor: 2 },
];

/** A service: Chinese and English name, what a price buys, yuan, insurance class, and its variants. */
export interface ServiceBlock { zh: string; en: string; unit: string; yuan: number; insurance: HisInsuranceClass; remark?: string }
const s = (zh: string, en: string, unit: string, yuan: number, insurance: HisInsuranceClass = 'A', remark?: string): ServiceBlock =>
  ({ zh, en, unit, yuan, insurance, ...(remark ? { remark } : {}) });

export const LAB_TESTS: readonly ServiceBlock[] = [
  s('血常规', 'Complete blood count', 'time', 20), s('尿常规', 'Urinalysis', 'time', 10), s('大便常规', 'Stool routine', 'time', 6),
  s('粪便隐血试验', 'Faecal occult blood test', 'time', 8), s('肝功能', 'Liver function panel', 'time', 48), s('肾功能', 'Renal function panel', 'time', 30),
  s('血脂四项', 'Lipid panel (4 items)', 'time', 36), s('空腹血糖', 'Fasting plasma glucose', 'time', 6), s('糖化血红蛋白', 'Glycated haemoglobin (HbA1c)', 'time', 60),
  s('口服葡萄糖耐量试验', 'Oral glucose tolerance test', 'time', 35), s('甲状腺功能五项', 'Thyroid function (5 items)', 'time', 125),
  s('C反应蛋白', 'C-reactive protein', 'time', 20), s('降钙素原', 'Procalcitonin', 'time', 150), s('红细胞沉降率', 'Erythrocyte sedimentation rate', 'time', 8),
  s('凝血四项', 'Coagulation panel (4 items)', 'time', 62), s('D-二聚体', 'D-dimer', 'time', 65), s('电解质', 'Electrolytes', 'time', 24),
  s('心肌酶谱', 'Cardiac enzymes', 'time', 70), s('肌钙蛋白I', 'Troponin I', 'time', 80), s('N末端B型利钠肽原', 'NT-proBNP', 'time', 180),
  s('乙肝五项', 'Hepatitis B serology (5 items)', 'time', 55), s('丙型肝炎抗体', 'Hepatitis C antibody', 'time', 40), s('人类免疫缺陷病毒抗体', 'HIV antibody', 'time', 40),
  s('梅毒螺旋体抗体', 'Treponema pallidum antibody', 'time', 25), s('甲胎蛋白', 'Alpha-fetoprotein (AFP)', 'time', 35), s('癌胚抗原', 'Carcinoembryonic antigen (CEA)', 'time', 35),
  s('糖类抗原125', 'Cancer antigen 125', 'time', 60), s('糖类抗原199', 'Carbohydrate antigen 19-9', 'time', 60), s('前列腺特异性抗原', 'Prostate-specific antigen', 'time', 50),
  s('ABO血型鉴定', 'ABO blood grouping', 'time', 12), s('交叉配血', 'Cross-match', 'time', 30), s('类风湿因子', 'Rheumatoid factor', 'time', 18),
  s('抗核抗体', 'Antinuclear antibody', 'time', 45), s('25-羟基维生素D', '25-hydroxyvitamin D', 'time', 90, 'B'), s('血清铁蛋白', 'Serum ferritin', 'time', 40),
  s('尿微量白蛋白', 'Urine microalbumin', 'time', 25), s('血气分析', 'Arterial blood gas', 'time', 55), s('血培养及药敏', 'Blood culture and sensitivity', 'time', 120),
  s('痰培养', 'Sputum culture', 'time', 60), s('新型冠状病毒核酸检测', 'SARS-CoV-2 nucleic acid test', 'time', 16), s('甲型流感病毒抗原', 'Influenza A antigen', 'time', 45),
  s('幽门螺杆菌尿素呼气试验', 'Helicobacter pylori urea breath test', 'time', 100), s('宫颈液基细胞学检查', 'Liquid-based cervical cytology', 'time', 120),
  s('人乳头瘤病毒分型', 'HPV genotyping', 'time', 260, 'self'), s('过敏原检测', 'Allergen panel', 'time', 180, 'B'),
];
/** How a lab test may be ordered: routine, urgent (surcharge), at the bedside. */
export const LAB_VARIANTS = [
  { zh: '', en: '', factor: 1 }, { zh: '(急诊)', en: ' (urgent)', factor: 1.3 }, { zh: '(床旁快速检测)', en: ' (point of care)', factor: 1.6 },
] as const;

export const IMAGING_MODES = [
  { zh: 'CT平扫', en: 'CT, plain', yuan: 180, insurance: 'A' }, { zh: 'CT增强扫描', en: 'CT, contrast-enhanced', yuan: 360, insurance: 'A' },
  { zh: '磁共振平扫', en: 'MRI, plain', yuan: 420, insurance: 'A' }, { zh: '磁共振增强扫描', en: 'MRI, contrast-enhanced', yuan: 680, insurance: 'B' },
  { zh: '数字化X线摄影', en: 'Digital radiography', yuan: 60, insurance: 'A' }, { zh: '彩色多普勒超声', en: 'Colour Doppler ultrasound', yuan: 120, insurance: 'A' },
] as const;
export const BODY_PARTS = [
  { zh: '头颅', en: 'head' }, { zh: '鼻窦', en: 'paranasal sinuses' }, { zh: '颈部', en: 'neck' }, { zh: '胸部', en: 'chest' },
  { zh: '上腹部', en: 'upper abdomen' }, { zh: '下腹部', en: 'lower abdomen' }, { zh: '盆腔', en: 'pelvis' }, { zh: '颈椎', en: 'cervical spine' },
  { zh: '胸椎', en: 'thoracic spine' }, { zh: '腰椎', en: 'lumbar spine' }, { zh: '肩关节', en: 'shoulder' }, { zh: '肘关节', en: 'elbow' },
  { zh: '腕关节', en: 'wrist' }, { zh: '髋关节', en: 'hip' }, { zh: '膝关节', en: 'knee' }, { zh: '踝关节', en: 'ankle' },
  { zh: '甲状腺', en: 'thyroid' }, { zh: '乳腺', en: 'breast' }, { zh: '心脏', en: 'heart' }, { zh: '泌尿系', en: 'urinary tract' },
] as const;

export const OTHER_SERVICES: readonly ServiceBlock[] = [
  s('普通门诊诊查费', 'Outpatient consultation, attending physician', 'time', 10), s('副主任医师门诊诊查费', 'Outpatient consultation, associate chief physician', 'time', 25),
  s('主任医师门诊诊查费', 'Outpatient consultation, chief physician', 'time', 35), s('知名专家门诊诊查费', 'Outpatient consultation, renowned expert', 'time', 100, 'self'),
  s('急诊诊查费', 'Emergency consultation', 'time', 15), s('院内会诊费', 'In-hospital consultation', 'time', 60), s('住院诊查费', 'Inpatient daily consultation', 'day', 20),
  s('特级护理', 'Special-grade nursing care', 'day', 150), s('一级护理', 'Grade 1 nursing care', 'day', 40), s('二级护理', 'Grade 2 nursing care', 'day', 25),
  s('三级护理', 'Grade 3 nursing care', 'day', 15), s('静脉输液', 'Intravenous infusion', 'time', 8), s('静脉输液(每增加一组)', 'Intravenous infusion, each extra set', 'set', 3),
  s('肌肉注射', 'Intramuscular injection', 'time', 3), s('皮下注射', 'Subcutaneous injection', 'time', 3), s('小换药', 'Wound dressing, small', 'time', 15),
  s('中换药', 'Wound dressing, medium', 'time', 25), s('大换药', 'Wound dressing, large', 'time', 40), s('导尿', 'Urinary catheterisation', 'time', 25),
  s('吸痰护理', 'Airway suction', 'time', 10), s('雾化吸入', 'Nebulised inhalation', 'time', 12), s('鼻饲管置管', 'Nasogastric tube insertion', 'time', 30),
  s('灌肠', 'Enema', 'time', 25), s('口腔护理', 'Oral care', 'time', 6), s('压疮护理', 'Pressure ulcer care', 'time', 12),
  s('普通病房床位费(三人间)', 'Ward bed, three-bed room', 'day', 45), s('普通病房床位费(双人间)', 'Ward bed, two-bed room', 'day', 70),
  s('单人病房床位费', 'Ward bed, single room', 'day', 200, 'self'), s('重症监护病房床位费', 'Intensive care unit bed', 'day', 160),
  s('冠心病监护病房床位费', 'Coronary care unit bed', 'day', 150), s('新生儿重症监护床位费', 'Neonatal intensive care bed', 'day', 120),
  s('心电监护', 'ECG monitoring', 'hour', 5), s('常规心电图检查', 'Resting 12-lead ECG', 'time', 25), s('动态心电图', '24-hour Holter ECG', 'time', 200),
  s('动态血压监测', '24-hour ambulatory blood pressure', 'time', 150), s('肺功能检查', 'Pulmonary function test', 'time', 120), s('脑电图', 'Electroencephalogram', 'time', 90),
  s('电子胃镜检查', 'Gastroscopy', 'time', 260), s('电子结肠镜检查', 'Colonoscopy', 'time', 380), s('无痛胃镜检查', 'Gastroscopy under sedation', 'time', 560, 'B'),
  s('骨密度测定', 'Bone densitometry (DXA)', 'time', 150, 'B'), s('针刺', 'Acupuncture', 'time', 25), s('推拿治疗', 'Tuina massage therapy', 'time', 40),
  s('中频脉冲电治疗', 'Medium-frequency electrotherapy', 'time', 20), s('康复训练', 'Rehabilitation exercise session', 'time', 50), s('血液透析', 'Haemodialysis', 'time', 420),
  s('全身麻醉', 'General anaesthesia (first 2 hours)', 'time', 800), s('椎管内麻醉', 'Neuraxial anaesthesia', 'time', 500), s('神经阻滞麻醉', 'Nerve block anaesthesia', 'time', 300),
  s('局部浸润麻醉', 'Local infiltration anaesthesia', 'time', 40),
  s('阑尾切除术', 'Appendicectomy', 'time', 1200, 'A', 'Grade 2 operation'), s('腹腔镜下胆囊切除术', 'Laparoscopic cholecystectomy', 'time', 2600, 'A', 'Grade 3 operation'),
  s('腹股沟疝修补术', 'Inguinal hernia repair', 'time', 1500, 'A', 'Grade 2 operation'), s('甲状腺腺叶切除术', 'Thyroid lobectomy', 'time', 2400, 'A', 'Grade 3 operation'),
  s('乳腺癌改良根治术', 'Modified radical mastectomy', 'time', 3800, 'A', 'Grade 4 operation'), s('全髋关节置换术', 'Total hip replacement', 'time', 4800, 'A', 'Grade 4 operation'),
  s('全膝关节置换术', 'Total knee replacement', 'time', 4600, 'A', 'Grade 4 operation'), s('经皮冠状动脉支架植入术', 'Percutaneous coronary stent implantation', 'time', 5200, 'A', 'Grade 4 operation'),
  s('冠状动脉造影术', 'Coronary angiography', 'time', 2200, 'A', 'Grade 3 operation'), s('白内障超声乳化摘除术', 'Phacoemulsification cataract extraction', 'time', 1800, 'A', 'Grade 3 operation'),
  s('剖宫产术', 'Caesarean section', 'time', 1600, 'A', 'Grade 3 operation'), s('扁桃体切除术', 'Tonsillectomy', 'time', 900, 'A', 'Grade 2 operation'),
  s('包皮环切术', 'Circumcision', 'time', 500, 'A', 'Grade 1 operation'), s('体表肿物切除术', 'Excision of a superficial lump', 'time', 300, 'A', 'Grade 1 operation'),
  s('清创缝合术(小)', 'Debridement and suture, small', 'time', 120), s('清创缝合术(大)', 'Debridement and suture, large', 'time', 360),
  s('骨折闭合复位石膏外固定术', 'Closed reduction and cast of a fracture', 'time', 450, 'A', 'Grade 2 operation'), s('腰椎间盘髓核摘除术', 'Lumbar discectomy', 'time', 3600, 'A', 'Grade 4 operation'),
  s('内镜下结肠息肉切除术', 'Endoscopic colonic polypectomy', 'time', 900, 'A', 'Grade 2 operation'), s('经尿道前列腺电切术', 'Transurethral resection of the prostate', 'time', 3000, 'A', 'Grade 3 operation'),
];
/** Children's services carry the usual paediatric surcharge of public price lists. */
export const SERVICE_VARIANTS = [{ zh: '', en: '', factor: 1 }, { zh: '(6岁以下儿童)', en: ' (child under 6)', factor: 1.3 }] as const;

/** A material: Chinese and English name, sizes, unit, yuan, insurance class. */
export interface MaterialBlock { zh: string; en: string; sizes: string[]; unit: string; yuan: number; insurance: HisInsuranceClass }
const m = (zh: string, en: string, sizes: string[], unit: string, yuan: number, insurance: HisInsuranceClass = 'B'): MaterialBlock => ({ zh, en, sizes, unit, yuan, insurance });
export const MATERIALS: readonly MaterialBlock[] = [
  m('一次性使用输液器', 'Disposable infusion set', ['0.55 mm', '0.7 mm'], 'piece', 2.5, 'A'),
  m('一次性使用无菌注射器', 'Disposable sterile syringe', ['1 ml', '2 ml', '5 ml', '10 ml', '20 ml', '50 ml'], 'piece', 0.6, 'A'),
  m('静脉留置针', 'IV cannula', ['18G', '20G', '22G', '24G'], 'piece', 12, 'B'),
  m('一次性导尿包', 'Urinary catheter kit', ['F8', 'F10', 'F12', 'F14', 'F16', 'F18'], 'set', 28, 'B'),
  m('医用纱布块', 'Medical gauze swab', ['5 cm × 7 cm', '8 cm × 10 cm'], 'pack', 1.8, 'A'),
  m('医用透气胶带', 'Breathable medical tape', ['1.25 cm × 9.1 m', '2.5 cm × 9.1 m'], 'roll', 4.5, 'A'),
  m('可吸收性外科缝线', 'Absorbable surgical suture', ['2-0', '3-0', '4-0', '5-0'], 'piece', 36, 'B'),
  m('药物洗脱冠脉支架', 'Drug-eluting coronary stent', ['2.5 × 18 mm', '3.0 × 24 mm', '3.5 × 29 mm'], 'piece', 800, 'B'),
  m('冠脉球囊扩张导管', 'Coronary balloon dilatation catheter', ['2.0 × 15 mm', '2.5 × 15 mm', '3.0 × 15 mm'], 'piece', 460, 'B'),
  m('人工髋关节假体', 'Hip joint prosthesis', ['ceramic-on-ceramic', 'metal-on-polyethylene'], 'set', 7200, 'B'),
  m('人工膝关节假体', 'Knee joint prosthesis', ['fixed bearing', 'mobile bearing'], 'set', 6800, 'B'),
  m('锁定加压接骨板', 'Locking compression plate', ['4 holes', '6 holes', '8 holes'], 'piece', 1800, 'B'),
  m('皮质骨螺钉', 'Cortical bone screw', ['3.5 × 20 mm', '3.5 × 30 mm', '4.5 × 40 mm'], 'piece', 260, 'B'),
  m('一次性使用腔镜直线切割吻合器', 'Endoscopic linear cutter stapler', ['45 mm', '60 mm'], 'piece', 2600, 'B'),
  m('人工晶状体', 'Intraocular lens', ['monofocal', 'aspheric', 'multifocal'], 'piece', 1500, 'self'),
  m('双腔永久心脏起搏器', 'Dual-chamber pacemaker', ['standard', 'MRI-conditional'], 'set', 28000, 'B'),
  m('中心静脉导管包', 'Central venous catheter kit', ['single lumen', 'double lumen', 'triple lumen'], 'set', 180, 'B'),
  m('气管插管', 'Endotracheal tube', ['6.0', '6.5', '7.0', '7.5', '8.0'], 'piece', 25, 'A'),
  m('一次性胃管', 'Disposable gastric tube', ['F12', 'F14', 'F16'], 'piece', 9, 'A'),
  m('一次性引流袋', 'Disposable drainage bag', ['500 ml', '1000 ml'], 'piece', 5, 'A'),
  m('医用外科口罩', 'Surgical mask', ['adult', 'child'], 'piece', 0.8, 'self'),
  m('一次性医用检查手套', 'Disposable examination gloves', ['S', 'M', 'L'], 'pair', 0.5, 'self'),
  m('血液透析器', 'Haemodialyser', ['1.4 m²', '1.6 m²', '1.8 m²'], 'piece', 150, 'B'),
  m('医用弹力绷带', 'Elastic bandage', ['7.5 cm × 4.5 m', '10 cm × 4.5 m'], 'roll', 8, 'A'),
  m('负压引流敷料', 'Negative-pressure wound dressing', ['10 × 10 cm', '15 × 20 cm'], 'piece', 680, 'self'),
  m('医用石膏绷带', 'Plaster of Paris bandage', ['10 cm', '15 cm'], 'roll', 6, 'A'),
];
export const MATERIAL_MAKERS: readonly Maker[] = [
  { name: 'Shandong Weigao Group', origin: 'Domestic', factor: 1 }, { name: 'Jiangxi Hongda Medical', origin: 'Domestic', factor: 0.9 },
  { name: 'Lepu Medical', origin: 'Domestic', factor: 1 }, { name: 'MicroPort Scientific', origin: 'Domestic', factor: 1.05 },
  { name: 'Winner Medical', origin: 'Domestic', factor: 0.95 }, { name: 'B. Braun', origin: 'Imported', factor: 1.6 },
  { name: 'Medtronic', origin: 'Imported', factor: 1.8 }, { name: 'Johnson & Johnson (Ethicon)', origin: 'Imported', factor: 1.7 },
  { name: 'Abbott', origin: 'Imported', factor: 1.75 }, { name: 'BD', origin: 'Imported', factor: 1.5 },
];
