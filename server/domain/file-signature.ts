/**
 * Does a file's content match its extension? The extension is a claim; the first bytes are evidence.
 */
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

export type FileCheck = { ok: true; extension: string } | { ok: false; reason: string };

/** Accepts the file only if its extension is allowed and its bytes are of that kind. */
export function checkFile(filename: string, head: Buffer, accept: readonly string[]): FileCheck {
  const extension = extensionOf(filename);
  if (!accept.includes(extension)) return { ok: false, reason: `the file must have a ${accept.join(' or ')} extension` };
  const matches = SIGNATURES[extension];
  if (!matches) return { ok: false, reason: `files of type ${extension} are not accepted` };
  if (!matches(head)) return { ok: false, reason: `the file content is not a ${extension} file` };
  return { ok: true, extension };
}
