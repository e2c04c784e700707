/**
 * Uploaded files in and out (docs/security.md "Files"). In: the stored_file row first, the bytes
 * second, in one transaction, so a refused row leaves no file and a failed write leaves no row. Out:
 * never as a page of the app's origin: a sandboxing CSP and nosniff on every file; PDFs and images
 * (what the app shows) inline, everything else as an attachment.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storedFile } from '../../../schemas/stored-file.ts';
import type { Db } from '../../db/client.ts';
import { MIME_TYPES } from '../../domain/file-signature.ts';
import { checkUploadQuota } from '../../files/upload-limits.ts';

/** Types a browser renders without running anything of the file's own. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

export interface Upload {
  content: Buffer;
  filename: string;
  /** The checked extension (file-signature.ts): it decides the stored type, never the client's claim. */
  extension: string;
  uploadedBy: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * Stores a person's upload; `tx` joins the caller's transaction (the record that points at it). It
 * counts against the uploader's daily quota (checked under a lock, in this transaction) and is swept
 * once no record points at it, UNATTACHED_FILE_HOURS after the upload (file-sweep.ts).
 */
export async function saveUpload(app: FastifyInstance, upload: Upload, tx?: Db): Promise<{ key: string; url: string }> {
  const key = `${randomBytes(16).toString('hex')}${upload.extension}`;
  const write = async (t: Db) => {
    await checkUploadQuota(t, app.config.UPLOAD_QUOTA_MB_PER_DAY, upload.uploadedBy, upload.content.length);
    await t.insert(storedFile).values({
      sweepable_after: new Date(Date.now() + app.config.UNATTACHED_FILE_HOURS * HOUR_MS),
      key,
      filename: upload.filename.slice(0, 255),
      mime: MIME_TYPES[upload.extension] ?? 'application/octet-stream',
      size: upload.content.length,
      uploaded_by: upload.uploadedBy,
    });
    await app.files.put(key, upload.content, t);
  };
  try {
    if (tx) await write(tx);
    else await app.database.db.transaction((t) => write(t));
  } catch (error) {
    // The row may have been refused after the bytes were written (commit failed): no orphan file.
    await app.files.remove(key).catch(() => undefined);
    throw error;
  }
  return { key, url: `/api/files/${key}` };
}

/** The ASCII fallback and the RFC 5987 form of a name, for Content-Disposition. */
function dispositionName(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_').slice(0, 150) || 'archivo';
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename.slice(0, 150))}`;
}

export function sendStoredFile(reply: FastifyReply, file: { mime: string; filename: string }, content: Buffer) {
  const inline = SHOWN_INLINE.has(file.mime);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.filename)}`)
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}
