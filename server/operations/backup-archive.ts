/**
 * The backup file: one tar archive with the database's part (`database/...`: a pg_dump, or a PGlite
 * export), the uploaded files whose bytes are not in the database (`files/<key>`), and `manifest.json`
 * last: what the backup holds, its counts, and the SHA-256 of every other entry, so a copy can be
 * checked without restoring it (`npm run restore -- --check`).
 */
import { createHash } from 'node:crypto';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FORMAT, EXCLUDED_TABLES, type Manifest } from './backup-contents.ts';
import type { ExportSummary } from './pglite-export.ts';
import { listEntries, readerOfBuffer, readerOfFile, TarWriter, type TarEntryRef } from './tar.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const POSTGRES_DUMP_ENTRY = 'database/postgres.dump';

export interface BackupSource {
  kind: Manifest['database']['kind'];
  summary: ExportSummary;
  /** PGlite: the export (a tar of `database/...` entries). PostgreSQL: the pg_dump file. */
  pgliteExport?: Buffer;
  postgresDump?: string;
  /** Where FILE_STORAGE=local keeps the bytes (FILES_DIR). */
  filesDir: string;
}

export interface WrittenBackup {
  manifest: Manifest;
  bytes: number;
}

export async function writeBackup(out: string, source: BackupSource): Promise<WrittenBackup> {
  const file = await open(out, 'wx', 0o600);
  const checksums: Record<string, string> = {};
  const entries: Manifest['files']['entries'] = [];
  const missing: string[] = [];
  try {
    const tar = new TarWriter(file);
    if (source.pgliteExport) {
      const bytes = source.pgliteExport;
      for (const entry of await listEntries(readerOfBuffer(bytes), bytes.length)) {
        checksums[entry.name] = await tar.add(entry.name, bytes.subarray(entry.offset, entry.offset + entry.size));
      }
    }
    if (source.postgresDump) checksums[POSTGRES_DUMP_ENTRY] = await copyInto(tar, POSTGRES_DUMP_ENTRY, source.postgresDump);
    for (const key of source.summary.filesOnDisk) {
      const path = join(source.filesDir, key);
      const size = (await stat(path).catch(() => undefined))?.size;
      if (size === undefined) {
        missing.push(key);
        continue;
      }
      const sha256 = await copyInto(tar, `files/${key}`, path);
      entries.push({ key, size, sha256 });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: { kind: source.kind, tables: source.summary.tables, excluded: [...EXCLUDED_TABLES], migration: source.summary.migration },
      files: { entries, missing },
      checksums,
    };
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.close();
    return { manifest, bytes: (await file.stat()).size };
  } finally {
    await file.close();
  }
}

async function copyInto(tar: TarWriter, name: string, path: string): Promise<string> {
  const source = await open(path, 'r');
  try {
    return await tar.addFrom(name, (await source.stat()).size, source);
  } finally {
    await source.close();
  }
}

export interface OpenedBackup {
  manifest: Manifest;
  entries: Map<string, TarEntryRef>;
  read(name: string): Promise<Buffer>;
  /** Copies an entry to a new file in chunks; returns its SHA-256. */
  extract(name: string, path: string, flag?: 'wx' | 'w'): Promise<string>;
  /** Every entry against the manifest's checksums: the problems found (empty when the copy is whole). */
  check(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openBackup(path: string): Promise<OpenedBackup> {
  const file = await open(path, 'r');
  try {
    const readAt = readerOfFile(file);
    const entries = new Map((await listEntries(readAt, (await file.stat()).size)).map((e) => [e.name, e]));
    const entryOf = (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`the backup has no ${name}`);
      return entry;
    };
    const read = async (name: string) => {
      const entry = entryOf(name);
      return readAt(entry.offset, entry.size);
    };
    const manifest = JSON.parse((await read(MANIFEST_ENTRY)).toString('utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`${path} is not a Caudal backup of format ${BACKUP_FORMAT} (it says ${String(manifest.format)})`);
    const streamed = async (name: string, sink?: FileHandle) => {
      const entry = entryOf(name);
      const hash = createHash('sha256');
      const chunk = Buffer.alloc(1024 * 1024);
      for (let at = 0; at < entry.size; ) {
        const { bytesRead } = await file.read(chunk, 0, Math.min(chunk.length, entry.size - at), entry.offset + at);
        hash.update(chunk.subarray(0, bytesRead));
        if (sink) await sink.write(chunk.subarray(0, bytesRead), 0, bytesRead, at);
        at += bytesRead;
      }
      return hash.digest('hex');
    };
    const expected = { ...manifest.checksums, ...Object.fromEntries(manifest.files.entries.map((f) => [`files/${f.key}`, f.sha256])) };
    return {
      manifest,
      entries,
      read,
      async extract(name, target, flag = 'wx') {
        const sink = await open(target, flag, 0o600);
        try {
          return await streamed(name, sink);
        } finally {
          await sink.close();
        }
      },
      async check() {
        const problems: string[] = [];
        for (const [name, sha256] of Object.entries(expected)) {
          if (!entries.has(name)) problems.push(`${name} is missing`);
          else if ((await streamed(name)) !== sha256) problems.push(`${name} is damaged (its SHA-256 differs)`);
        }
        return problems;
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
