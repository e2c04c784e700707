/**
 * A lost answer is found by the retention's external_id in the receiver's retentions, which the published
 * search pages (`page` from 1 to 30, `total_pages`): a firm issuing monthly for years has more than one
 * page of 50 per investor, and the one looked for may be on any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facturapiClient, type FacturapiClient } from '../../../server/adapters/facturapi-client.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';

let pac: PacStandIn;
let client: FacturapiClient;

const retention = (n: number) => ({
  customer: { legal_name: 'ANA GARCIA', tax_id: 'GODE561231GR8', tax_system: '612', address: { zip: '06600' } },
  cve_retenc: '16',
  periodo: { mes_ini: 1, mes_fin: 1, ejerc: 2020 + Math.floor(n / 12) },
  totales: { monto_tot_operacion: 100, monto_tot_exent: 0, imp_retenidos: [{ monto_ret: 1, tipo_pago_ret: '01' }] },
  external_id: `certificate-${n}`,
  idempotency_key: `key-${n}`,
});

beforeAll(async () => {
  pac = await startPacStandIn();
  client = facturapiClient({ token: 'sk_test_caudal', url: pac.url, policy: { timeoutMs: 5_000, retries: 0 } });
  // 120 retentions of one receiver: three pages of 50, the first made on the last page.
  for (let n = 0; n < 120; n++) await client.createRetention(retention(n));
}, 60_000);
afterAll(async () => {
  await pac?.close();
});

describe('finding a retention by external_id', () => {
  it('finds the newest on the first page and the oldest on the last, asking page by page', async () => {
    expect((await client.findRetentionByExternalId('certificate-119', 'GODE561231GR8'))[0]?.external_id).toBe('certificate-119');
    const before = pac.requests.length;
    expect((await client.findRetentionByExternalId('certificate-0', 'GODE561231GR8'))[0]?.external_id).toBe('certificate-0');
    const pages = pac.requests.slice(before).map((r) => new URL(r.path, 'http://pac').searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('answers none after the last page when no retention has that external_id', async () => {
    const before = pac.requests.length;
    expect(await client.findRetentionByExternalId('certificate-never', 'GODE561231GR8')).toEqual([]);
    expect(pac.requests.length - before).toBe(3);
  });
});
