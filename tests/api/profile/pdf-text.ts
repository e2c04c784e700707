/**
 * The text of each page of a PDF, in pure Node (no poppler on CI): pdf-lib walks the objects, node:zlib
 * inflates the content streams, and each font's ToUnicode map turns Chromium's glyph codes back into
 * characters. Enough for the PDFs Chromium prints (Type0 fonts, hex strings in Tj and TJ).
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

type CMap = Map<number, string>;

const hexToText = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(src, 16), hexToText(dst));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(dst, 16);
      for (let code = parseInt(lo, 16); code <= parseInt(hi, 16); code++) map.set(code, String.fromCharCode(start + code - parseInt(lo, 16)));
    }
  }
  return map;
}

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().map((item) => streamText(doc, item)).join('\n');
  if (!(resolved instanceof PDFRawStream)) return '';
  const bytes = Buffer.from(resolved.contents);
  const filter = resolved.dict.get(PDFName.of('Filter'));
  return (filter?.toString() === '/FlateDecode' ? inflateSync(bytes) : bytes).toString('latin1');
}

function fontMaps(doc: PDFDocument, resources: PDFDict | undefined): Map<string, CMap> {
  const maps = new Map<string, CMap>();
  const fonts = resources?.lookup(PDFName.of('Font'));
  if (!(fonts instanceof PDFDict)) return maps;
  for (const [name, ref] of fonts.entries()) {
    const font = doc.context.lookup(ref);
    if (font instanceof PDFDict) maps.set(name.toString().slice(1), parseCMap(streamText(doc, font.get(PDFName.of('ToUnicode')))));
  }
  return maps;
}

function decode(hex: string, cmap: CMap | undefined): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return out;
}

/** One string per page: the shown text, each text-showing operator separated by a space (kerning splits words: compare without spaces). */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const maps = fontMaps(doc, page.node.Resources());
    const content = streamText(doc, page.node.get(PDFName.of('Contents')));
    let font: CMap | undefined;
    const pieces: string[] = [];
    for (const match of content.matchAll(/\/([A-Za-z0-9]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g)) {
      if (match[1]) font = maps.get(match[1]);
      else if (match[2] !== undefined) pieces.push(decode(match[2], font));
      else pieces.push([...match[3].matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => decode(m[1], font)).join(''));
    }
    return pieces.join(' ');
  });
}
