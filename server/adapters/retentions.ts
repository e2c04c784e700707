/**
 * Retention certificates through the invoicing provider (docs/decisions/142): the same two
 * steps as invoices (./invoicing.ts): `prepareRetention` builds and seals the CFDI de Retenciones 2.0
 * here, so bad data is refused before anything leaves the server; the driver's `issueRetention` sends
 * it under the intent's idempotency key (the local driver keeps it sealed and unstamped; the PAC
 * driver has Facturapi stamp it through its retentions API); `lookupRetention` asks what the provider
 * holds under that key.
 */
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { cfdiTimestamp } from '../domain/cfdi.ts';
import { buildRetentionXml, sealRetention, type RetentionInput } from '../domain/cfdi-retention.ts';
import { assertCsdSeals } from '../domain/csd-validity.ts';
import type { InvoicingContext, IssuedRetention, PreparedRetention, RetentionDriver, RetentionSource } from './invoicing.ts';
import { renderRetentionPdf } from './retention-pdf.ts';

export function preparedRetention(context: InvoicingContext & { financialSystem: boolean }, source: RetentionSource, now: Date): PreparedRetention {
  assertCsdSeals(context.csd, now);
  const { userId: _user, receiverRegime: _regime, replacesId: _replaces, ...rest } = source;
  const input: RetentionInput = {
    ...rest,
    certificate: context.csd.certificate,
    issuedAt: cfdiTimestamp(now),
    issuer: { ...context.issuer, financialSystem: context.financialSystem },
  };
  return { source, input, xml: sealRetention(buildRetentionXml(input), context.csd.sign).xml };
}

export async function issuedRetention(xml: string, extra: { status: InvoiceStatus; uuid: string | null; providerRef: string | null; stampedAt: Date | null }): Promise<IssuedRetention> {
  return { ...extra, xml: Buffer.from(xml, 'utf8'), pdf: await renderRetentionPdf(xml, extra.status) };
}

/** The local driver: sealed here, not stamped (no folio fiscal); nothing exists elsewhere under a key. */
export function localRetentions(context: InvoicingContext & { financialSystem: boolean }): RetentionDriver {
  return {
    prepareRetention: (source, now) => preparedRetention(context, source, now),
    async issueRetention(prepared) {
      return { kind: 'issued', invoice: await issuedRetention(prepared.xml, { status: 'not_stamped', uuid: null, providerRef: null, stampedAt: null }) };
    },
    async lookupRetention() {
      return { kind: 'absent' };
    },
    async cancelRetention() {
      return 'cancelled';
    },
    async retentionStatus(_ref, current) {
      return current;
    },
  };
}
