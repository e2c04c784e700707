/**
 * HTML to PDF with Debian's Chromium through playwright-core (page.pdf's header and footer templates
 * match POST pdf/create's payload one to one). The HTML is the caller's, so it is rendered with
 * JavaScript off and every network request aborted: the page can neither run code nor fetch anything.
 * One browser is started on first use and shared; each document gets its own throwaway context.
 * A render has a deadline (PDF_RENDER_TIMEOUT_MS): past it the context is closed and the request
 * answered, so a page Chromium cannot finish never holds a request (or a render slot) for long.
 */
import { existsSync } from 'node:fs';
// Loaded on the first render: playwright-core alone is about 80 MB of a server's memory (decision 034).
import type { Browser } from 'playwright-core';
import { instrumented } from '../http/metrics.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PdfRequest {
  content: string;
  header: string;
  footer: string;
  /** CSS lengths ("20mm"): the room kept for the header, the footer, and the side margins. */
  headerHeight: string;
  footerHeight: string;
  margin: string;
  bodyClass: string;
}

export class PdfUnavailableError extends Error {}

export interface PdfRenderer {
  render(request: PdfRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** Chromium draws header and footer templates at a tiny default size; give them a readable one. */
const template = (html: string) => (html.trim() === '' ? '<span></span>' : `<div style="font-size:9px;width:100%;padding:0 10mm;">${html}</div>`);

const escapeAttribute = (text: string) => text.replace(/[^A-Za-z0-9 _-]/g, '');

/**
 * A meta refresh would navigate the page away (to an aborted address) while it prints: no meta element
 * of the caller's is honoured (the document's charset is ours). Renaming the tag is one linear pass; the
 * regular expression that looked for http-equiv=refresh took 16 s on 240 kB of `<meta `.
 */
const META_TAG = /<meta\b/gi;

function documentHtml(request: PdfRequest): string {
  const content = request.content.replace(META_TAG, '<x-meta');
  return `<!doctype html><html><head><meta charset="utf-8"></head><body class="${escapeAttribute(request.bodyClass)}">${content}</body></html>`;
}

/** The HTML sent could not be printed (Chromium gave up on it): the caller's input, not the server, is at fault. */
export class PdfRenderError extends Error {}

/** The render took longer than its deadline. */
export class PdfTimeoutError extends Error {}

/**
 * Pages a document may have (5,000 pages took 18.5 s). Chromium prints at most one
 * page more than this (`pageRanges`), so a longer document costs about as much as a document at the cap
 * and is refused, not printed.
 */
export const MAX_PDF_PAGES = 100;

export class PdfTooManyPagesError extends Error {}

/**
 * Pages of a PDF Chromium just wrote: its page tree's `/Count` (the root's is the largest), read in one
 * linear scan; parsing the whole file with pdf-lib cost up to 100 ms of the event loop. Should a future
 * Chromium compress its objects out of sight, pdf-lib counts.
 */
async function pageCount(pdf: Buffer): Promise<number> {
  let pages = -1;
  for (const match of pdf.toString('latin1').matchAll(/\/Count (\d{1,9})/g)) pages = Math.max(pages, Number(match[1]));
  if (pages >= 0) return pages;
  const { PDFDocument } = await import('pdf-lib');
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}

const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

/** `work` or PdfTimeoutError after `ms`, whichever comes first; `onTimeout` releases what the work holds. */
async function withDeadline<T>(ms: number, work: Promise<T>, onTimeout: () => Promise<unknown>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void onTimeout().catch(() => undefined);
      reject(new PdfTimeoutError(`the PDF took longer than ${ms} ms to render`));
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export function createPdfRenderer(executablePath = CHROMIUM_PATH, timeoutMs = DEFAULT_RENDER_TIMEOUT_MS): PdfRenderer {
  let browser: Promise<Browser> | undefined;

  const launch = () => {
    if (!existsSync(executablePath)) throw new PdfUnavailableError(`PDF creation needs Chromium at ${executablePath}, which is not installed`);
    browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, timeout: timeoutMs, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] }))
      .catch((error: unknown) => {
        browser = undefined;
        throw new PdfUnavailableError(`Chromium did not start: ${error instanceof Error ? error.message : String(error)}`);
      });
    return browser;
  };

  return instrumented('pdf', {
    async render(request: PdfRequest) {
      const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
      const print = async () => {
        await context.route('**', (route) => route.abort());
        const page = await context.newPage();
        // A little past the render's own deadline, so that one (PdfTimeoutError) is what answers.
        await page.setContent(documentHtml(request), { waitUntil: 'load', timeout: timeoutMs + 1000 });
        return page
          .pdf({
            format: 'Letter',
            printBackground: true,
            displayHeaderFooter: true,
            // Chromium quietly stops at the document's last page; past the cap it prints one page more, which says "too long".
            pageRanges: `1-${MAX_PDF_PAGES + 1}`,
            headerTemplate: template(request.header),
            footerTemplate: template(request.footer),
            margin: { top: request.headerHeight, bottom: request.footerHeight, left: request.margin, right: request.margin },
          })
          .catch((error: unknown) => {
            throw new PdfRenderError(error instanceof Error ? error.message : String(error));
          });
      };
      try {
        const pdf = await withDeadline(timeoutMs, print(), () => context.close());
        if ((await pageCount(pdf)) > MAX_PDF_PAGES) throw new PdfTooManyPagesError(`more than ${MAX_PDF_PAGES} pages`);
        return pdf;
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    async close() {
      const started = browser;
      browser = undefined;
      if (started) await (await started.catch(() => undefined))?.close();
    },
  } satisfies PdfRenderer, ['render']);
}
