import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { PHYSICAL_IMPORT_MAX_BYTES } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';

/**
 * A leader's member file (CSV or XLSX, chosen by its extension) read into rows of cells as the
 * spreadsheet numbers them (index 0 = row 1, the header), so a problem names the row the leader sees. The file is read
 * in the request and never stored. PHYSICAL004 when it is too big or cannot be read.
 */
export async function readMemberTable(
  fileName: string,
  base64: string,
  maxRows: number,
): Promise<string[][]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > PHYSICAL_IMPORT_MAX_BYTES)
    throw new AppError('PHYSICAL004');
  const table = /\.xlsx$/i.test(fileName) ? await readXlsx(bytes) : readCsv(bytes);
  // A few rows more than the limit are read so that "too many members" is told, not hidden behind a cut.
  return table.slice(0, maxRows + 50);
}

function readCsv(bytes: Buffer): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // An XLSX renamed to .csv (or any binary) is a ZIP or holds NULs: refuse it rather than report nonsense rows.
  if (text.includes('\u0000') || text.startsWith('PK')) throw new AppError('PHYSICAL004');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw new AppError('PHYSICAL004');
  return parsed.data.map((cells) => cells.map((c) => String(c)));
}

/**
 * An XLSX is a ZIP archive: a file within the upload limit could unpack to gigabytes (a "zip bomb": 200 kB of
 * compressed zeros is 200 MB), which the spreadsheet reader would inflate and parse in memory. A member list of a
 * thousand people unpacks to well under a megabyte; more than this is refused before the reader sees it.
 */
export const XLSX_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** A workbook has a dozen or two parts; an archive of thousands is not a member list. */
const XLSX_MAX_PARTS = 200;
/** Fed to the unpacker this many bytes at a time, so one step can never inflate more than about a thousand times it. */
const UNPACK_STEP = 4096;

/** Whether the archive unpacks (actually inflated, not as its headers claim) to at most the limits above. */
export function xlsxUnpacksWithinLimits(bytes: Uint8Array): boolean {
  let total = 0;
  let parts = 0;
  let within = true;
  const unzip = new Unzip((part) => {
    parts += 1;
    if (parts > XLSX_MAX_PARTS) within = false;
    part.ondata = (err, chunk) => {
      total += chunk.length;
      if (err || total > XLSX_MAX_UNPACKED_BYTES) {
        within = false;
        part.terminate();
      }
    };
    if (within) part.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && within; at += UNPACK_STEP)
      unzip.push(bytes.subarray(at, at + UNPACK_STEP), at + UNPACK_STEP >= bytes.length);
  } catch {
    return false;
  }
  return within;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  if (!xlsxUnpacksWithinLimits(bytes)) throw new AppError('PHYSICAL004');
  // Imported with the first XLSX member list, not at start: about 0.3 s of every `npm start`.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('PHYSICAL004');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('PHYSICAL004');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    table[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(table, (r) => r ?? []);
}
