import type { PrescriptionDetail, PrescriptionSummary } from '@portal/shared';

export const prescriptionOf = (over: Partial<PrescriptionSummary> = {}): PrescriptionSummary => ({
  prescriptionId: 'P1',
  issuedAt: '2026-11-20T02:30:00Z',
  deptName: 'Cardiology',
  doctorName: 'Dr. Li',
  diagnosis: 'Essential hypertension',
  status: 'dispensed',
  statusName: 'Dispensed',
  totalAmount: 6160,
  itemCount: 1,
  ...over,
});

export const prescriptionDetailOf = (
  over: Partial<PrescriptionDetail> = {},
): PrescriptionDetail => ({
  ...prescriptionOf({ totalAmount: 8643, itemCount: 2 }),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  items: [
    {
      drugName: 'Amlodipine besylate tablets',
      specification: '5 mg × 28 tablets',
      dose: '5',
      doseUnit: 'mg',
      route: 'Oral',
      frequency: 'Once daily',
      days: 30,
      quantity: 2,
      quantityUnit: 'box',
      unitPrice: 3080,
      amount: 6160,
    },
    {
      drugName: 'Metformin hydrochloride tablets',
      specification: '0.5 g × 48 tablets',
      dose: '0.5',
      doseUnit: 'g',
      route: 'Oral',
      frequency: 'Three times daily',
      days: 30,
      quantity: 1.5,
      quantityUnit: 'box',
      unitPrice: 1655,
      amount: 2483,
    },
  ],
  ...over,
});
