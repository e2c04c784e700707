/**
 * The retention certificate fault tests' shared pieces (docs/decisions/142), on the bundled
 * server through its API only (a PGlite folder belongs to its server): INEGI's INPC entered as Admin
 * enters it, investors' investments with their payments paid, the certificates the product lists, the
 * retentions the PAC stand-in stamped that no live certificate knows, and SAT's schema and seal checks.
 */
import { expect } from 'vitest';
import { retentionCadena } from '../../../server/domain/cfdi-retention-cadena.ts';
import { tinyPdf } from '../../../server/db/demo-files.ts';
import type { PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { RetentionEntry } from '../../helpers/pac-stand-in/retentions.ts';
import { sealOf, verifySeal } from '../../helpers/retention-seal.ts';
import { retentionSchemaErrors } from '../../helpers/sat-retention-xsd.ts';
import type { HttpBrowser, RealServer } from './real-server.ts';

/** The demo investors with an RFC and a tax postal code: each gets a certificate per period. */
export const INVESTORS = ['inversionista@caudal.mx', 'inversionista2@caudal.mx', 'inversionista3@caudal.mx'] as const;

/** INPC rows for 2024 to 2026 through the API (invented values; the two months the migration brings stay). */
export async function enterInpc(server: RealServer, root: HttpBrowser): Promise<void> {
  for (let m = 0; m < 36; m++) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const answer = await root.call(server, 'POST', '/api/inpc', { month, value: (135 + m * 0.3).toFixed(3), source: 'faults test' });
    // 422: the month is there already (unique).
    expect([201, 422], JSON.stringify(answer.json)).toContain(answer.status);
  }
}

/**
 * A 1,000,000 MXN investment of `email` for 12 months from `emission`, with every payment due before
 * `paidBefore` paid on its date: one payment a month, so each month of the year has one per investor.
 */
export async function paidInvestment(server: RealServer, root: HttpBrowser, email: string, emission: string, paidBefore: string): Promise<number[]> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const uploaded = await root.call(server, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  const investor = await root.call(server, 'GET', `/api/user?email=${encodeURIComponent(email)}`);
  const created = await root.call(server, 'POST', '/api/investment', {
    key: `RET-${Math.random().toString(36).slice(2, 10)}`, intelisis_id: 'ITL-RET', amount: '1000000', emission, duration: '12', currency_id: 1,
    user_id: investor.json.data.result[0].id, contract: uploaded.json.data[0].url,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const shown = await root.call(server, 'GET', `/api/investment/${created.json.data.id}`);
  const due = (shown.json.data.dates as { detail_id: number; date_payment: string }[]).filter((d) => d.date_payment < paidBefore);
  for (const detail of due) {
    const paid = await root.call(server, 'POST', '/api/payments', { investment_detail_id: detail.detail_id, paid_at: detail.date_payment });
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
  }
  return due.map((d) => d.detail_id);
}

export interface Certificate {
  id: number;
  user_id: number;
  year: number;
  from_month: number;
  to_month: number;
  uuid: string | null;
  status: string;
  receiver_rfc: string;
  nominal: string;
  withheld: string;
  provider: string;
  xml_location: string;
  pdf_location: string;
}

/** The product's certificates of a period (every status), through the API. */
export async function certificatesOf(server: RealServer, browser: HttpBrowser, year: number, month?: number): Promise<Certificate[]> {
  const answer = await browser.call(server, 'GET', `/api/retention_certificate?take=9999&year=${year}`);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const rows = answer.json.data.result as Certificate[];
  return rows.filter((c) => (month === undefined ? c.from_month === 1 && c.to_month === 12 : c.from_month === month && c.to_month === month));
}

export const issue = (server: RealServer, browser: HttpBrowser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  browser.call(server, 'POST', '/api/retention_certificates/issue', body, { headers });

/** Retentions the stand-in stamped for a period (its body's periodo), whatever their status. */
export const stampedForPeriod = (pac: PacStandIn, year: number, month?: number): RetentionEntry[] =>
  pac.retentions().filter((r) => r.body.periodo.ejerc === year && r.body.periodo.mes_ini === (month ?? 1) && r.body.periodo.mes_fin === (month ?? 12));

/** Creates the stand-in received (POST /v2/retentions), refused or not. */
export const retentionCreates = (pac: PacStandIn) => pac.requests.filter((r) => r.method === 'POST' && r.path === '/v2/retentions').length;

/** Retentions valid at the PAC whose folio fiscal no live certificate of the product carries. */
export async function orphanRetentions(pac: PacStandIn, server: RealServer, browser: HttpBrowser): Promise<number> {
  const answer = await browser.call(server, 'GET', '/api/retention_certificate?take=9999');
  expect(answer.status).toBe(200);
  const live = new Set((answer.json.data.result as Certificate[]).filter((c) => c.status !== 'cancelled' && c.uuid).map((c) => c.uuid!.toUpperCase()));
  return pac.retentions().filter((r) => r.status === 'valid' && !live.has(r.uuid.toUpperCase())).length;
}

/**
 * The certificate's XML as the product serves it: the very document the PAC stamped, valid against
 * SAT's schema with the Intereses complement, its seal verifying against its cadena. SAT's schemas kept
 * here do not declare the TimbreFiscalDigital (nor is it part of the cadena): it is checked apart.
 */
export async function expectValidCertificate(pac: PacStandIn, server: RealServer, browser: HttpBrowser, certificate: Certificate): Promise<string> {
  expect(certificate.provider).toBe('pac');
  expect(['stamped', 'cancelled']).toContain(certificate.status);
  const file = await browser.call(server, 'GET', certificate.xml_location);
  expect(file.status).toBe(200);
  const xml = file.bytes.toString('utf8');
  const atPac = pac.retentions().find((r) => r.uuid.toUpperCase() === certificate.uuid?.toUpperCase());
  expect(atPac, `the PAC stamped ${certificate.uuid}`).toBeDefined();
  expect(xml).toBe(atPac!.xml);
  expect(xml).toContain(`<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${atPac!.uuid}"`);
  const unstamped = xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, '');
  expect(await retentionSchemaErrors(unstamped)).toEqual([]);
  const seal = sealOf(unstamped);
  expect(verifySeal(retentionCadena(unstamped), seal.seal, seal.certificate)).toBe(true);
  expect(xml).toContain(`MontoTotOperacion="${certificate.nominal}"`);
  expect(xml).toContain(`MontoTotRet="${certificate.withheld}"`);
  return xml;
}
