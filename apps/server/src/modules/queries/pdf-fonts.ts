import fs from 'node:fs';

/**
 * The fonts a downloaded PDF is set in. The PDF standard fonts cover only Latin text, and a hospital's reports are
 * mostly Chinese, so a font covering CJK is embedded (subset: only the glyphs used) when the server has one:
 * PDF_FONT / PDF_FONT_BOLD name a TTF, OTF or a collection face ('/path/font.ttc#PostScriptName'); by default Debian's
 * Noto CJK (package fonts-noto-cjk) where installed. Without one, PDFs fall back to the standard fonts and print '?'
 * for what they cannot draw (report-pdf.ts pdfText). Read lazily, once: the collections are ~20 MB each.
 */
export interface PdfFontFace {
  data: Buffer;
  face?: string;
}
export interface PdfFonts {
  regular: PdfFontFace;
  bold: PdfFontFace;
}
export type PdfFontSource = () => PdfFonts | null;

const NOTO = '/usr/share/fonts/opentype/noto';
export const DEFAULT_PDF_FONTS = {
  regular: `${NOTO}/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular`,
  bold: `${NOTO}/NotoSansCJK-Bold.ttc#NotoSansCJKsc-Bold`,
};

function readFace(spec: string): PdfFontFace | null {
  const [file, face] = spec.split('#') as [string, string | undefined];
  try {
    return { data: fs.readFileSync(file), ...(face ? { face } : {}) };
  } catch {
    return null;
  }
}

/** The fonts of `regular` and `bold` (bold falls back to regular), read on first use; null when neither can be read. */
export function pdfFontSource(
  regular = DEFAULT_PDF_FONTS.regular,
  bold = DEFAULT_PDF_FONTS.bold,
): PdfFontSource {
  let loaded: PdfFonts | null | undefined;
  return () => {
    if (loaded !== undefined) return loaded;
    const r = readFace(regular);
    loaded = r ? { regular: r, bold: readFace(bold) ?? r } : null;
    return loaded;
  };
}
