/**
 * Retention certificates through Facturapi's retentions API (docs/decisions/142): the same content the
 * local driver seals, as Facturapi's body (the customer, cve_retenc 16, periodo, totales with the ISR
 * withheld, and the Intereses complement's XML in `complements`), under the intent's idempotency key
 * (also its external_id). Facturapi seals with the CSD the firm gave it and stamps; we keep its XML,
 * check its totals against ours to the cent, and render the PDF from it. Its published API has no field
 * for CfdiRetenRelacionados: a correction is related by cancelling the old one with motive 01 naming it.
 */
import Decimal from 'decimal.js';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { fiscalName } from '../domain/cfdi.ts';
import { interesesXml } from '../domain/cfdi-retention.ts';
import { extrasNote, ownAnswer, sortOutKeyed } from './pac-answers.ts';
import { facturapiClient, PacKeyConflict, PacRefusal, type FacturapiSettings, type PacRetention } from './facturapi-client.ts';
import { ProviderRefusal, ProviderUnavailable, type InvoicingContext, type PreparedRetention, type RetentionDriver, type RetentionResult } from './invoicing.ts';
import { timbreOf } from './invoicing-pac.ts';
import { issuedRetention, preparedRetention } from './retentions.ts';

const asNumber = (value: string) => new Decimal(value).toNumber();

export function retentionBody(prepared: PreparedRetention, key: string): Record<string, unknown> {
  const { input, source } = prepared;
  const f = input.figures;
  return {
    customer: { legal_name: fiscalName(input.receiver.name), tax_id: input.receiver.rfc, tax_system: source.receiverRegime, address: { zip: input.receiver.postalCode } },
    cve_retenc: '16',
    folio_int: input.folio,
    periodo: { mes_ini: input.period.fromMonth, mes_fin: input.period.toMonth, ejerc: input.period.year },
    totales: {
      monto_tot_operacion: asNumber(f.nominal), monto_tot_grav: asNumber(f.nominal), monto_tot_exent: asNumber(f.exempt), monto_tot_ret: asNumber(f.withheld),
      imp_retenidos: [{ base_ret: asNumber(f.nominal), impuesto: 'ISR', monto_ret: asNumber(f.withheld), tipo_pago_ret: '04' }],
    },
    complements: [interesesXml(input)],
    external_id: key,
    idempotency_key: key,
  };
}

function statusOf(answer: PacRetention): InvoiceStatus {
  if (answer.status === 'canceled') return 'cancelled';
  if (answer.status === 'valid') return 'stamped';
  throw new ProviderUnavailable(`the PAC answered an unknown retention status: ${JSON.stringify(answer.status)}`);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PacRefusal) throw new ProviderRefusal(error.message, { code: error.code, detailCode: error.detail?.code, path: error.detail?.path });
    if (error instanceof PacKeyConflict || error instanceof ProviderRefusal || error instanceof ProviderUnavailable) throw error;
    throw new ProviderUnavailable((error as Error).message);
  }
}

export function pacRetentions(context: InvoicingContext & { financialSystem: boolean }, settings: FacturapiSettings): RetentionDriver {
  const client = facturapiClient(settings);

  async function settle(prepared: PreparedRetention, key: string, answered: PacRetention, note?: string): Promise<RetentionResult> {
    const retention = ownAnswer(key, answered);
    if (retention.status === 'pending' || retention.status === 'draft') return { kind: 'pending', providerRef: retention.id, reason: 'the PAC is still stamping it' };
    if (retention.status === 'canceled') return { kind: 'cancelled', providerRef: retention.id };
    const expected = prepared.input.figures;
    const total = retention.totales?.monto_tot_operacion;
    if (total !== undefined && !new Decimal(String(total)).equals(expected.nominal)) return { kind: 'unusable', providerRef: retention.id, reason: `the PAC states an operation of ${String(total)}, not ${expected.nominal}` };
    let xml: string;
    try {
      xml = await client.downloadRetentionXml(retention.id);
    } catch (error) {
      return { kind: 'pending', providerRef: retention.id, reason: `its XML could not be downloaded: ${(error as Error).message}` };
    }
    const timbre = timbreOf(xml);
    return { kind: 'issued', note, invoice: await issuedRetention(xml, { status: statusOf(retention), uuid: timbre.uuid, providerRef: retention.id, stampedAt: timbre.stampedAt }) };
  }

  /** The search by key: the first stamped retention is kept, any other valid one cancelled (motive 02). */
  async function underKey(prepared: PreparedRetention, key: string): Promise<RetentionResult> {
    const { keep, extras } = sortOutKeyed(key, await client.findRetentionByExternalId(key, prepared.input.receiver.rfc));
    for (const extra of extras) {
      try {
        await client.cancelRetention(extra.id, '02');
      } catch (error) {
        if (!(error instanceof PacRefusal) || (await client.retrieveRetention(extra.id))?.status !== 'canceled') throw error;
      }
    }
    return keep ? settle(prepared, key, keep, extras.length > 0 ? extrasNote(extras) : undefined) : { kind: 'absent' };
  }

  async function lookupRetention(prepared: PreparedRetention, key: string, providerRef: string | null): Promise<RetentionResult> {
    return guarded(async () => {
      const known = providerRef ? await client.retrieveRetention(providerRef) : undefined;
      return known?.external_id === key ? settle(prepared, key, known) : underKey(prepared, key);
    });
  }

  const requireRef = (ref: string | null) => {
    if (!ref) throw new ProviderRefusal('the retention certificate was not stamped by this PAC');
    return ref;
  };

  return {
    prepareRetention: (source, now) => preparedRetention(context, source, now),
    async issueRetention(prepared, key) {
      try {
        const { retention, repeated } = await guarded(() => client.createRetention(retentionBody(prepared, key)));
        return await (repeated ? guarded(() => underKey(prepared, key)) : settle(prepared, key, retention));
      } catch (error) {
        if (!(error instanceof PacKeyConflict)) throw error;
      }
      const found = await lookupRetention(prepared, key, null);
      if (found.kind === 'absent') throw new ProviderUnavailable('the PAC says the key was used, but finds no retention with it');
      return found;
    },
    lookupRetention,
    async cancelRetention(providerRef, motive, substitution) {
      const id = requireRef(providerRef);
      try {
        return statusOf(await guarded(() => client.cancelRetention(id, motive, substitution)));
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        const current = await guarded(() => client.retrieveRetention(id));
        if (current?.status === 'canceled') return 'cancelled';
        throw error;
      }
    },
    async retentionStatus(providerRef) {
      const current = await guarded(() => client.retrieveRetention(requireRef(providerRef)));
      if (!current) throw new ProviderRefusal(`the PAC has no retention ${providerRef}`);
      return statusOf(current);
    },
  };
}
