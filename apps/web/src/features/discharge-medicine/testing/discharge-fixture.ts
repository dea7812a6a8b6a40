import type { DischargeDetail, DischargeSummary } from '@portal/shared';

export const dischargeOf = (over: Partial<DischargeSummary> = {}): DischargeSummary => ({
  stayId: 'S1',
  admittedOn: '2026-03-02',
  dischargedOn: '2026-03-09',
  deptName: 'Cardiology',
  doctorName: 'Dr. Li',
  dischargeDiagnosis: 'Unstable angina pectoris',
  medicineCount: 2,
  ...over,
});

export const dischargeDetailOf = (over: Partial<DischargeDetail> = {}): DischargeDetail => ({
  ...dischargeOf(),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  medicines: [
    {
      drugName: 'Aspirin enteric-coated tablets',
      specification: '100 mg × 30 tablets',
      dose: '100 mg',
      frequency: 'Once daily',
      days: 28,
      quantity: '1 box',
      instructions: 'Oral. Take before breakfast.',
    },
    {
      drugName: 'Atorvastatin calcium tablets',
      specification: '20 mg × 7 tablets',
      dose: '20 mg',
      frequency: 'Once nightly',
      days: 28,
      quantity: '4 boxes',
      instructions: 'Oral. Take in the evening.',
    },
  ],
  ...over,
});
