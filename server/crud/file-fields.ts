/**
 * A record's file field holds the address of a file uploaded to this server (POST file), never an
 * outside URL: the server checks and serves what it stored, nothing else. The file's type must be one
 * the field keeps (a loan detail's .xml belongs in cfdi_xml_location, not in cfdi_pdf_location).
 */
import { inArray } from 'drizzle-orm';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { storedExtensions, type FieldMeta } from '../../schemas/framework/field.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import type { Db } from '../db/client.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import type { Row } from './repository.ts';

const OWN_FILE = /^\/api\/files\/([A-Za-z0-9._-]+)$/;

export async function checkFileFields(db: Db, entity: Entity, data: Row): Promise<void> {
  const fields = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([name, meta]) => meta.kind === 'file' && typeof data[name] === 'string');
  if (fields.length === 0) return;
  const keys = fields.map(([name]) => OWN_FILE.exec(data[name] as string)?.[1]).filter((key): key is string => key !== undefined);
  const stored = new Set(keys.length === 0 ? [] : (await db.select({ key: storedFile.key }).from(storedFile).where(inArray(storedFile.key, keys))).map((row) => row.key));
  const errors: FieldErrors = {};
  for (const [name, meta] of fields) {
    const key = OWN_FILE.exec(data[name] as string)?.[1];
    if (!key || !stored.has(key)) {
      errors[name] = [msg('files.notUploadedHere')];
      continue;
    }
    const kept = storedExtensions(meta);
    if (!kept.some((extension) => key.toLowerCase().endsWith(extension))) errors[name] = [msg('files.wrongField', { accepted: kept.join(', ') })];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
