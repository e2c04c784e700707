/**
 * POST pdf/create {filename, type, content, header, footer, header_height, footer_height, margin,
 * body_class} (spec section 7): the HTML as a PDF, base64 in data.data. Any signed-in user may render
 * (statements, simulations): the document holds only what they sent. A render costs a Chromium page,
 * so at most PDF_CONCURRENCY run at once (the rest queue, a long queue is refused) and each user may ask
 * for PDF_RATE_LIMIT_PER_MINUTE a minute. 503 when Chromium is missing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHROMIUM_PATH, createPdfRenderer, MAX_PDF_PAGES, PdfRenderError, PdfTimeoutError, PdfTooManyPagesError, PdfUnavailableError } from '../../adapters/pdf.ts';
import { concurrencyLimit, KeyBusyError, QueueFullError } from '../../http/concurrency-limit.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { checkLimit } from '../../http/rate-limit.ts';
import { msg } from '../../i18n/localized.ts';
import { zodErrors } from '../zod-errors.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';

export const MAX_PDF_HTML_BYTES = 2 * 1024 * 1024;
/** Renders waiting for a slot beyond which a request is turned away rather than queued. */
const MAX_WAITING_PER_SLOT = 8;

/** A CSS length or a bare number of pixels. */
const length = z
  .union([z.number().nonnegative().max(500), z.string().trim().regex(/^\d+(\.\d+)?(px|mm|cm|in)?$/, 'validation.length')])
  .transform((value) => (typeof value === 'number' || /^[\d.]+$/.test(value) ? `${value}px` : value));

const pdfSchema = z.strictObject({
  filename: z.string().trim().min(1, MESSAGES.required).max(200),
  type: z.literal('base64').default('base64'),
  content: z.string().min(1, MESSAGES.required).max(MAX_PDF_HTML_BYTES),
  header: z.string().max(20_000).default(''),
  footer: z.string().max(20_000).default(''),
  header_height: length.default('20mm'),
  footer_height: length.default('20mm'),
  margin: length.default('10mm'),
  body_class: z.string().max(200).default(''),
});

export async function pdfRoutes(app: FastifyInstance) {
  const renderer = createPdfRenderer(CHROMIUM_PATH, app.config.PDF_RENDER_TIMEOUT_MS ?? app.config.OUTBOUND_TIMEOUT_MS);
  // One render in flight per person: one account cannot hold every slot or fill the queue.
  const slots = concurrencyLimit(app.config.PDF_CONCURRENCY, app.config.PDF_CONCURRENCY * MAX_WAITING_PER_SLOT, 1);
  app.addHook('onClose', async () => renderer.close());

  app.post('/pdf/create', { config: { signedIn: true, writes: 'none' }, bodyLimit: MAX_PDF_HTML_BYTES + 64 * 1024, schema: { tags: ['pdf'] } }, async (request) => {
    const parsed = pdfSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    // Per person across every server (the counters are shared), so no one spends another's renders.
    const limit = await checkLimit(app.rateCounter, `pdf:${request.session?.user.id ?? request.ip}`, app.config.PDF_RATE_LIMIT_PER_MINUTE, 60_000);
    if (!limit.allowed) throw new HttpError(429, msg('pdf.tooMany', { seconds: limit.retryAfterSeconds }), { retry_after: [String(limit.retryAfterSeconds)] });
    const input = parsed.data;
    try {
      const pdf = await slots.run(
        () => renderer.render({ content: input.content, header: input.header, footer: input.footer, headerHeight: input.header_height, footerHeight: input.footer_height, margin: input.margin, bodyClass: input.body_class }),
        `pdf:${request.session?.user.id ?? request.ip}`,
      );
      const filename = input.filename.toLowerCase().endsWith('.pdf') ? input.filename : `${input.filename}.pdf`;
      return { data: { data: pdf.toString('base64'), filename, type: 'application/pdf' } };
    } catch (error) {
      if (error instanceof QueueFullError) throw new HttpError(503, msg('pdf.busy'));
      if (error instanceof KeyBusyError) throw new HttpError(429, msg('pdf.oneAtATime'));
      if (error instanceof PdfTooManyPagesError) throw unprocessable({ content: [msg('pdf.tooManyPages', { max: MAX_PDF_PAGES })] });
      if (error instanceof PdfRenderError) throw unprocessable({ content: [msg('pdf.unprintable')] });
      if (error instanceof PdfTimeoutError) throw new HttpError(503, msg('outbound.pdfTimedOut'));
      if (error instanceof PdfUnavailableError) {
        request.log.warn({ err: error }, 'pdf/create unavailable');
        throw new HttpError(503, msg('pdf.unavailable'));
      }
      throw error;
    }
  });
}
