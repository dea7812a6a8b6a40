import type { Db } from '../../db/database.ts';
import type { ContractDischarge, ContractPrescription } from '../medicine.contract.ts';
import { insertDischarges, insertPrescriptions } from './medicine-data.ts';

/** Tests' way into the sandbox HIS's prescriptions and discharges: written by the sandbox's own loader. */
export async function insertTestMedicine(
  db: Db,
  hosId: string,
  data: { prescriptions?: ContractPrescription[]; discharges?: ContractDischarge[] },
) {
  const who = <T extends { person: { certType: number; certNo: string } }>(x: T) => ({
    ...x,
    certType: x.person.certType,
    certNo: x.person.certNo,
  });
  await insertPrescriptions(db, hosId, (data.prescriptions ?? []).map(who));
  await insertDischarges(db, hosId, (data.discharges ?? []).map(who));
}

let n = 0;
const AMOXICILLIN = {
  drugName: 'Amoxicillin capsules',
  specification: '0.25 g × 24 capsules',
  dose: '0.5',
  doseUnit: 'g',
  route: 'Oral',
  frequency: 'Three times daily',
  days: 5,
  quantity: 2,
  quantityUnit: 'box',
  unitPrice: 1280,
};
const IBUPROFEN = {
  drugName: 'Ibuprofen sustained-release capsules',
  specification: '0.3 g × 20 capsules',
  dose: '0.3',
  doseUnit: 'g',
  route: 'Oral',
  frequency: 'Twice daily',
  days: 5,
  quantity: 1,
  quantityUnit: 'box',
  unitPrice: 1450,
};

/** A prescription of a person (two drugs, ¥39.90, dispensed, issued now by default), overridable field by field. */
export function testPrescription(
  person: { certType: number; certNo: string },
  over: Partial<ContractPrescription> = {},
): ContractPrescription {
  return {
    prescriptionId: `RX-${Date.now().toString(36)}-${++n}`,
    person,
    patientName: 'Test Person',
    issuedAt: new Date(),
    deptName: 'Respiratory Medicine',
    doctorName: 'Test Doctor',
    diagnosis: 'Acute upper respiratory tract infection',
    status: 'dispensed',
    items: [AMOXICILLIN, IBUPROFEN],
    ...over,
  };
}

/** A discharge of a person (discharged on `dischargedOn`, admitted a week before), with three medicines. */
export function testDischarge(
  person: { certType: number; certNo: string },
  dischargedOn: string,
  over: Partial<ContractDischarge> = {},
): ContractDischarge {
  const admitted = new Date(Date.parse(`${dischargedOn}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    stayId: `ST-${Date.now().toString(36)}-${++n}`,
    person,
    patientName: 'Test Person',
    admittedOn: admitted,
    dischargedOn,
    deptName: 'Cardiology',
    doctorName: 'Test Doctor',
    dischargeDiagnosis: 'Unstable angina pectoris',
    medicines: [
      {
        drugName: 'Aspirin enteric-coated tablets',
        specification: '100 mg × 30 tablets',
        dose: '100 mg',
        frequency: 'Once daily',
        days: 28,
        quantity: '1 box',
        instructions: 'Oral. Before breakfast.',
      },
      {
        drugName: 'Clopidogrel bisulfate tablets',
        specification: '75 mg × 7 tablets',
        dose: '75 mg',
        frequency: 'Once daily',
        days: 28,
        quantity: '4 boxes',
        instructions: 'Oral. Do not stop on your own.',
      },
      {
        drugName: 'Atorvastatin calcium tablets',
        specification: '20 mg × 7 tablets',
        dose: '20 mg',
        frequency: 'Once nightly',
        days: 28,
        quantity: '4 boxes',
        instructions: 'Oral. In the evening.',
      },
    ],
    ...over,
  };
}

/** One prescription and one discharge (yesterday, UTC) of a person, for tests that need one object of each kind. */
export async function insertMedicineOf(
  db: Db,
  hosId: string,
  person: { certType: number; certNo: string },
) {
  const prescription = testPrescription(person);
  const discharge = testDischarge(
    person,
    new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  );
  await insertTestMedicine(db, hosId, { prescriptions: [prescription], discharges: [discharge] });
  return { prescriptionId: prescription.prescriptionId, stayId: discharge.stayId };
}
