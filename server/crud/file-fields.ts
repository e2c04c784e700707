/**
 * A record's file field holds the address of a file uploaded to this server (POST file), never an
 * outside URL or a path: the server checks and serves what it stored, nothing else. The file's type must
 * be one the field keeps (a loan detail's .xml belongs in cfdi_xml_location, not in cfdi_pdf_location).
 * And a file newly put in a field must be the caller's own upload that no other record holds 
 * (docs/decisions/129): otherwise a key learned or guessed would hand one person's document to
 * another, who may download whatever a record of theirs points at (file-ownership.ts). A value the
 * record already holds may be sent back unchanged.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { storedExtensions, type FieldMeta } from '../../schemas/framework/field.ts';
import { entities as registeredEntities } from '../../schemas/index.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import type { Db } from '../db/client.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import type { Actor } from './audit.ts';
import type { Row } from './repository.ts';

const OWN_FILE = /^\/api\/files\/([A-Za-z0-9._-]+)$/;

const fileFieldsOf = (entity: Entity) =>
  Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind === 'file');

export interface FileFieldContext {
  actor: Actor;
  /** The record being updated: its own values pass unchanged, and it may hold a file twice (loan detail's XML). */
  id?: number;
  /** Entities beyond the registry's (tests' own), searched for records that already hold a file. */
  entities?: Record<string, Entity>;
}

/** The values the record holds now in its file fields; undefined when there is no such record (the write answers 404). */
async function currentValues(db: Db, entity: Entity, id: number | undefined): Promise<Set<string> | undefined> {
  const fields = fileFieldsOf(entity);
  if (id === undefined || fields.length === 0) return new Set();
  const table = entity.table;
  const [row] = await db
    .select(Object.fromEntries(fields.map(([name]) => [name, table[name]])))
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return undefined;
  return new Set(Object.values(row).filter((value): value is string => typeof value === 'string'));
}

/** Whether a record other than (entity, id) holds this url in any file field. */
async function heldElsewhere(db: Db, url: string, self: { entity: Entity; id?: number }, entities: Record<string, Entity>): Promise<boolean> {
  for (const entity of Object.values(entities)) {
    const fields = fileFieldsOf(entity);
    if (fields.length === 0) continue;
    const table = entity.table;
    const holds = or(...fields.map(([name]) => eq(table[name], url))) as SQL;
    const where = entity.name === self.entity.name && self.id !== undefined ? and(holds, ne(table.id, self.id)) : holds;
    const [hit] = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
    if (hit) return true;
  }
  return false;
}

export async function checkFileFields(db: Db, entity: Entity, data: Row, context: FileFieldContext): Promise<void> {
  const fields = fileFieldsOf(entity).filter(([name]) => typeof data[name] === 'string');
  if (fields.length === 0) return;
  const keys = fields.map(([name]) => OWN_FILE.exec(data[name] as string)?.[1]).filter((key): key is string => key !== undefined);
  const stored = new Map(
    keys.length === 0 ? [] : (await db.select({ key: storedFile.key, uploadedBy: storedFile.uploaded_by }).from(storedFile).where(inArray(storedFile.key, keys))).map((row) => [row.key, row.uploadedBy]),
  );
  const kept = await currentValues(db, entity, context.id);
  // Updating a record that does not exist: the write answers 404, whatever the files.
  if (!kept) return;
  const errors: FieldErrors = {};
  for (const [name, meta] of fields) {
    const url = data[name] as string;
    const key = OWN_FILE.exec(url)?.[1];
    if (!key || !stored.has(key)) {
      errors[name] = [msg('files.notUploadedHere')];
      continue;
    }
    const extensions = storedExtensions(meta);
    if (!extensions.some((extension) => key.toLowerCase().endsWith(extension))) {
      errors[name] = [msg('files.wrongField', { accepted: extensions.join(', ') })];
      continue;
    }
    if (kept.has(url)) continue;
    const mine = context.actor.userId !== null && stored.get(key) === context.actor.userId;
    if (!mine || (await heldElsewhere(db, url, { entity, id: context.id }, { ...registeredEntities, ...context.entities, [entity.name]: entity }))) errors[name] = [msg('files.notYours')];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
