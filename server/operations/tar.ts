/**
 * Just enough of the POSIX tar format (ustar) for backups: regular files with short names, written one
 * after another and read back by offset. A backup is then one file that `tar tf` lists and `tar xf`
 * unpacks, without a dependency. Names are checked on both sides: a crafted archive cannot write
 * outside the folder it is restored into.
 */
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';

const BLOCK = 512;
/** Plain relative names: segments of safe characters, no `..`, no leading `/`. */
const SAFE_NAME = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export function isSafeEntryName(name: string): boolean {
  return name.length <= 100 && SAFE_NAME.test(name);
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte header of one regular file. */
export function entryHeader(name: string, size: number, mtime = Math.floor(Date.now() / 1000)): Buffer {
  if (!isSafeEntryName(name)) throw new Error(`not a safe archive entry name: ${JSON.stringify(name)}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(mtime, 12), 136);
  header.write('        ', 148); // the checksum counts its own field as spaces
  header.write('0', 156); // regular file
  header.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks close an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

/** One entry in memory: header, bytes, padding. */
export function tarEntry(name: string, content: Buffer): Buffer {
  return Buffer.concat([entryHeader(name, content.length), content, padding(content.length)]);
}

/** Appends entries to an open file, in order; `close` writes the end marker. */
export class TarWriter {
  private offset = 0;
  constructor(private readonly file: FileHandle) {}

  /** Returns the SHA-256 of the content (the manifest lists every entry's). */
  async add(name: string, content: Buffer): Promise<string> {
    await this.write(tarEntry(name, content));
    return createHash('sha256').update(content).digest('hex');
  }

  /** A file copied in chunks, so a large dump or upload never sits whole in memory; returns its SHA-256. */
  async addFrom(name: string, size: number, source: FileHandle): Promise<string> {
    await this.write(entryHeader(name, size));
    const hash = createHash('sha256');
    const chunk = Buffer.alloc(1024 * 1024);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await source.read(chunk, 0, Math.min(chunk.length, size - at), at);
      if (bytesRead === 0) throw new Error(`${name} shrank while it was copied`);
      hash.update(chunk.subarray(0, bytesRead));
      await this.write(chunk.subarray(0, bytesRead));
      at += bytesRead;
    }
    await this.write(padding(size));
    return hash.digest('hex');
  }

  async close(): Promise<void> {
    await this.write(END_OF_ARCHIVE);
  }

  private async write(bytes: Buffer): Promise<void> {
    await this.file.write(bytes, 0, bytes.length, this.offset);
    this.offset += bytes.length;
  }
}

export interface TarEntryRef {
  name: string;
  /** Where the entry's bytes start in the archive. */
  offset: number;
  size: number;
}

type ReadAt = (offset: number, length: number) => Promise<Buffer>;

function field(header: Buffer, start: number, length: number): string {
  return header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '').trim();
}

/** Lists an archive's entries; refuses unsafe names, bad checksums and anything but regular files. */
export async function listEntries(readAt: ReadAt, totalSize: number): Promise<TarEntryRef[]> {
  const entries: TarEntryRef[] = [];
  for (let at = 0; at + BLOCK <= totalSize; ) {
    const header = await readAt(at, BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const stored = parseInt(field(header, 148, 8), 8);
    let sum = 0;
    header.forEach((byte, i) => (sum += i >= 148 && i < 156 ? 32 : byte));
    if (stored !== sum) throw new Error(`the archive is damaged at byte ${at} (header checksum)`);
    const name = field(header, 0, 100);
    const type = String.fromCharCode(header[156]!);
    const size = parseInt(field(header, 124, 12), 8);
    if (type === '5') {
      at += BLOCK; // a folder entry (an archive repacked with tar): nothing to restore by itself
      continue;
    }
    if (type !== '0' && type !== '\0') throw new Error(`the archive holds ${JSON.stringify(name)}, which is not a regular file`);
    if (!isSafeEntryName(name)) throw new Error(`the archive holds an unsafe name: ${JSON.stringify(name)}`);
    if (at + BLOCK + size > totalSize) throw new Error(`the archive is cut short inside ${name}`);
    entries.push({ name, offset: at + BLOCK, size });
    at += BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return entries;
}

export const readerOfBuffer = (bytes: Buffer): ReadAt => async (offset, length) => bytes.subarray(offset, offset + length);

export const readerOfFile = (file: FileHandle): ReadAt => async (offset, length) => {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, offset);
  return buffer.subarray(0, bytesRead);
};
