import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { PdfFontSource } from './pdf-fonts.ts';

/**
 * What the query calls need: the portal's database (patients, access log, hospital), the HIS from the composition root,
 * and the fonts of downloaded PDFs.
 */
export interface QueryDeps { db: Db; his: HisAdapter; pdfFonts: PdfFontSource }
