/**
 * `GET <list>/export?format=csv|xlsx`: the whole list as a file, as the person sees it
 * (docs/decisions/150). The list's own grammar (filters, search, sort, order, trashed; no paging), the
 * same permission as reading the list and the same row scope, every row, read by keyset in batches and
 * streamed, each cell written as the screen writes it, in the person's language, never a live formula.
 */
import { unreadableFields } from '../payload.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { parseListQuery } from '../list-query.ts';
import { listQuerySchema } from '../openapi-schemas.ts';
import type { Repository, Row } from '../repository.ts';
import { cellText, exportColumns } from './export-columns.ts';
import { exportLabels } from './export-labels.ts';
import { CONTENT_TYPES, csvStream, xlsxStream, type ExportFormat } from './export-stream.ts';

/** Rows per statement: large enough that the statements' own cost fades, small enough to stay a few hundred kB. */
export const EXPORT_BATCH_ROWS = 1000;

export interface ListExport {
  /** The list's path (`/loan_detail`); the export answers at `<path>/export`. */
  path: string;
  entity: Entity;
  repo: Repository;
  /** The list's own access declaration (module, action, entity): the export is read exactly as the list is. */
  config: Record<string, unknown>;
  scope: (request: FastifyRequest) => SQL | undefined;
  /** The list's own query rewriting, when it has one (forwards/const's isCurrent). */
  normalise?: (query: Record<string, unknown>) => Record<string, unknown>;
  tags?: string[];
}

const single = (value: unknown) => (Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value));

function exportQuerySchema(entity: Entity) {
  const list = listQuerySchema(entity) as { properties: Record<string, unknown> };
  const { take: _take, page: _page, ...properties } = list.properties;
  return {
    ...list,
    properties: {
      ...properties,
      format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
      columns: { type: 'string', maxLength: 4000, description: "comma-separated column names, in the file's order (default: the list's)" },
    },
  };
}

export function registerListExport(app: FastifyInstance, target: ListExport): void {
  const { entity, repo } = target;
  app.get(
    `${target.path}/export`,
    {
      config: { ...target.config },
      schema: { tags: target.tags ?? [entity.path], summary: 'The whole list as a CSV or xlsx file (filters and sort as the list)', querystring: exportQuerySchema(entity) },
    },
    async (request, reply) => {
      const { format: rawFormat, columns: rawColumns, take: _take, page: _page, ...listParams } = request.query as Record<string, unknown>;
      const format = (single(rawFormat) ?? 'csv').toLowerCase();
      if (format !== 'csv' && format !== 'xlsx') throw unprocessable({ format: [msg('list.exportFormat')] });
      const query = parseListQuery(entity, target.normalise ? target.normalise(listParams) : listParams, unreadableFields(entity, request.actor));
      const columns = exportColumns(entity, request.actor, single(rawColumns));
      const labels = exportLabels(requestLanguage(request));
      const headings = columns.map((c) => labels.heading(entity.name, c.name));
      const scope = target.scope(request);
      async function* texts() {
        for await (const rows of repo.batches(query, scope, EXPORT_BATCH_ROWS)) {
          yield rows.map((row: Row) => columns.map((column) => cellText(entity.name, column, row, labels)));
          // A turn of the event loop between batches: an embedded database answers without any I/O, so
          // without it the whole export would run in one chain of promises and no other request get in.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', CONTENT_TYPES[format as ExportFormat])
        .header('content-disposition', `attachment; filename="${entity.path.replace(/[^\w.-]+/g, '-')}-${day}.${format}"`)
        .header('cache-control', 'no-store');
      const body =
        format === 'csv'
          ? csvStream(headings, texts())
          : xlsxStream(labels.sheetName(entity.name), headings, texts(), (error) => request.log.error({ err: error }, 'xlsx export failed'));
      return reply.send(body);
    },
  );
}
