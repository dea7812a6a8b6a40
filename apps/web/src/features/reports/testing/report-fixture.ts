import type { LabItem, ReportDetail, ReportSummary, ReportTrend } from '@portal/shared';

export const reportOf = (over: Partial<ReportSummary> = {}): ReportSummary => ({
  reportId: 'R1',
  kind: 'lab',
  source: 'out',
  reportType: 'blood',
  reportTypeName: 'Blood test',
  title: 'Complete blood count',
  deptName: 'Internal Medicine',
  doctorName: 'Dr. Li',
  reportedAt: '2026-11-20T02:30:00Z',
  abnormalCount: 2,
  ...over,
});

export const labItemOf = (over: Partial<LabItem> = {}): LabItem => ({
  code: 'GLU',
  name: 'Glucose',
  result: '7.2',
  unit: 'mmol/L',
  low: 3.9,
  high: 6.1,
  range: '3.9–6.1',
  flag: 'H',
  ...over,
});

export const labReportOf = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  ...reportOf(),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  specimen: 'Venous blood',
  sampledAt: '2026-11-20T00:10:00Z',
  items: [
    labItemOf(),
    labItemOf({
      code: 'HGB',
      name: 'Haemoglobin',
      result: '118',
      unit: 'g/L',
      low: 130,
      high: 175,
      range: '130–175',
      flag: 'L',
    }),
    labItemOf({
      code: 'WBC',
      name: 'White cells',
      result: '6.4',
      unit: '10^9/L',
      low: 3.5,
      high: 9.5,
      range: '3.5–9.5',
      flag: 'N',
    }),
    labItemOf({
      code: 'UPRO',
      name: 'Urine protein',
      result: 'negative',
      unit: '',
      low: null,
      high: null,
      range: 'negative',
      flag: null,
    }),
  ],
  findings: '',
  conclusion: '',
  ...over,
});

export const examReportOf = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  ...reportOf({
    reportId: 'E1',
    kind: 'exam',
    reportType: 'ct',
    reportTypeName: 'CT',
    title: 'Chest CT',
    abnormalCount: 0,
  }),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  specimen: '',
  sampledAt: null,
  items: [],
  findings: 'Both lungs clear.\nNo enlarged lymph nodes.',
  conclusion: 'No abnormality seen.',
  ...over,
});

export const trendOf = (over: Partial<ReportTrend> = {}): ReportTrend => ({
  code: 'GLU',
  name: 'Glucose',
  unit: 'mmol/L',
  points: [
    {
      reportId: 'R1',
      reportedAt: '2026-11-20T02:30:00Z',
      value: 7.2,
      low: 3.9,
      high: 6.1,
      flag: 'H',
    },
    {
      reportId: 'R0',
      reportedAt: '2026-05-02T01:00:00Z',
      value: 5.4,
      low: 3.9,
      high: 6.1,
      flag: 'N',
    },
    {
      reportId: 'Rm',
      reportedAt: '2025-12-01T01:00:00Z',
      value: 3.5,
      low: 3.9,
      high: 6.1,
      flag: 'L',
    },
  ],
  ...over,
});
