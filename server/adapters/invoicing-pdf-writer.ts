/**
 * A cursor down Letter pages for the printed CFDI (pdf-lib's standard fonts): lines of text, words or
 * characters wrapped to a width (seals are one 344-character word), rules, images, and a new page when
 * the next block would not fit.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../domain/money.ts';

export const PAGE = { width: 612, height: 792, margin: 48 };
export const INK = rgb(0.12, 0.14, 0.18);
export const MUTED = rgb(0.42, 0.45, 0.5);
export const ACCENT = rgb(0.05, 0.33, 0.55);
export const WARNING = rgb(0.7, 0.2, 0.1);
export const RIGHT = PAGE.width - PAGE.margin;

type Color = ReturnType<typeof rgb>;

/** The standard fonts speak WinAnsi: Spanish letters pass, anything else becomes "?". */
export function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');
}

export function money(value: string, currency: string): string {
  const [whole, fraction] = formatMoney(value).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} ${currency}`;
}

export class Writer {
  y = PAGE.height - PAGE.margin;
  private page: PDFPage;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly mono: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  static async on(doc: PDFDocument): Promise<Writer> {
    return new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), await doc.embedFont(StandardFonts.Courier));
  }

  /** Starts a new page when fewer than `points` are left above the bottom margin. */
  ensure(points: number) {
    if (this.y - points >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, options: { x?: number; size?: number; bold?: boolean; color?: Color; alignRight?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const safe = printable(text);
    const x = options.alignRight !== undefined ? options.alignRight - font.widthOfTextAtSize(safe, size) : (options.x ?? PAGE.margin);
    this.page.drawText(safe, { x, y: this.y, size, font, color: options.color ?? INK });
  }

  /** Words wrapped to `width`, drawn from the cursor down; returns the lines drawn (the cursor stays). */
  wrapped(text: string, x: number, width: number, size = 9): number {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    lines.forEach((l, i) => this.page.drawText(l, { x, y: this.y - i * (size + 3), size, font: this.regular, color: INK }));
    return lines.length;
  }

  /** A long unbroken value (a seal, a cadena) in a fixed-width font, cut every so many characters; moves the cursor below it. */
  block(label: string, value: string, x: number, width: number, size = 6.5) {
    this.ensure(size + 12);
    this.page.drawText(printable(label), { x, y: this.y, size: 7, font: this.bold, color: MUTED });
    this.y -= 9;
    const perLine = Math.max(1, Math.floor(width / this.mono.widthOfTextAtSize('M', size)));
    for (let i = 0; i < value.length; i += perLine) {
      this.ensure(size + 2);
      this.page.drawText(printable(value.slice(i, i + perLine)), { x, y: this.y, size, font: this.mono, color: INK });
      this.y -= size + 2;
    }
    this.y -= 4;
  }

  image(image: PDFImage, x: number, side: number) {
    this.page.drawImage(image, { x, y: this.y - side, width: side, height: side });
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: RIGHT, y: this.y }, thickness: 0.6, color: MUTED });
  }
}
