import type { HosId } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The server's PDF of one report (a file, not an envelope call; signed in like every report call). */
export const REPORT_PDF_PATH = '/feature/api/report/pdf';

/** The name to save under when the server does not offer one. */
export const pdfFileName = (reportId: string) => `report-${reportId}.pdf`;

/** 'Download PDF': fetches the report's PDF with the user's token and saves it as a file. */
export function useDownloadReportPdf(hosId: HosId, reportId: string) {
  return useMutation({
    mutationFn: () => fetchFile(REPORT_PDF_PATH, { hosId, reportId }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? pdfFileName(reportId)),
  });
}
