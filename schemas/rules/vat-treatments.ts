/**
 * How a loan's interest bears IVA (docs/decisions/115): exempt (LIVA 15-X-b), 16 % on the nominal
 * interest, or 16 % on the real interest (LIVA 18-A). The server works out the default from the
 * firm's kind and the customer's (server/domain/vat-on-interest.ts).
 */
export const VAT_TREATMENTS = ['exempt', 'nominal', 'real'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
