/**
 * A PAC over HTTPS + JSON (the shape most Mexican PACs' REST APIs share): POST {url}/stamp with the
 * unsigned CFDI in base64 answers the folio fiscal and the stamped XML; POST {url}/cancel and
 * GET {url}/status/{uuid} answer a status. A PAC with another shape gets its own driver beside this one.
 */
import type { LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import type { InvoiceRef, InvoicingProvider } from './invoicing.ts';
import { draftInvoice } from './invoicing-draft.ts';

export interface PacSettings {
  url: string;
  token: string;
}

const STATUSES: readonly InvoiceStatus[] = ['not_stamped', 'stamped', 'cancelled'];

function readStatus(value: unknown): InvoiceStatus {
  if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) return value as InvoiceStatus;
  throw new Error(`the PAC answered an unknown status: ${JSON.stringify(value)}`);
}

export function pacInvoicing(settings: PacSettings): InvoicingProvider {
  const base = settings.url.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the PAC refused ${path} (${response.status}): ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  return {
    name: 'pac',
    async stamp(source: LoanInvoiceSource, now: Date) {
      const draft = await draftInvoice(source, now, 'not_stamped');
      const answer = await call('POST', '/stamp', { xml: draft.xml.toString('base64') });
      if (typeof answer.uuid !== 'string' || typeof answer.xml !== 'string') throw new Error('the PAC did not answer a uuid and a stamped xml');
      const stamped = await draftInvoice(source, now, readStatus(answer.status ?? 'stamped'), answer.uuid.toUpperCase());
      return { ...stamped, xml: Buffer.from(answer.xml, 'base64') };
    },
    async cancel(invoice: InvoiceRef) {
      return readStatus((await call('POST', '/cancel', { uuid: invoice.uuid, rfc: invoice.issuer_rfc })).status);
    },
    async status(invoice: InvoiceRef) {
      return readStatus((await call('GET', `/status/${encodeURIComponent(invoice.uuid)}`)).status);
    },
  };
}
