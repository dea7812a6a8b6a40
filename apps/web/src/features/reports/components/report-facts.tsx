import { useTranslation } from 'react-i18next';
import type { Language, ReportDetail } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { SheetHead, sheetFacts } from '../../../components/print-sheet/sheet-head.tsx';

interface ReportFactsProps {
  report: ReportDetail;
  timeZone: string;
  hospitalName?: string;
}

/** The report's header: who, what, where, by whom and when (hospital zone), as printed on paper. */
export function ReportFacts({ report, timeZone, hospitalName }: ReportFactsProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, timeZone, i18n.language as Language) : '—';
  const fact = sheetFacts('report');
  return (
    <SheetHead
      hospitalName={hospitalName}
      title={report.title}
      titleTestId="report-title"
      column={2}
      facts={[
        fact('patient', t('ui.patient'), report.patientName),
        fact(
          'type',
          t('ui.reportType'),
          `${report.reportTypeName} · ${t(report.source === 'in' ? 'ui.reportSourceIn' : 'ui.reportSourceOut')}`,
        ),
        fact('no', t('ui.reportNo'), report.reportId),
        fact('dept', t('ui.department'), report.deptName),
        fact('doctor', t('ui.doctor'), report.doctorName),
        // An exam (imaging, ECG) usually has no specimen and no sampling time: left out rather than shown empty.
        ...(report.specimen ? [fact('specimen', t('ui.specimen'), report.specimen)] : []),
        ...(report.sampledAt ? [fact('sampled', t('ui.sampledAt'), when(report.sampledAt))] : []),
        fact('issued', t('ui.reportedAt'), when(report.reportedAt)),
      ]}
    />
  );
}
