/**
 * What a loan's treatment needs from the database before its CFDI is built (docs/decisions/116): for a
 * `real` loan (LIVA 18-A), INEGI's INPC of the period's cut-off month and of the month before, read
 * from the inpc catalogue. Either missing: no CFDI, a 422 naming the details and the months to enter
 * (Administrador › Listas › Configuración de coberturas), nothing written or sent.
 */
import { inArray } from 'drizzle-orm';
import { inpc } from '../../schemas/inpc.ts';
import type { VatTreatment } from '../../schemas/rules/vat-treatments.ts';
import type { Db } from '../db/client.ts';
import type { LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import { unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

const T = inpc.table;

/** `2025-08` -> `2025-07`; `2025-01` -> `2024-12`. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** A detail as the invoicing select reads it: its cut-off, its loan's treatment and the balance lent in its period. */
export interface VatRow {
  id: number;
  date_doc: string;
  vat_treatment: string | null;
  outstanding: string;
  currency_code: string;
}

export type VatFigures = Map<number, NonNullable<LoanInvoiceSource['vat']>>;

/** No treatment chosen (loans from before treatments existed): 16 % on the nominal interest, as their CFDIs always carried. */
export const treatmentOf = (row: Pick<VatRow, 'vat_treatment'>): VatTreatment => (row.vat_treatment as VatTreatment | null) ?? 'nominal';

/** The treatment of each detail, with the INPC a `real` one needs; a 422 when INEGI's figure of a month is not entered. */
export async function vatFigures(db: Db, rows: readonly VatRow[]): Promise<VatFigures> {
  const real = rows.filter((row) => treatmentOf(row) === 'real');
  // 18-A's adjustment here is the peso balance times INEGI's inflation; a credit in another currency
  // has its own rule (not implemented): refused rather than computed wrong (docs/decisions/116).
  const foreign = real.filter((row) => row.currency_code !== 'MXN');
  if (foreign.length > 0) throw unprocessable({ ids: [msg('cfdiFlow.realInterestInForeignCurrency', { ids: foreign.map((row) => row.id).join(', ') })] });
  const months = [...new Set(real.flatMap((row) => [row.date_doc.slice(0, 7), monthBefore(row.date_doc.slice(0, 7))]))];
  const values = new Map<string, string>();
  if (months.length > 0) for (const r of await db.select({ month: T.month, value: T.value }).from(T).where(inArray(T.month, months))) values.set(r.month, r.value);
  const missing = months.filter((month) => !values.has(month)).sort();
  if (missing.length > 0) {
    const ids = real.filter((row) => [row.date_doc.slice(0, 7), monthBefore(row.date_doc.slice(0, 7))].some((m) => !values.has(m))).map((row) => row.id);
    throw unprocessable({ ids: [msg('cfdiFlow.detailsWithoutInpc', { ids: ids.join(', '), months: missing.join(', ') })] });
  }
  const figures: VatFigures = new Map();
  for (const row of rows) {
    const treatment = treatmentOf(row);
    if (treatment !== 'real') {
      figures.set(row.id, { treatment });
      continue;
    }
    const month = row.date_doc.slice(0, 7);
    figures.set(row.id, { treatment, principal: row.outstanding, inpcOfMonth: values.get(month)!, inpcOfEarlierMonth: values.get(monthBefore(month))! });
  }
  return figures;
}
