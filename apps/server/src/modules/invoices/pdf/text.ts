import bidiFactory from 'bidi-js';
import type { Language } from '@pharmacy/shared/languages';
import { pdfFont, type FontScript, type FontWeight, type PdfFont } from './fonts';

/*
 * Lines of text for the PDF: which font draws each character (Latin and Vietnamese, Arabic, Chinese), and in what
 * order the pieces stand on the line (the Unicode bidirectional algorithm, bidi-js). A right-to-left piece of Arabic
 * is handed to fontkit in logical order: fontkit joins the letters (init/medi/fina forms, lam-alef) and lays the
 * glyphs right to left itself. Numbers, IBANs and invoice numbers inside Arabic text are left-to-right pieces of their
 * own, so they read as written. The PDF keeps each glyph's characters (ToUnicode), so text extraction gives the
 * logical words back.
 */

const bidi = bidiFactory();

/** Bidi marks and isolates: they steer the algorithm and are never drawn. */
const CONTROL = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const CJK_RANGES = '\\u2E80-\\u2FFF\\u3000-\\u303F\\u3040-\\u30FF\\u3100-\\u312F\\u31A0-\\u31FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFFEF\\u{20000}-\\u{2FFFF}';
const CJK = new RegExp(`[${CJK_RANGES}]`, 'u');
/** Spaces, punctuation and combining marks take the font of the character before them when it has the glyph. */
const FOLLOWER = /[^\p{L}\p{N}]/u;

/** 'auto': the direction of the first strong character (user-written text: a Latin address in an Arabic invoice). */
export type Direction = 'ltr' | 'rtl' | 'auto';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
}

/** One piece of a line, in visual order: drawn with one font, left to right from its x. */
export interface Piece {
  text: string;
  font: PdfFont;
  /** The font size it is drawn at (Arabic a little larger: Naskh's letters are small beside Latin ones). */
  size: number;
  width: number;
}

const SCALE: Record<FontScript, number> = { latin: 1, arabic: 1.12, cjk: 1 };

export interface VisualLine {
  pieces: Piece[];
  width: number;
}

/** The fonts tried in turn for a character of no particular script, by the document's language. */
function fallbackOrder(language: Language): FontScript[] {
  if (language === 'cn') return ['cjk', 'latin', 'arabic'];
  return ['latin', 'cjk', 'arabic'];
}

function has(font: PdfFont, char: string): boolean {
  return font.font.hasGlyphForCodePoint(char.codePointAt(0)!);
}

function fontFor(char: string, previous: PdfFont | null, rtl: boolean, language: Language, weight: FontWeight): PdfFont | null {
  if (FOLLOWER.test(char)) {
    // A space or a sign in a right-to-left stretch joins the Arabic run around it, so text extraction keeps it
    // between the Arabic word and the number beside it.
    const arabic = pdfFont('arabic', weight);
    if (rtl && has(arabic, char)) return arabic;
    if (previous && has(previous, char)) return previous;
  }
  const order = fallbackOrder(language);
  const preferred: FontScript[] = ARABIC.test(char) ? ['arabic', ...order] : CJK.test(char) ? ['cjk', ...order] : order;
  for (const script of preferred) {
    const font = pdfFont(script, weight);
    if (has(font, char)) return font;
  }
  return null;
}

/**
 * The OpenType features a piece is laid out with, besides the script's defaults. Noto Sans' `ccmp` splits some
 * Vietnamese letters (ị, ọ…) into a base letter and a combining mark; the PDF's ToUnicode map has one text per glyph,
 * so the base glyph would extract as the plain letter ("Thi" for "Thị"). Its precomposed glyphs draw the same.
 */
export function featuresFor(font: PdfFont): Record<string, boolean> {
  return font.script === 'latin' ? { ccmp: false } : {};
}

/** Advance width in points of `text` laid out (shaped) in one font. */
export function measure(font: PdfFont, text: string, size: number): number {
  if (!text) return 0;
  return (font.font.layout(text, featuresFor(font) as never).advanceWidth / font.font.unitsPerEm) * size;
}

interface Run {
  level: number;
  font: PdfFont;
  chars: string[];
}

/**
 * The pieces of one line (no line breaks in `text`) in visual order, for a paragraph of direction `direction`.
 * A character no font has is drawn as `?`.
 */
export function layoutLine(text: string, style: TextStyle, direction: Direction, language: Language): VisualLine {
  const weight = style.weight ?? 'regular';
  // Precomposed letters where Unicode has them (a name typed with combining accents).
  text = text.normalize('NFC');
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  let previous: PdfFont | null = null;
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    let char = String.fromCodePoint(codePoint);
    const level = levels[i]!;
    i += char.length;
    if (CONTROL.test(char)) continue;
    let font = fontFor(char, previous, level % 2 === 1, language, weight);
    if (!font) {
      char = '?';
      font = pdfFont(fallbackOrder(language)[0]!, weight);
    }
    if (level % 2 === 1) char = bidi.getMirroredCharacter(char) ?? char;
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.font === font) last.chars.push(char);
    else runs.push({ level, font, chars: [char] });
    previous = font;
  }
  // L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; ) {
      if (runs[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      const reversed = runs.slice(start, end + 1).reverse();
      runs.splice(start, reversed.length, ...reversed);
      start = end + 1;
    }
  }
  const pieces = runs.map((run): Piece => {
    const rtl = run.level % 2 === 1;
    // fontkit lays out an Arabic run right to left by itself; a right-to-left run of only neutrals is reversed here.
    const logical = run.chars.join('');
    const content = rtl && !run.chars.some((c) => ARABIC.test(c)) ? [...run.chars].reverse().join('') : logical;
    const size = style.size * SCALE[run.font.script];
    return { text: content, font: run.font, size, width: measure(run.font, content, size) };
  });
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
}

/** Breakable pieces: a Chinese character alone, otherwise a word with the spaces after it. */
const TOKENS = new RegExp(`[${CJK_RANGES}]\\s*|[^\\s${CJK_RANGES}]+\\s*|\\s+`, 'gu');

/** Width of `text` on one line, whatever its direction (a sum of its pieces). */
export function widthOf(text: string, style: TextStyle, language: Language): number {
  return layoutLine(text, style, 'ltr', language).width;
}

/**
 * `text` broken into lines no wider than `width` (greedy, at spaces and between Chinese characters; a word longer
 * than a line is cut). Explicit line breaks are kept. Lines are logical strings, laid out afterwards.
 */
export function wrap(text: string, width: number, style: TextStyle, language: Language): string[] {
  const fits = (s: string) => widthOf(s.trimEnd(), style, language) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const token of paragraph.match(TOKENS) ?? []) {
      if (!line) line = token.trimStart();
      else if (fits(line + token)) line += token;
      else {
        lines.push(line.trimEnd());
        line = token.trimStart();
      }
      // A word wider than the line: cut it where it overflows (at least one character a line).
      while (!fits(line)) {
        const chars = [...line];
        let cut = 1;
        while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut++;
        lines.push(chars.slice(0, cut).join('').trimEnd());
        line = chars.slice(cut).join('');
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
