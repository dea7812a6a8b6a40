import type { PathologyDetail, PathologySummary } from '@portal/shared';

export const pathologyOf = (over: Partial<PathologySummary> = {}): PathologySummary => ({
  pathologyId: 'PA1',
  reportedAt: '2026-11-20T06:30:00Z',
  deptName: 'Gastroenterology',
  doctorName: 'Dr. Li',
  specimen: 'Gastric antrum, endoscopic biopsy',
  specimenType: 'biopsy',
  diagnosis: 'Chronic active gastritis',
  ...over,
});

export const pathologyDetailOf = (over: Partial<PathologyDetail> = {}): PathologyDetail => ({
  ...pathologyOf(),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  pathologyNo: 'S26-00042',
  receivedAt: '2026-11-17T01:10:00Z',
  grossDescription: 'Three grey-white fragments.',
  microscopicDescription: 'Chronic active inflammation with H. pylori.',
  conclusion: 'No dysplasia.',
  markers: [
    { name: 'Ki-67', result: '20% +' },
    { name: 'ER', result: '90% strong +' },
  ],
  ...over,
});
