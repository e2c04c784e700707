/**
 * POST pdf/create (spec section 7) from the browser: the server renders the HTML with Chromium and
 * answers base64 in data.data; the browser saves it as a file. Callers toast TOAST.pdfError on failure.
 */
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';

export interface PdfPayload {
  filename: string;
  content: string;
  header?: string;
  footer?: string;
  header_height?: string;
  footer_height?: string;
  margin?: string;
  body_class?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text a user typed, safe inside the HTML sent to the renderer. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export async function downloadPdf(dataProvider: CaudalDataProvider, payload: PdfPayload): Promise<void> {
  const answer = await dataProvider.call<{ data: string; filename: string }>('POST', 'pdf/create', { type: 'base64', header: '', footer: '', ...payload }, { silent: true });
  const bytes = Uint8Array.from(atob(answer.data), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
