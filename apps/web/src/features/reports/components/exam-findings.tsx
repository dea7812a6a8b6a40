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
    <div className="sheet-text" data-testid="exam-findings">
      <section className="sheet-text__part">
        <h3 className="sheet-text__title">{t('ui.findings')}</h3>
        <p className="sheet-text__body" data-testid="exam-findings-text">
          {report.findings || '—'}
        </p>
      </section>
      <section className="sheet-text__part sheet-text__part--key">
        <h3 className="sheet-text__title">{t('ui.conclusion')}</h3>
        <p className="sheet-text__body" data-testid="exam-conclusion">
          {report.conclusion || '—'}
        </p>
      </section>
    </div>
  );
}
