/**
 * Reads back what the printed CFDI (server/adapters/invoicing-pdf.ts, pdf-lib's standard fonts) shows:
 * the text of every page (single-byte WinAnsi strings in Tj) and the QR code, decoded by jsQR from the
 * image the PDF embeds. Pure Node: pdf-lib walks the objects, node:zlib inflates the streams.
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

function streamBytes(doc: PDFDocument, object: PDFObject | undefined): Buffer {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return Buffer.concat(resolved.asArray().map((item) => streamBytes(doc, item)));
  if (!(resolved instanceof PDFRawStream)) return Buffer.alloc(0);
  const bytes = Buffer.from(resolved.contents);
  return resolved.dict.get(PDFName.of('Filter'))?.toString() === '/FlateDecode' ? inflateSync(bytes) : bytes;
}

/** WinAnsi is Latin-1 for every character the printed CFDI uses. */
const hexText = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** All pages' text, one string, each shown string separated by a newline. */
export async function printedText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  return doc
    .getPages()
    .map((page) => {
      const content = streamBytes(doc, page.node.get(PDFName.of('Contents'))).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => hexText(m[1])).join('\n');
    })
    .join('\n');
}

/** The payload of every QR code among the PDF's images. */
export async function printedQrCodes(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    const dict = object.dict;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const pixels = streamBytes(doc, object);
    // pdf-lib stores the PNG's pixels as DeviceGray or DeviceRGB, 8 bits each.
    const channels = pixels.length / (width * height);
    if (channels !== 1 && channels !== 3) throw new Error(`expected an 8-bit gray or RGB image of ${width}x${height}, got ${pixels.length} bytes`);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const [r, g, b] = channels === 1 ? [pixels[i], pixels[i], pixels[i]] : [pixels[i * 3], pixels[i * 3 + 1], pixels[i * 3 + 2]];
      rgba.set([r, g, b, 255], i * 4);
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}
