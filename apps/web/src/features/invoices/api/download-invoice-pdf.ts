import { useMutation } from '@tanstack/react-query';
import { INVOICE_PDF_PATH, type HosId } from '@portal/shared';
import { fetchFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The name to save under when the server does not offer one. */
export const invoicePdfName = (invoiceNo: string) => `invoice-${invoiceNo}.pdf`;

/** How long a viewed PDF's object URL lives: the new tab has read it long before. */
const KEEP_VIEW_URL_MS = 5 * 60_000;

/**
 * The server's PDF of one invoice, fetched with the user's token (so no plain link can): saved as a file ('download')
 * or opened in a new tab ('view'). The server writes it in the request's language.
 */
export function useInvoicePdf(hosId: HosId) {
  return useMutation({
    mutationFn: async ({ invoiceNo, mode }: { invoiceNo: string; mode: 'download' | 'view' }) => {
      const tab = mode === 'view' ? window.open('', '_blank') : null;
      const { blob, fileName } = await fetchFile(INVOICE_PDF_PATH, { hosId, invoiceNo });
      if (mode === 'download' || !tab) return saveFile(blob, fileName ?? invoicePdfName(invoiceNo));
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), KEEP_VIEW_URL_MS);
    },
  });
}
