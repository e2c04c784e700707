/**
 * The documents modal of an investment (spec section 2): GET investment/{id}/cfdis lists its contract
 * and the CFDI files (PDF and XML) of its payments, in payment order, and GET investment/{id}/files/{key}
 * downloads one of them. Both answer only within the caller's row-level scope, so an investor reaches
 * their own documents and no one else's, whatever id or key they send.
 */
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import { storedFile } from '../../../schemas/stored-file.ts';
import { eq } from 'drizzle-orm';
import { parseId } from '../../crud/routes.ts';
import { ensureDemoInvestmentFiles } from '../../db/demo-files.ts';
import { sendStoredFile } from '../files/stored-files.ts';
import { notFound } from '../../http/errors.ts';
import { investmentRepository, scheduleOf, type DetailRow, type InvestmentRow } from '../../investments/investments-store.ts';

export type DocumentKind = 'contract' | 'cfdi_pdf' | 'cfdi_xml';

export interface InvestmentDocument {
  kind: DocumentKind;
  /** The stored file's address (/api/files/<key>). */
  url: string;
  /** The same file through the investment, for callers limited to their own records. */
  download: string;
  /** The payment the CFDI belongs to; null for the contract. */
  detail_id: number | null;
  date_payment: string | null;
}

const FILE_URL = /^\/api\/files\/([A-Za-z0-9._-]+)$/;

export function investmentDocuments(investment: Pick<InvestmentRow, 'id' | 'contract'>, schedule: readonly DetailRow[]): InvestmentDocument[] {
  const documents: InvestmentDocument[] = [];
  const add = (kind: DocumentKind, url: string | null, detail?: DetailRow) => {
    const key = url ? FILE_URL.exec(url)?.[1] : undefined;
    if (!url || !key) return;
    documents.push({ kind, url, download: `/api/investment/${investment.id}/files/${key}`, detail_id: detail?.id ?? null, date_payment: detail?.date_payment ?? null });
  };
  add('contract', investment.contract);
  for (const detail of schedule) {
    add('cfdi_pdf', detail.cfdi_pdf_location, detail);
    add('cfdi_xml', detail.cfdi_xml_location, detail);
  }
  return documents;
}

/** The documents modal lives on the investor dashboards, so their module governs it. */
const config = { module: '/inversiones/dashboard', action: 'read' };

export async function investmentDocumentRoutes(app: FastifyInstance) {
  const investments = investmentRepository(app.database);
  const tags = ['investment'];
  const documentsOf = async (request: Parameters<typeof parseId>[0]) => {
    const id = parseId(request);
    const record = (await investments.getById(id, { scope: app.rowScope(request, entities.investment) })) as InvestmentRow;
    return { record, documents: investmentDocuments(record, await scheduleOf(app.database.db, id)) };
  };

  app.addHook('onReady', async () => {
    // Servers starting together would write the same demo files: one at a time, the next finds them.
    await app.database.exclusive('demo-files', () => ensureDemoInvestmentFiles(app.database, app.files));
  });

  app.get('/investment/:id/cfdis', { config, schema: { tags } }, async (request) => {
    const { record, documents } = await documentsOf(request);
    return { data: { investment: { id: record.id, key: record.key, contract: record.contract }, result: documents, total: documents.length } };
  });

  app.get('/investment/:id/files/:key', { config, schema: { tags } }, async (request, reply) => {
    const { documents } = await documentsOf(request);
    const { key } = request.params as { key: string };
    if (!documents.some((d) => d.download.endsWith(`/files/${key}`))) throw notFound('file');
    const [row] = await app.database.db.select().from(storedFile).where(eq(storedFile.key, key)).limit(1);
    const content = row ? await app.files.get(key) : undefined;
    if (!row || !content) throw notFound('file');
    return sendStoredFile(reply, row, content);
  });
}
