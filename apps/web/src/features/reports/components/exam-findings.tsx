import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@portal/shared';

/** An exam report's text (imaging, ECG, endoscopy): findings and the conclusion, line breaks kept as written. */
export function ExamFindings({
  report,
}: {
  report: Pick<ReportDetail, 'findings' | 'conclusion'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="exam-findings" data-testid="exam-findings">
      <section className="exam-findings__part">
        <h3 className="exam-findings__title">{t('ui.findings')}</h3>
        <p className="exam-findings__text" data-testid="exam-findings-text">
          {report.findings || '—'}
        </p>
      </section>
      <section className="exam-findings__part exam-findings__part--conclusion">
        <h3 className="exam-findings__title">{t('ui.conclusion')}</h3>
        <p className="exam-findings__text" data-testid="exam-conclusion">
          {report.conclusion || '—'}
        </p>
      </section>
    </div>
  );
}
