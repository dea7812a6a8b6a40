import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { PdfFontSource } from './pdf-fonts.ts';

/** What the query calls need: the portal's database (patients, access log, hospital) and the HIS from the composition root. */
export interface QueryDeps {
  db: Db;
  his: HisAdapter;
}

/** The reports also print PDFs, in the server's fonts. */
export interface ReportDeps extends QueryDeps {
  pdfFonts: PdfFontSource;
}
