/**
 * Does a file's content match its extension? The extension is a claim; the first bytes are evidence.
 * Only these kinds are ever accepted: no HTML, no SVG (both carry script), nothing the browser would
 * run on the app's origin.
 */
import { Localized, msg } from '../i18n/localized.ts';

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  '.pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  '.xml': (b) => /^(\uFEFF)?\s*<(\?xml|[A-Za-z])/.test(b.subarray(0, 64).toString('utf8')),
  '.xlsx': (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04,
  '.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot).toLowerCase();
}

export type FileCheck = { ok: true; extension: string } | { ok: false; reason: Localized };

/** A name is metadata only (files are stored under random keys), but one with a path or a control character is no file name. */
export function isPlainFileName(filename: string): boolean {
  return filename.trim() !== '' && !/[\u0000-\u001f\u007f/\\]/.test(filename) && filename !== '.' && filename !== '..';
}

/** Accepts the file only if its name is plain, its extension allowed and its bytes of that kind. */
export function checkFile(filename: string, head: Buffer, accept: readonly string[]): FileCheck {
  if (!isPlainFileName(filename)) return { ok: false, reason: msg('files.badName') };
  const extension = extensionOf(filename);
  if (!accept.includes(extension)) return { ok: false, reason: msg('files.extension', { accepted: accept.join(', ') }) };
  const matches = SIGNATURES[extension];
  if (!matches) return { ok: false, reason: msg('files.typeNotAccepted', { extension }) };
  if (!matches(head)) return { ok: false, reason: msg('files.contentMismatch', { extension }) };
  return { ok: true, extension };
}
