import '../../../components/print-sheet/print-sheet.css';
import '../reports.css';
import { useState } from 'react';
import { hospitalToday, type LabItem, type HosId } from '@portal/shared';
import { useReport } from '../api/report-queries.ts';
import { ExamFindings } from './exam-findings.tsx';
import { LabItemsTable } from './lab-items-table.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportFacts } from './report-facts.tsx';
import { TrendDialog } from './trend-dialog.tsx';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';

interface ReportDetailViewProps {
  hosId: HosId;
  reportId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/**
 * /query/report/detail?reportId=: the report as the patient would get it on paper — header facts, then
 * the lab items or the exam's findings and conclusion — with print, PDF and, for a numeric item, its trend.
 */
export function ReportDetailView({
  hosId,
  reportId,
  timeZone,
  hospitalName,
  backTo,
}: ReportDetailViewProps) {
  const report = useReport(hosId, reportId);
  const [trendItem, setTrendItem] = useState<LabItem | null>(null);
  return (
    <QueryDetail query={report} errorTestId="report-error" timeZone={timeZone} rows={10}>
      {(r) => (
        <div className="report-detail">
          <ReportActions hosId={hosId} reportId={r.reportId} backTo={backTo} />
          <article
            className="report-sheet print-sheet"
            data-testid="report-sheet"
            data-kind={r.kind}
          >
            <ReportFacts report={r} timeZone={timeZone} hospitalName={hospitalName} />
            {r.kind === 'lab' ? <LabItemsTable items={r.items} onTrend={setTrendItem} /> : null}
            {r.kind === 'exam' || r.findings !== '' || r.conclusion !== '' ? (
              <ExamFindings report={r} />
            ) : null}
          </article>
          <TrendDialog
            hosId={hosId}
            patientId={r.patientId}
            reportId={r.reportId}
            item={trendItem}
            timeZone={timeZone}
            today={hospitalToday(new Date(), timeZone)}
            onClose={() => setTrendItem(null)}
          />
        </div>
      )}
    </QueryDetail>
  );
}
