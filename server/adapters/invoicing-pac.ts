/**
 * The `pac` provider: Facturapi (an authorised PAC) over its REST API (./facturapi-client.ts).
 * Facturapi builds, seals with the CSD the firm uploaded to it, and stamps each CFDI from the same
 * content the local provider builds; we keep its stamped XML, the TimbreFiscalDigital and the folio
 * fiscal (UUID), and check its total against ours to the cent. Every create carries the intent's
 * idempotency key (also as external_id), so a repeat never stamps twice and a lost answer can be
 * found again; cancel takes SAT's motives 01-04. INVOICING_PAC_URL points it at another API base.
 */
import Decimal from 'decimal.js';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { facturapiClient, PacKeyConflict, PacRefusal, type FacturapiSettings, type PacInvoice } from './facturapi-client.ts';
import { ProviderRefusal, ProviderUnavailable, type InvoiceRef, type InvoicingContext, type CfdiDriver, type PreparedCfdi, type ProviderResult } from './invoicing.ts';
import { createBody } from './invoicing-pac-body.ts';
import { extrasNote, ownAnswer, sortOutKeyed } from './pac-answers.ts';
import { issued, sealedLoanInvoice, sealedPaymentComplement } from './invoicing-local.ts';
import { repaidPrincipal } from '../domain/cfdi-loan.ts';

/** Facturapi's invoice status and cancellation status, as ours. */
function statusOf(answer: { status?: string; cancellation_status?: string }): InvoiceStatus {
  if (answer.status === 'canceled') return 'cancelled';
  if (answer.cancellation_status === 'pending') return 'cancellation_pending';
  if (answer.status === 'valid') return 'stamped';
  throw new ProviderUnavailable(`the PAC answered an unknown status: ${JSON.stringify(answer.status)}`);
}

/** The stamp: the TimbreFiscalDigital element, its UUID and when SAT's clock says it was stamped. */
export function timbreOf(xml: string): { tfdXml: string; uuid: string; stampedAt: Date } {
  const tfdXml = /<tfd:TimbreFiscalDigital\b[^>]*?(?:\/>|>[\s\S]*?<\/tfd:TimbreFiscalDigital>)/.exec(xml)?.[0];
  const uuid = tfdXml && /\sUUID="([0-9A-Fa-f-]{36})"/.exec(tfdXml)?.[1];
  const stamped = tfdXml && /\sFechaTimbrado="([^"]+)"/.exec(tfdXml)?.[1];
  if (!tfdXml || !uuid || !stamped) throw new Error('the PAC returned an XML without a TimbreFiscalDigital');
  return { tfdXml, uuid: uuid.toUpperCase(), stampedAt: new Date(`${stamped}-06:00`) };
}

/** Runs a PAC call, turning its failures into the provider's two kinds. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PacRefusal) throw new ProviderRefusal(error.message, { code: error.code, detailCode: error.detail?.code, path: error.detail?.path });
    if (error instanceof PacKeyConflict) throw error;
    if (error instanceof ProviderRefusal || error instanceof ProviderUnavailable) throw error;
    throw new ProviderUnavailable((error as Error).message);
  }
}

export function pacInvoicing(context: InvoicingContext, settings: FacturapiSettings): CfdiDriver {
  const client = facturapiClient(settings);

  /** What an invoice Facturapi holds under our key means for us; a stamped one is fetched (its XML) and checked. */
  async function settle(prepared: PreparedCfdi, key: string, answered: PacInvoice, note?: string): Promise<ProviderResult> {
    const invoice = ownAnswer(key, answered);
    if (invoice.status === 'pending' || invoice.status === 'draft') return { kind: 'pending', providerRef: invoice.id, reason: 'the PAC is still stamping it' };
    if (invoice.status === 'failed') return { kind: 'failed', reason: 'the PAC could not stamp it' };
    if (invoice.status === 'canceled') return { kind: 'cancelled', providerRef: invoice.id };
    const expected = prepared.cfdiType === 'I' ? prepared.sealed.totals.total : undefined;
    if (expected !== undefined && !new Decimal(String(invoice.total)).equals(expected)) return { kind: 'unusable', providerRef: invoice.id, reason: `the PAC computed a total of ${String(invoice.total)}, not ${expected}` };
    let xml: string;
    try {
      xml = await client.downloadXml(invoice.id);
    } catch (error) {
      // Stamped, but not yet ours to keep: the id is known, so the reconciler fetches it later.
      return { kind: 'pending', providerRef: invoice.id, reason: `its XML could not be downloaded: ${(error as Error).message}` };
    }
    const timbre = timbreOf(xml);
    const status = statusOf(invoice);
    return { kind: 'issued', note, invoice: await issued(prepared.sealed, { cfdiType: prepared.cfdiType, repaidPrincipal: prepared.repaidPrincipal, payment: prepared.payment, status, uuid: timbre.uuid, xml, providerRef: invoice.id, tfdXml: timbre.tfdXml, stampedAt: timbre.stampedAt }) };
  }

  /** The search by key: the first stamped document is kept, any other valid one cancelled (motive 02). */
  async function underKey(prepared: PreparedCfdi, key: string): Promise<ProviderResult> {
    const { keep, extras } = sortOutKeyed(key, await client.findByExternalId(key));
    for (const extra of extras) await cancelExtra(extra.id);
    return keep ? settle(prepared, key, keep, extras.length > 0 ? extrasNote(extras) : undefined) : { kind: 'absent' };
  }

  async function cancelExtra(id: string): Promise<void> {
    try {
      await client.cancelInvoice(id, '02');
    } catch (error) {
      if (!(error instanceof PacRefusal) || (await client.retrieveInvoice(id))?.status !== 'canceled') throw error;
    }
  }

  async function lookup(prepared: PreparedCfdi, key: string, providerRef: string | null): Promise<ProviderResult> {
    return guarded(async () => {
      // A reference recorded from an answer is asked for, but believed only if it is this key's document.
      const known = providerRef ? await client.retrieveInvoice(providerRef) : undefined;
      return known?.external_id === key ? settle(prepared, key, known) : underKey(prepared, key);
    });
  }

  function requireRef(invoice: InvoiceRef): string {
    if (!invoice.provider_ref) throw new ProviderRefusal(`invoice ${invoice.uuid ?? '(not stamped)'} was not stamped by this PAC`);
    return invoice.provider_ref;
  }

  return {
    name: 'pac',
    prepareInvoice: (source, now) => ({ cfdiType: 'I', sealed: sealedLoanInvoice(context, source, now), repaidPrincipal: repaidPrincipal(source) }),
    preparePayment: (payment, now) => ({ cfdiType: 'P', sealed: sealedPaymentComplement(context, payment, now), payment }),
    async issue(prepared, key) {
      try {
        const { invoice, repeated } = await guarded(() => client.createInvoice(createBody(prepared, key)));
        // An answer to a retry: an earlier attempt may have stamped too, so the key's documents are counted.
        return await (repeated ? guarded(() => underKey(prepared, key)) : settle(prepared, key, invoice));
      } catch (error) {
        // The key was used before and Facturapi said so instead of answering the invoice: find it by the key.
        if (!(error instanceof PacKeyConflict)) throw error;
      }
      const found = await lookup(prepared, key, null);
      if (found.kind === 'absent') throw new ProviderUnavailable('the PAC says the key was used, but finds no invoice with it');
      return found;
    },
    lookup,
    async cancel(invoice, request) {
      if (request.motive === '01' && !request.substitution) throw new ProviderRefusal('motive 01 needs the UUID of the CFDI that replaces this one');
      const id = requireRef(invoice);
      try {
        return statusOf(await guarded(() => client.cancelInvoice(id, request.motive, request.substitution)));
      } catch (error) {
        // Refused because it is cancelled already (the first answer was lost)? The PAC's own status says.
        if (!(error instanceof ProviderRefusal)) throw error;
        const current = await guarded(() => client.retrieveInvoice(id));
        if (current?.status === 'canceled') return 'cancelled';
        throw error;
      }
    },
    async status(invoice) {
      const current = await guarded(() => client.retrieveInvoice(requireRef(invoice)));
      if (!current) throw new ProviderRefusal(`the PAC has no invoice ${invoice.provider_ref}`);
      return statusOf(current);
    },
  };
}
