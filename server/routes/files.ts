/**
 * Uploads (spec section 4): the file goes up first and the record's field then takes the returned url.
 * The accepted extensions come from the target field's declaration (`field.file(['.pdf'])`).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../schemas/index.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import { checkFile, MIME_TYPES } from '../domain/file-signature.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { mayDownload } from './file-ownership.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadTargets {
  /** Every entity, including ones registered by tests. */
  entities: Record<string, Entity>;
}

function acceptedExtensions(registry: Record<string, Entity>, entityName: unknown, fieldName: unknown): readonly string[] {
  const entity = typeof entityName === 'string' ? registry[entityName] : undefined;
  const meta = entity && typeof fieldName === 'string' ? (entity.fields as Record<string, FieldMeta>)[fieldName] : undefined;
  if (!meta || meta.kind !== 'file') throw unprocessable({ field: ['Value must name a file field of an entity'] });
  return meta.accept ?? [];
}

export async function fileRoutes(app: FastifyInstance, options: Partial<UploadTargets> = {}) {
  const registry: Record<string, Entity> = { ...entities, ...options.entities };

  app.post('/file', { config: { signedIn: true }, schema: { tags: ['file'], consumes: ['multipart/form-data'], querystring: { type: 'object', properties: { entity: { type: 'string' }, field: { type: 'string' } } } } }, async (request, reply) => {
    const query = request.query as { entity?: string; field?: string };
    const accept = acceptedExtensions(registry, query.entity, query.field);
    // The file becomes a field of a record of that entity: the role must be able to create or change one.
    const target = registry[query.entity!];
    await app.authorize(request, { modules: [target.module, ...target.sharedWith], actions: ['create', 'update'] });
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part) throw unprocessable({ file: ['Value is required'] });
    const content = await part.toBuffer().catch(() => {
      throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    });
    if (content.length === 0) throw unprocessable({ file: ['The file is empty'] });
    const check = checkFile(part.filename, content.subarray(0, 64), accept);
    if (!check.ok) throw unprocessable({ file: [check.reason] });

    const key = `${randomBytes(16).toString('hex')}${check.extension}`;
    await app.files.put(key, content);
    await app.database.db.insert(storedFile).values({
      key,
      filename: part.filename.slice(0, 255),
      mime: MIME_TYPES[check.extension] ?? 'application/octet-stream',
      size: content.length,
      uploaded_by: request.actor.userId,
    });
    reply.code(201);
    return { data: [{ url: `/api/files/${key}`, filename: part.filename }] };
  });

  app.get('/files/:key', { config: { signedIn: true }, schema: { tags: ['file'] } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const [row] = await app.database.db.select().from(storedFile).where(eq(storedFile.key, key)).limit(1);
    // Investors and clients download only their own files (the same answer as for a missing one).
    if (!row || !(await mayDownload(app, registry, request, row))) throw notFound('File');
    const content = await app.files.get(key);
    if (!content) throw notFound('File');
    const safeName = row.filename.replace(/[^\w.\- ]/g, '_');
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', `inline; filename="${safeName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });
}
