/**
 * A loan's IVA treatment when none is chosen (docs/decisions/116): the default of the firm's kind
 * (CFDI_ISSUER_KIND) and the customer's RFC and regime (server/domain/vat-on-interest.ts). POST loan
 * applies it at creation; emptying the field on an edit asks for it again (the generic PUT, this hook).
 * A changed treatment affects only the CFDIs issued after: an invoice keeps the treatment it was
 * issued with, and its complements follow it.
 */
import { eq } from 'drizzle-orm';
import { entities } from '../../schemas/index.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import type { Db } from '../db/client.ts';
import { defaultVatTreatment, type FirmKind, type VatTreatment } from '../domain/vat-on-interest.ts';

const customers = entities.customer.table;

export async function defaultTreatmentFor(tx: Db, firm: FirmKind, customerId: number): Promise<VatTreatment> {
  const [customer] = await tx.select({ rfc: customers.rfc, fiscal_regime: customers.fiscal_regime }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return defaultVatTreatment(firm, { rfc: customer?.rfc ?? '', fiscal_regime: customer?.fiscal_regime ?? null });
}

export function loanHooks(firm: FirmKind): EntityHooks {
  return {
    async beforeUpdate(changes, current, { tx }) {
      if (!('vat_treatment' in changes) || changes.vat_treatment != null) return;
      return { ...changes, vat_treatment: await defaultTreatmentFor(tx, firm, Number(changes.customer_id ?? current.customer_id)) };
    },
  };
}
