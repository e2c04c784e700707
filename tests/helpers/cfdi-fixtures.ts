/** Loan-invoice sources and the issuer the CFDI tests share: DOMAIN.md's first period, SAT's test taxpayer. */
import type { CfdiIssuerProfile, LoanInvoiceSource } from '../../server/domain/cfdi-loan.ts';
import type { CfdiCertificate } from '../../server/domain/cfdi.ts';

export const TEST_ISSUER: CfdiIssuerProfile = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' };
export const NO_CERTIFICATE: CfdiCertificate = { number: '30001000000400002434', base64: 'MIIB' };

/** Principal 166,666.67 and interest 7,750.00, for a company customer with its fiscal data. */
export const LOAN_SOURCE: LoanInvoiceSource = {
  detail: { id: 41, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 7, intelisis_id: 'PR-2026-0101', currency_code: 'MXN', exchange_rate: '0.0000' },
  customer: { name: 'Pesquera del Pacífico SA de CV', rfc: 'PPA010101AB5', fiscal_postal_code: '82000', fiscal_regime: '601', cfdi_use: 'G03' },
};
