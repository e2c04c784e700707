/** A multipart/form-data body with one file, for app.inject (which takes a raw payload). */
import { randomBytes } from 'node:crypto';

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipartFile(filename: string, content: Buffer | Uint8Array, contentType = 'application/octet-stream', fieldName = 'file'): MultipartRequest {
  const boundary = `----caudal-test-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
