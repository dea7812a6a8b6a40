import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { XLSX_MAX_UNPACKED_BYTES, xlsxUnpacksWithinLimits } from './physical-import.ts';

/** Leftover: an XLSX member list is a ZIP archive, checked by what it really unpacks to before it is read. */
describe('xlsxUnpacksWithinLimits', () => {
  it('passes a real workbook of a thousand members', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    for (let i = 0; i < 1000; i++)
      sheet.addRow([`Member ${i}`, `11010519491231${String(i).padStart(4, '0')}`, '13800000000']);
    expect(xlsxUnpacksWithinLimits(new Uint8Array(await book.xlsx.writeBuffer()))).toBe(true);
  });

  it('refuses an archive that unpacks past the limit, whether in one part or spread over many', () => {
    expect(
      xlsxUnpacksWithinLimits(
        zipSync({ 'a.xml': [new Uint8Array(XLSX_MAX_UNPACKED_BYTES + 1), { level: 9 }] }),
      ),
    ).toBe(false);
    const spread = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [
        `part${i}.xml`,
        new Uint8Array(XLSX_MAX_UNPACKED_BYTES / 4),
      ]),
    );
    expect(xlsxUnpacksWithinLimits(zipSync(spread, { level: 9 }))).toBe(false);
    expect(
      xlsxUnpacksWithinLimits(
        zipSync({ 'a.xml': [new Uint8Array(XLSX_MAX_UNPACKED_BYTES), { level: 9 }] }),
      ),
    ).toBe(true);
  });

  it('refuses an archive of thousands of parts, and one whose data is broken', () => {
    const many = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`p${i}.xml`, strToU8('<x/>')]),
    );
    expect(xlsxUnpacksWithinLimits(zipSync(many))).toBe(false);
    const zipped = zipSync({ 'a.xml': [strToU8('<row>'.repeat(10_000)), { level: 9 }] });
    const broken = zipped.slice();
    broken.fill(0xff, 40, 80);
    expect(xlsxUnpacksWithinLimits(broken)).toBe(false);
  });
});
