/**
 * An entity's imports (docs/decisions/240), beside its generic routes:
 * - `POST /<path>/import/file`: a CSV or xlsx, read with bounds, previewed into a job (nothing written);
 * - `GET /<path>/import/jobs/:id` (and `/latest`, `/rows`, `/refused`): the job, its rows, its refused rows as a file;
 * - `POST /<path>/import/jobs/:id/apply`: writes the preview in batches, in the background; the screen polls the job;
 * - `POST /<path>/import`: JSON rows by natural key, `dry_run` to preview, else applied before the answer.
 * The role needs the entity's create flag for any of them; each row then needs create or update.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { importJob, importJobRow, IMPORT_OUTCOMES, type ImportOutcome } from '../../schemas/import-tables.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { ROLE } from '../../schemas/role.ts';
import { ALL_FLAGS, entityRequirement } from '../auth/access.ts';
import { flagsFor } from '../auth/permission-store.ts';
import type { AlsoRequired } from '../auth/route-access.ts';
import { companyWordsOf } from '../auth/passwords.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { ownerScoped } from '../crud/payload.ts';
import type { Repository, Row } from '../crud/repository.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { msg, textIn, type Language } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { cellText, valueOf, type Cell } from './import-cells.ts';
import { importableFields, matchColumns } from './import-columns.ts';
import { uploadedSheet } from './import-file.ts';
import { claimForApply, countsOf, EXTRA_VALUES, findJob, runJob, saveJob, writesOf, type ImportDomain, type ImportTarget, type JobRecord } from './import-jobs.ts';
import { planRows, type ImportRights, type ImportSetting, type PlannedRow, type ReadRow } from './import-plan.ts';
import { refusedFile } from './refused-file.ts';
import { takeUploadSlot } from '../files/upload-limits.ts';
import { turnTaker } from '../http/sliced-work.ts';

/** A domain's column as its text (a day a spreadsheet holds as a date: its ISO day); empty: none. */
const extraCell = (cell: Cell): string | null => {
  const text = cellText(cell).trim();
  return text === '' ? null : text;
};

/** Rows planned together: one statement per key and per reference for the batch (within it, turns are taken by time: turnTaker). */
const PLAN_BATCH_ROWS = 500;

const jobParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

const JSON_BODY = {
  type: 'object',
  required: ['rows'],
  properties: {
    rows: { type: 'array', maxItems: 1000, items: { type: 'object', additionalProperties: true }, description: 'Records by their fields as the API takes them; the natural key finds the one to update. `version` in a row: the version read (a stale one refuses the row).' },
    dry_run: { type: 'boolean', default: false, description: 'true: only the preview; nothing is written' },
  },
};

async function rightsOf(app: FastifyInstance, request: FastifyRequest, entity: Entity): Promise<ImportRights> {
  const roleId = request.session?.user.role_id;
  if (roleId === ROLE.root) return { create: ALL_FLAGS.create, update: ALL_FLAGS.update };
  if (roleId === undefined) return { create: false, update: false };
  const flags = await flagsFor(app.database.db, roleId, entityRequirement(entity, 'update').modules);
  return { create: flags.create, update: flags.update };
}

function jobId(request: FastifyRequest): number {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  if (!/^\d{1,12}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** A row as the person reads it: the reason in their language. */
const rowAnswer = (language: Language) => (row: Pick<PlannedRow, 'rowNumber' | 'key' | 'outcome' | 'changes' | 'reason' | 'recordId'> & { pending?: number | null }) => ({
  row: row.rowNumber,
  key: row.key,
  outcome: row.outcome,
  ...(row.changes ? { changes: row.changes } : {}),
  ...(row.reason ? { reason: row.reason[language] } : {}),
  ...(row.recordId ? { id: row.recordId } : {}),
  ...(row.pending ? { pending_change: row.pending } : {}),
});

async function jobAnswer(app: FastifyInstance, job: JobRecord) {
  return {
    id: job.id,
    entity: job.entity,
    filename: job.filename,
    status: job.status,
    counts: job.counts,
    total: job.total,
    progress: job.progress,
    writes: await writesOf(app.database.db, job.id),
    ignored_columns: job.ignored_columns,
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

export function registerEntityImport(app: FastifyInstance, options: { entity: Entity; repo: Repository; hooks: EntityHooks; tags: string[]; domain?: ImportDomain }): void {
  const { entity, tags, domain } = options;
  const base = `/${entity.path}/import`;
  const companyWords = companyWordsOf(app.config.PASSWORD_COMPANY_WORDS);
  const target: ImportTarget = { entity, repo: options.repo, hooks: options.hooks, companyWords, ...(domain ? { domain } : {}) };
  app.importTargets.set(entity.name, target);
  const fields = entity.fields as Record<string, FieldMeta>;
  const extraColumns = domain?.columns ?? [];
  const writable = new Set(['id', ...importableFields(entity).filter((name) => !fields[name]!.writeOnly), ...extraColumns]);
  // What an import asks beyond the create flag is part of the routes' declaration (docs/decisions/280).
  const alsoRequires: AlsoRequired | undefined = entity.importRequires ? { module: entity.importRequires.screen, action: entity.importRequires.action, refusal: 'imports.mayNotImport' } : undefined;
  const config = (writes: 'none' | 'own'): FastifyContextConfig => ({ entity: entity.name, action: 'create', writes, ...(alsoRequires ? { alsoRequires } : {}) });

  async function settingOf(request: FastifyRequest): Promise<ImportSetting> {
    if (ownerScoped(request.actor)) throw new HttpError(403, msg('imports.ownerScoped'));
    return { entity, hooks: options.hooks, actor: request.actor, rights: await rightsOf(app, request, entity), db: app.database.db, companyWords };
  }

  async function plan(setting: ImportSetting, rows: ReadRow[]): Promise<PlannedRow[]> {
    const seen = new Map<string, number>();
    const planned: PlannedRow[] = [];
    for (let at = 0; at < rows.length; at += PLAN_BATCH_ROWS) {
      const batch = rows.slice(at, at + PLAN_BATCH_ROWS);
      const rowsOf = await planRows(setting, domain ? batch.map(withoutExtra) : batch, seen);
      planned.push(...(domain ? await withDomain(domain, batch, rowsOf) : rowsOf));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return planned;
  }

  const withoutExtra = (row: ReadRow): ReadRow => ({ ...row, values: Object.fromEntries(Object.entries(row.values).filter(([name]) => !extraColumns.includes(name))) });
  const extraOf = (row: ReadRow): Row => Object.fromEntries(Object.entries(row.values).filter(([name]) => extraColumns.includes(name)));
  const domainSeen = new Map<string, number>();

  /** The domain's columns checked (a new record's history) or compared (an existing one's), row by row. */
  async function withDomain(domain: ImportDomain, read: ReadRow[], planned: PlannedRow[]): Promise<PlannedRow[]> {
    const db = app.database.db;
    const out: PlannedRow[] = [];
    const turn = turnTaker();
    for (const [index, row] of planned.entries()) {
      await turn();
      const extra = extraOf(read[index]!);
      if (row.outcome === 'refused') out.push(row);
      else if (row.outcome === 'create') {
        const checked = await domain.checkCreate(db, row.values, extra, { rowNumber: row.rowNumber, seen: domainSeen });
        out.push('reason' in checked ? { ...row, outcome: 'refused', reason: checked.reason } : { ...row, values: { ...row.values, [EXTRA_VALUES]: checked.extra } });
      } else {
        const current = await options.repo.findById(row.recordId!, { withDeleted: true });
        const reason = current ? await domain.checkExisting(db, current, extra, row.outcome === 'update' ? row.changes : undefined) : null;
        out.push(reason ? { ...row, outcome: 'refused', reason, changes: undefined } : row);
      }
    }
    return out;
  }

  async function ownJob(request: FastifyRequest): Promise<JobRecord> {
    const job = await findJob(app.database.db, jobId(request));
    // Someone else's job, or another list's, is no job of this person's: the same answer as none.
    if (!job || job.entity !== entity.name || job.created_by !== request.actor.userId) throw notFound();
    return job;
  }

  app.post(`${base}/file`, { config: config('none'), schema: { tags, summary: `Preview a CSV or xlsx of ${entity.name} records (nothing is written)`, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const setting = await settingOf(request);
    // An import's file counts among the person's uploads of the hour (docs/decisions/197), though it is not kept.
    await takeUploadSlot(app, request.actor.userId ?? null);
    const sheet = await uploadedSheet(request);
    const columns = matchColumns(entity, sheet.headings, extraColumns);
    const rows: ReadRow[] = sheet.rows.map((row) => {
      const cells: Record<string, string> = {};
      sheet.headings.forEach((heading, index) => {
        const cell = row.cells[index];
        cells[heading || `#${index + 1}`] = cell === undefined || cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
      });
      const values: Row = {};
      for (const [index, name] of columns.fields) values[name] = extraColumns.includes(name) ? extraCell(row.cells[index]) : name === 'id' ? valueOf(entity.name, 'id', { kind: 'integer' } as FieldMeta, row.cells[index]) : valueOf(entity.name, name, fields[name]!, row.cells[index]);
      // The list's ID is the id of this database's record: another system's file names records by the natural key.
      if (entity.importKey !== 'id') delete values.id;
      return { rowNumber: row.rowNumber, cells, values };
    });
    const planned = await plan(setting, rows);
    const id = await saveJob(app.database.db, { entity, filename: sheet.filename, actor: request.actor, rows: planned, headings: sheet.headings.map((heading, index) => heading || `#${index + 1}`), ignored: columns.ignored });
    reply.code(201);
    return { data: await jobAnswer(app, (await findJob(app.database.db, id))!) };
  });

  app.get(`${base}/jobs/latest`, { config: config('none'), schema: { tags, summary: "This person's latest import of this list (a reload finds it again)" } }, async (request) => {
    const [job] = await app.database.db
      .select()
      .from(importJob)
      .where(and(eq(importJob.entity, entity.name), eq(importJob.created_by, request.actor.userId ?? -1)))
      .orderBy(desc(importJob.id))
      .limit(1);
    return { data: job ? await jobAnswer(app, job) : null };
  });

  app.get(`${base}/jobs/:id`, { config: config('none'), schema: { tags, params: jobParams, summary: 'An import: status, counts and progress' } }, async (request) => ({ data: await jobAnswer(app, await ownJob(request)) }));

  app.get(
    `${base}/jobs/:id/rows`,
    {
      config: config('none'),
      schema: { tags, params: jobParams, summary: "An import's rows, by outcome", querystring: { type: 'object', properties: { outcome: { type: 'string', enum: [...IMPORT_OUTCOMES] }, page: { type: 'integer', minimum: 1 }, take: { type: 'integer', minimum: 1, maximum: 500 } } } },
    },
    async (request) => {
      const job = await ownJob(request);
      const query = request.query as { outcome?: string; page?: string; take?: string };
      const outcome = query.outcome;
      if (outcome !== undefined && !(IMPORT_OUTCOMES as readonly string[]).includes(outcome)) throw unprocessable({ outcome: [MESSAGES.option] });
      const take = Math.min(500, Math.max(1, Number(query.take ?? 50) || 50));
      const page = Math.max(1, Number(query.page ?? 1) || 1);
      const rows = await app.database.db
        .select()
        .from(importJobRow)
        .where(and(eq(importJobRow.job_id, job.id), outcome ? eq(importJobRow.outcome, outcome as ImportOutcome) : undefined))
        .orderBy(asc(importJobRow.row_number))
        .limit(take)
        .offset((page - 1) * take);
      const language = requestLanguage(request);
      const say = rowAnswer(language);
      return {
        data: {
          result: rows.map((row) => say({ rowNumber: row.row_number, key: row.key, outcome: row.outcome, changes: row.changes ?? undefined, reason: row.reason ?? undefined, recordId: row.record_id ?? undefined, pending: row.pending_change })),
          total: outcome ? job.counts[outcome as ImportOutcome] : job.total,
        },
      };
    },
  );

  app.get(
    `${base}/jobs/:id/refused`,
    { config: config('none'), schema: { tags, params: jobParams, summary: 'The refused rows as a file, with a reason column', querystring: { type: 'object', properties: { format: { type: 'string', enum: ['csv', 'xlsx'] } } } } },
    async (request, reply) => {
      const job = await ownJob(request);
      const format = String((request.query as { format?: string }).format ?? 'csv');
      if (format !== 'csv' && format !== 'xlsx') throw unprocessable({ format: [msg('list.exportFormat')] });
      return refusedFile(app, reply, { job, format, language: requestLanguage(request) });
    },
  );

  app.post(`${base}/jobs/:id/apply`, { config: config('own'), schema: { tags, params: jobParams, summary: 'Apply a previewed import: in batches, in the background; poll the job for its progress' } }, async (request, reply) => {
    await settingOf(request);
    const job = await ownJob(request);
    // Each update row compares the version its preview read, under the record's lock (import-jobs.ts).
    if (!(await claimForApply(app.database.db, job.id))) throw new HttpError(409, msg('imports.notPreviewed'));
    const actor = request.actor;
    app.background.run(() => runJob(app.database.db, target, actor, job.id));
    reply.code(202);
    return { data: await jobAnswer(app, (await findJob(app.database.db, job.id))!) };
  });

  app.post(
    base,
    {
      config: config('own'),
      schema: {
        tags,
        summary: `Create and update ${entity.name} records by their natural key (${entity.importKey})`,
        description:
          'Bulk upsert: each row is matched by the natural key; a row is created, updated (only the fields that differ), left unchanged, or refused with its reason, with the same checks as POST and PUT (four-eyes fields become a pending change). `dry_run: true` answers the preview and writes nothing. The same rows twice change nothing.',
        body: JSON_BODY,
      },
    },
    async (request) => {
      const setting = await settingOf(request);
      const body = request.body as { rows?: unknown; dry_run?: unknown } | null;
      if (!body || !Array.isArray(body.rows) || body.rows.length === 0) throw unprocessable({ rows: [msg('imports.noRows')] });
      if (body.dry_run !== undefined && typeof body.dry_run !== 'boolean') throw unprocessable({ dry_run: [MESSAGES.boolean] });
      const versions = new Map<number, number>();
      const early = new Map<number, PlannedRow>();
      const read: ReadRow[] = [];
      body.rows.forEach((raw: unknown, index: number) => {
        const rowNumber = index + 1;
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
          const reason = { es: msg('imports.rowNotObject').in('es'), en: msg('imports.rowNotObject').in('en') };
          early.set(rowNumber, { rowNumber, cells: {}, values: {}, key: null, outcome: 'refused', reason });
          return;
        }
        const { version, ...values } = raw as Row;
        const cells = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]));
        const unknown = Object.keys(values).filter((name) => !writable.has(name));
        if (unknown.length > 0) {
          const say = (language: Language) => unknown.map((name) => `${name}: ${textIn(MESSAGES.unknownField, language)}`).join('; ');
          early.set(rowNumber, { rowNumber, cells, values, key: null, outcome: 'refused', reason: { es: say('es'), en: say('en') } });
          return;
        }
        if (typeof version === 'number') versions.set(rowNumber, version);
        read.push({ rowNumber, cells, values });
      });
      const planned = (await plan(setting, read)).map((row): PlannedRow => {
        const version = versions.get(row.rowNumber);
        if (version === undefined || row.recordVersion === undefined || version === row.recordVersion) return row;
        return { ...row, outcome: 'refused', reason: { es: msg('imports.changedSince').in('es'), en: msg('imports.changedSince').in('en') } };
      });
      const all = [...planned, ...early.values()].sort((a, b) => a.rowNumber - b.rowNumber);
      const language = requestLanguage(request);
      if (body.dry_run === true) return { data: { dry_run: true, counts: countsOf(all), rows: all.map(rowAnswer(language)) } };
      const id = await saveJob(app.database.db, { entity, filename: 'json', actor: request.actor, rows: all, headings: [...writable], ignored: [] });
      await claimForApply(app.database.db, id);
      await runJob(app.database.db, target, request.actor, id);
      const job = (await findJob(app.database.db, id))!;
      const rows = await app.database.db.select().from(importJobRow).where(eq(importJobRow.job_id, id)).orderBy(asc(importJobRow.row_number));
      return {
        data: {
          dry_run: false,
          job_id: id,
          counts: job.counts,
          rows: rows.map((row) => rowAnswer(language)({ rowNumber: row.row_number, key: row.key, outcome: row.outcome, changes: row.changes ?? undefined, reason: row.reason ?? undefined, recordId: row.record_id ?? undefined, pending: row.pending_change })),
        },
      };
    },
  );
}
