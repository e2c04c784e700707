/**
 * Uploads (spec section 4): the file goes up first and the record's field then takes the returned url.
 * The accepted extensions come from the target field's declaration (`field.file(['.pdf'])`); an .xml
 * must be a CFDI. The answer names the field the url belongs in. Downloads go through stored-files.ts (never served as a page).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { uploadFieldFor, type FieldMeta } from '../../../schemas/framework/field.ts';
import { storedFile } from '../../../schemas/stored-file.ts';
import { cfdiXmlChecker, type XmlCheck } from '../../domain/cfdi-xml-check.ts';
import { checkFile } from '../../domain/file-signature.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { inSlices, TimeBudgetExceeded } from '../../http/sliced-work.ts';
import { mayDownload } from './file-ownership.ts';
import { saveUpload, sendStoredFile } from './stored-files.ts';
import { MAX_UPLOAD_BYTES, takeUploadSlot } from '../../files/upload-limits.ts';
import { scheduleFileSweep } from './file-sweep.ts';

/** Wall time an uploaded XML may take to check (in slices, the event loop turning between them). */
export const XML_CHECK_BUDGET_MS = 3000;

/** The CFDI check over the parsed document, a slice at a time, within XML_CHECK_BUDGET_MS. */
async function checkUploadedXml(content: Buffer): Promise<XmlCheck> {
  const checker = cfdiXmlChecker();
  try {
    return (await inSlices(content.toString('utf8').replace(/^\uFEFF/, ''), XML_CHECK_BUDGET_MS, (slice) => checker.write(slice))) ?? checker.end();
  } catch (error) {
    if (error instanceof TimeBudgetExceeded) return { ok: false, reason: msg('limits.tooSlow') };
    throw error;
  }
}

export interface UploadTargets {
  /** Every entity, including ones registered by tests. */
  entities: Record<string, Entity>;
}

function uploadTarget(registry: Record<string, Entity>, entityName: unknown, fieldName: unknown): { entity: Entity; field: string; meta: FieldMeta; accept: readonly string[] } {
  const entity = typeof entityName === 'string' && Object.hasOwn(registry, entityName) ? registry[entityName] : undefined;
  const fields = entity?.fields as Record<string, FieldMeta> | undefined;
  const meta = fields && typeof fieldName === 'string' && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
  if (!entity || !meta || meta.kind !== 'file') throw unprocessable({ field: [msg('files.notFileField')] });
  return { entity, field: fieldName as string, meta, accept: meta.accept ?? [] };
}

export async function fileRoutes(app: FastifyInstance, options: Partial<UploadTargets> = {}) {
  const registry: Record<string, Entity> = { ...entities, ...options.entities };
  scheduleFileSweep(app, registry);

  app.post('/file', { config: { signedIn: true, writes: 'none' }, schema: { tags: ['file'], consumes: ['multipart/form-data'], querystring: { type: 'object', properties: { entity: { type: 'string' }, field: { type: 'string' } } } } }, async (request, reply) => {
    const query = request.query as { entity?: string; field?: string };
    const { entity: target, field, meta, accept } = uploadTarget(registry, query.entity, query.field);
    // The file becomes a field of a record of that entity: the role must be able to create or change one.
    await app.authorize(request, { modules: [target.module, ...target.sharedWith], actions: ['create', 'update'] });
    if (!request.isMultipart()) throw new HttpError(415, msg('files.notMultipart'));
    await takeUploadSlot(app, request.actor.userId ?? null);
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part) throw unprocessable({ file: [msg('files.required')] });
    const content = await part.toBuffer().catch(() => {
      throw new HttpError(413, msg('files.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    });
    if (content.length === 0) throw unprocessable({ file: [msg('files.empty')] });
    const check = checkFile(part.filename, content.subarray(0, 64), accept);
    if (!check.ok) throw unprocessable({ file: [check.reason] });
    if (check.extension === '.xml') {
      const cfdi = await checkUploadedXml(content);
      if (!cfdi.ok) throw unprocessable({ file: [cfdi.reason] });
    }

    const stored = await saveUpload(app, { content, filename: part.filename, extension: check.extension, uploadedBy: request.actor.userId });
    reply.code(201);
    // `field`: where the record keeps this file (a loan detail's .xml goes to cfdi_xml_location).
    return { data: [{ url: stored.url, filename: part.filename, field: uploadFieldFor(field, meta, check.extension) }] };
  });

  app.get('/files/:key', { config: { signedIn: true }, schema: { tags: ['file'] } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const [row] = await app.database.db.select().from(storedFile).where(eq(storedFile.key, key)).limit(1);
    // Investors and clients download only their own files (the same answer as for a missing one).
    if (!row || !(await mayDownload(app, registry, request, row))) throw notFound('file');
    const content = await app.files.get(key);
    if (!content) throw notFound('file');
    return sendStoredFile(reply, row, content);
  });
}
