/**
 * An uploaded .xlsx is a zip of XML parts. Before any spreadsheet library inflates it, the central
 * directory is read and every part is inflated here under a hard cap (a 224 kB
 * zip became a 78 MB sheet that blocked the server 7.8 s and took 850 MB): the number of parts, each
 * part's declared and ACTUAL uncompressed size (zlib stops at the cap, so a lying header costs at most
 * the cap), the compression ratio, and then the worksheets' rows and cells counted as a parser sees
 * them (a repeated `<row r="1">` is still one more row), in slices under a time budget.
 */
import { inflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { inSlices, TimeBudgetExceeded } from '../http/sliced-work.ts';
import { msg, type Localized } from '../i18n/localized.ts';

export interface XlsxLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  maxCells: number;
  budgetMs: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  /** A workbook from Excel or LibreOffice has 10 to 20 parts. */
  maxEntries: 100,
  /** All parts together once inflated; a 2,000-row projection is well under 1 MB. */
  maxUncompressedBytes: 1024 * 1024,
  /** Inflated over compressed, for a part of more than 64 kB: XML compresses 5 to 20 times, bombs 1,000. */
  maxRatio: 100,
  /** Cells in one worksheet: 2,001 rows of two columns, and room for notes. */
  maxCells: 10_000,
  /** Wall time to check the parts and read the workbook. */
  budgetMs: 3000,
};

const RATIO_FROM_BYTES = 64 * 1024;

export class XlsxRefused extends Error {
  constructor(readonly reason: Localized) {
    super(reason.toString());
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export const broken = () => new XlsxRefused(msg('projection.unreadable'));

/** The central directory's entries; ZIP64, encryption and methods other than stored and deflate are refused. */
function readDirectory(zip: Buffer, limits: XlsxLimits): ZipEntry[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count > limits.maxEntries) throw new XlsxRefused(msg('limits.zipEntries', { max: limits.maxEntries }));
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const declaredSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    if (flags & 0x1 || (method !== 0 && method !== 8) || compressedSize === 0xffffffff || declaredSize === 0xffffffff) throw broken();
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, declaredSize, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One part's bytes, inflated with zlib stopping at `cap`: what the part really holds, not what it says. */
function inflateEntry(zip: Buffer, entry: ZipEntry, cap: number, limits: XlsxLimits): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw broken();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const compressed = zip.subarray(start, start + entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw broken();
  if (entry.method === 0) {
    if (compressed.length > cap) throw new XlsxRefused(msg('limits.zipTooBig', { max: limits.maxUncompressedBytes / 1024 / 1024 }));
    return compressed;
  }
  try {
    return inflateRawSync(compressed, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new XlsxRefused(msg('limits.zipTooBig', { max: limits.maxUncompressedBytes / 1024 / 1024 }));
    throw broken();
  }
}

export interface SheetCounts {
  rows: number;
  cells: number;
}

/**
 * Feeds `xml` to a fresh saxes parser in slices (the event loop turns between them), within the time left
 * before `deadline` (performance.now()); `setup` attaches the handlers. A parse error is a broken file.
 */
export async function parseInSlices(xml: string, deadline: number, setup: (parser: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser({ position: false });
  parser.on('error', () => {
    throw broken();
  });
  parser.on('doctype', () => {
    throw broken();
  });
  setup(parser);
  try {
    await inSlices(xml, Math.max(0, deadline - performance.now()), (slice) => {
      parser.write(slice);
      return undefined;
    });
    parser.close();
  } catch (error) {
    if (error instanceof TimeBudgetExceeded) throw new XlsxRefused(msg('limits.tooSlow'));
    throw error;
  }
}

/** Rows and cells of a worksheet part as a parser sees them. */
async function countSheet(xml: string, deadline: number, limits: XlsxLimits): Promise<SheetCounts> {
  const counts = { rows: 0, cells: 0 };
  await parseInSlices(xml, deadline, (parser) =>
    parser.on('opentagstart', (tag) => {
      const local = tag.name.slice(tag.name.indexOf(':') + 1);
      if (local === 'row') counts.rows++;
      else if (local === 'c' && ++counts.cells > limits.maxCells) throw new XlsxRefused(msg('limits.sheetCells', { max: limits.maxCells }));
    }),
  );
  return counts;
}

export interface InspectedXlsx {
  /** Every part, inflated (at most maxUncompressedBytes in all). */
  parts: Map<string, Buffer>;
  /** Each worksheet part's counts, by part name. */
  sheets: Map<string, SheetCounts>;
  /** performance.now() past which reading the workbook must stop. */
  deadline: number;
}

/** Checks the zip before anything else reads it, within `limits` (an import's are wider than a projection's). Throws XlsxRefused with the person's message. */
export async function inspectXlsx(zip: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<InspectedXlsx> {
  const deadline = performance.now() + limits.budgetMs;
  const entries = readDirectory(zip, limits);
  let declared = 0;
  for (const entry of entries) declared += entry.declaredSize;
  const tooBig = () => new XlsxRefused(msg('limits.zipTooBig', { max: limits.maxUncompressedBytes / 1024 / 1024 }));
  if (declared > limits.maxUncompressedBytes) throw tooBig();

  let inflatedTotal = 0;
  const parts = new Map<string, Buffer>();
  for (const entry of entries) {
    // The cap is what the part declared (a part holding more lies) and never more than what is left.
    const left = limits.maxUncompressedBytes - inflatedTotal;
    const bytes = inflateEntry(zip, entry, Math.min(entry.declaredSize, left) + 1, limits);
    if (bytes.length > entry.declaredSize) throw bytes.length > left ? tooBig() : broken();
    inflatedTotal += bytes.length;
    if (bytes.length > RATIO_FROM_BYTES && bytes.length > entry.compressedSize * limits.maxRatio) throw new XlsxRefused(msg('limits.zipRatio', { max: limits.maxRatio }));
    parts.set(entry.name, bytes);
  }

  const sheets = new Map<string, SheetCounts>();
  for (const [name, bytes] of parts) {
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name)) sheets.set(name, await countSheet(bytes.toString('utf8'), deadline, limits));
  }
  return { parts, sheets, deadline };
}
