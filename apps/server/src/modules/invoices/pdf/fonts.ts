import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The invoice PDF's fonts, read from node_modules once and kept (nothing is downloaded at run time):
 * - latin: Noto Sans (@embedpdf/fonts-latin, full TTF: Latin, Latin Extended and Vietnamese);
 * - arabic: Noto Naskh Arabic (@embedpdf/fonts-arabic, TTF with the Arabic shaping tables);
 * - cjk: Noto Sans Hans (@embedpdf/fonts-sc, one OpenType/CFF file per weight covering GB2312, i.e. the 6,763 common
 *   Simplified Chinese characters, plus Latin).
 * All three are SIL Open Font License 1.1. pdfkit embeds only the glyphs a document uses (subsetting), so an
 * invoice carries a few kilobytes of each font it uses, not the 8 MB of the Chinese file.
 */

export type FontScript = 'latin' | 'arabic' | 'cjk';
export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/** The packages export only their `dist/index` (a list of the files): the fonts sit in `<package>/fonts/`. */
const FILES: Record<FontScript, { entry: () => string; regular: string; bold: string }> = {
  latin: { entry: () => require.resolve('@embedpdf/fonts-latin'), regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { entry: () => require.resolve('@embedpdf/fonts-arabic'), regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
  cjk: { entry: () => require.resolve('@embedpdf/fonts-sc'), regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
};

export interface PdfFont {
  /** The name the document registers it under, e.g. `latin-bold`. */
  key: string;
  script: FontScript;
  weight: FontWeight;
  /** The parsed font: pdfkit embeds it (0.20 takes a fontkit Font) and the text layer asks it for its glyphs. */
  font: fontkit.Font;
}

function fontFile(script: FontScript, weight: FontWeight): string {
  const spec = FILES[script];
  return join(dirname(spec.entry()), '..', 'fonts', spec[weight]);
}

const cache = new Map<string, PdfFont>();

export function pdfFont(script: FontScript, weight: FontWeight): PdfFont {
  const key = `${script}-${weight}`;
  let entry = cache.get(key);
  if (!entry) {
    const parsed = fontkit.create(readFileSync(fontFile(script, weight)));
    if (!('layout' in parsed)) throw new Error(`${fontFile(script, weight)} is a font collection, not a font`);
    entry = { key, script, weight, font: parsed };
    cache.set(key, entry);
  }
  return entry;
}
