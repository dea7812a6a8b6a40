import type { HosId } from '@portal/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useDownloadReportPdf } from '../api/download-report-pdf.ts';
import { BackToList, PrintButton } from '../../../components/query-list/back-and-print.tsx';

interface ReportActionsProps {
  hosId: HosId;
  reportId: string;
  /** The list to go back to, with the filters it had. */
  backTo: string;
}

/** Back to the list, print (print-sheet.css prints only the report) and the server's PDF; none of it is printed. */
export function ReportActions({ hosId, reportId, backTo }: ReportActionsProps) {
  const { t } = useTranslation();
  const pdf = useDownloadReportPdf(hosId, reportId);
  return (
    <div className="report-actions print-hidden" data-testid="report-actions">
      <Space wrap className="report-actions__buttons">
        <BackToList to={backTo} label={t('ui.backToReports')} testId="report-back" />
        <PrintButton testId="report-print" />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate()}
          data-testid="report-pdf"
        >
          {t('ui.downloadPdf')}
        </Button>
      </Space>
      {pdf.isError ? (
        <Alert
          className="report-actions__error"
          type="error"
          showIcon
          title={<span data-testid="report-pdf-error">{errorText(pdf.error)}</span>}
        />
      ) : null}
    </div>
  );
}
