import type { Language } from '@pharmacy/shared/languages';
import { directionFor } from '@pharmacy/shared/languages';
import { featuresFor, layoutLine, wrap, type Direction, type TextStyle } from '../text';
import type { PdfFont } from '../fonts';

/*
 * Drawing on an A4 page in "logical" coordinates: x is measured from the start edge of the content (the left in a
 * left-to-right language, the right in Arabic), alignment is 'start' or 'end'. So one layout serves both directions:
 * in Arabic the header blocks and the table's columns mirror. y grows downwards, as in pdfkit.
 */

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 42;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const TOP = 46;
/** Where content stops: the footer sits below. */
export const BOTTOM = PAGE_HEIGHT - 58;

export const COLORS = {
  ink: '#1C252E',
  muted: '#637381',
  rule: '#DFE3E8',
  band: '#F4F6F8',
  accent: '#007867',
  danger: '#B71D18',
};

export type Align = 'start' | 'end' | 'center';

export interface TextOptions extends TextStyle {
  /** Logical x from the start edge, and the width of the box the text sits in. */
  x: number;
  width: number;
  align?: Align;
  color?: string;
  /** The paragraph direction; by default the document's. Values (amounts, codes) are drawn 'ltr'. */
  direction?: Direction;
}

/** The line height used for a font size: room for Arabic's and Chinese glyphs above and below the Latin ones. */
export const lineHeight = (size: number) => size * 1.5;
/** Type sizes of the small labels and the body text. */
export const SMALL = 8;
export const BODY = 9;

export class Canvas {
  readonly direction: Direction;
  readonly rtl: boolean;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly language: Language,
  ) {
    this.direction = directionFor(language);
    this.rtl = this.direction === 'rtl';
  }

  private readonly registered = new Set<string>();

  /** The font under its key in this document, registered on first use (a Latin invoice never loads the Chinese). */
  private use(font: PdfFont): string {
    if (!this.registered.has(font.key)) {
      // pdfkit 0.20 takes a parsed fontkit font; its types still say a path or bytes.
      this.doc.registerFont(font.key, font.font as unknown as Buffer);
      this.registered.add(font.key);
    }
    return font.key;
  }

  /** The physical left of a logical box. */
  left(x: number, width: number): number {
    return this.rtl ? MARGIN + CONTENT_WIDTH - x - width : MARGIN + x;
  }

  /**
   * One line of text whose top is at `top`; wider than its box, it is drawn anyway (callers wrap first).
   * Returns the line's width.
   */
  line(text: string, top: number, options: TextOptions): number {
    const direction = options.direction ?? this.direction;
    const line = layoutLine(text, options, direction, this.language);
    const box = this.left(options.x, options.width);
    const align = options.align ?? 'start';
    // 'start' of the box is its left in ltr, its right in rtl.
    const physical = align === 'center' ? 'center' : (align === 'start') !== this.rtl ? 'left' : 'right';
    let x = physical === 'left' ? box : physical === 'right' ? box + options.width - line.width : box + (options.width - line.width) / 2;
    const baseline = top + options.size * 1.1;
    this.doc.fillColor(options.color ?? COLORS.ink);
    for (const piece of line.pieces) {
      // With `features` pdfkit shapes the piece as one run (without, it lays out word by word, which reverses the
      // order of the words of a right-to-left piece); the same features as measured.
      const features = featuresFor(piece.font) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
      this.doc.font(this.use(piece.font)).fontSize(piece.size).text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features });
      x += piece.width;
    }
    return line.width;
  }

  /** `text` wrapped to its box, one line under the other from `top`; returns the height used. */
  paragraph(text: string, top: number, options: TextOptions & { leading?: number }): number {
    const lines = this.lines(text, options);
    const step = options.leading ?? lineHeight(options.size);
    lines.forEach((l, i) => this.line(l, top + i * step, options));
    return lines.length * step;
  }

  lines(text: string, options: TextOptions): string[] {
    return wrap(text, options.width, options, this.language);
  }

  rule(x: number, width: number, y: number, color = COLORS.rule, thickness = 0.75): void {
    const left = this.left(x, width);
    this.doc.save().moveTo(left, y).lineTo(left + width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }

  band(x: number, width: number, top: number, height: number, color = COLORS.band): void {
    this.doc.save().rect(this.left(x, width), top, width, height).fill(color).restore();
  }
}
