/**
 * The printed representation is drawn from the XML issued: with a stamped XML whose
 * series, folio and certificate differ from the local build (the PAC numbers a complement F-14 where we
 * built CP-4, and seals with the CSD the firm uploaded to it), the PDF and the invoice row say what the
 * stamped XML says; the PDF carries both seals, both certificate numbers, FechaTimbrado, RfcProvCertif,
 * the TFD's cadena original and a QR code that scans to SAT's verification URL. An unstamped CFDI says so.
 */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';
import { openCsd } from '../../../server/adapters/csd.ts';
import { issued, sealedLoanInvoice } from '../../../server/adapters/invoicing-local.ts';
import { qrPng } from '../../../server/adapters/qr-png.ts';
import { printedCfdi, qrTotal, satVerificationUrl, tfdCadenaOriginal } from '../../../server/domain/cfdi-printed.ts';
import type { LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';
import { printedQrCodes, printedText } from '../../helpers/printed-cfdi-reading.ts';

const context = {
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' },
  csd: openCsd(),
};
const source: LoanInvoiceSource = {
  detail: { id: 4, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 1, intelisis_id: 'PR-2026-0101', currency_code: 'MXN', exchange_rate: null },
  customer: { name: 'XENON INDUSTRIAL ARTICLES', rfc: 'XIA190128J61', fiscal_postal_code: '76343', fiscal_regime: '601', cfdi_use: 'G03' },
};
const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const PAC_CERTIFICATE = '00001000000509846663';
const SAT_CERTIFICATE = '00001000000505211329';
const SAT_SEAL = 'c2VsbG8gZGVsIFNBVCBkZSBwcnVlYmEsIG5vIHZlcmlmaWNhYmxlIGZ1ZXJhIGRlIGVzdGUgdGVzdA==';

/** What a PAC returns: its own series, folio and certificate, and the TimbreFiscalDigital. */
function stampedByPac(localXml: string): { xml: string; seal: string } {
  const seal = /\sSello="([^"]+)"/.exec(localXml)![1];
  const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${UUID}" FechaTimbrado="2026-02-11T10:00:05" RfcProvCertif="SPR190613I52" SelloCFD="${seal}" NoCertificadoSAT="${SAT_CERTIFICATE}" SelloSAT="${SAT_SEAL}"/>`;
  const xml = localXml
    .replace(/\sSerie="[^"]*"/, ' Serie="F"')
    .replace(/\sFolio="[^"]*"/, ' Folio="14"')
    .replace(/\sNoCertificado="[^"]*"/, ` NoCertificado="${PAC_CERTIFICATE}"`)
    .replace('</cfdi:Comprobante>', `<cfdi:Complemento>${tfd}</cfdi:Complemento></cfdi:Comprobante>`);
  return { xml, seal };
}

const compact = (text: string) => text.replace(/\s+/g, '');

describe('SAT’s expressions', () => {
  it('the QR total: non-significant zeros left out, one decimal kept', () => {
    expect(qrTotal('8990.00')).toBe('8990.0');
    expect(qrTotal('0')).toBe('0.0');
    expect(qrTotal('1234.567800')).toBe('1234.5678');
    expect(qrTotal('123456789012345678.123456')).toBe('123456789012345678.123456');
  });

  it('the TFD’s cadena original, with and without Leyenda', () => {
    const stamp = { version: '1.1', uuid: UUID, stampedAt: '2026-02-11T10:00:05', providerRfc: 'SPR190613I52', cfdiSeal: 'AbC=', satCertificateNumber: SAT_CERTIFICATE, satSeal: 'x' };
    expect(tfdCadenaOriginal(stamp)).toBe(`||1.1|${UUID}|2026-02-11T10:00:05|SPR190613I52|AbC=|${SAT_CERTIFICATE}||`);
    expect(tfdCadenaOriginal({ ...stamp, legend: 'Una  leyenda ' })).toBe(`||1.1|${UUID}|2026-02-11T10:00:05|SPR190613I52|Una leyenda|AbC=|${SAT_CERTIFICATE}||`);
  });

  it('the QR encoder’s image scans back to its text (jsQR), an Ñ and an & included', () => {
    const text = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=X&re=H&amp;E951128469&rr=IAÑL750210963&tt=1.0&fe=AbCd1234';
    const png = qrPng(text);
    const width = png.readUInt32BE(16);
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    const raw = inflateSync(idat);
    const rgba = new Uint8ClampedArray(width * width * 4);
    for (let y = 0; y < width; y++) for (let x = 0; x < width; x++) rgba.set([raw[y * (width + 1) + 1 + x], raw[y * (width + 1) + 1 + x], raw[y * (width + 1) + 1 + x], 255], (y * width + x) * 4);
    expect(jsQR(rgba, width, width)?.data).toBe(text);
  });
});

describe('a CFDI stamped by a PAC is printed and recorded as stamped', async () => {
  const sealed = sealedLoanInvoice(context, source, new Date('2026-02-11T16:00:00Z'));
  const { xml, seal } = stampedByPac(sealed.xml);
  const result = await issued(sealed, { status: 'stamped', uuid: UUID, cfdiType: 'I', xml, repaidPrincipal: '166666.67' });
  const text = await printedText(result.pdf);

  it('the row’s series, folio, certificate and totals are the stamped XML’s, not the local build’s', () => {
    expect(sealed.input).toMatchObject({ serie: 'PR', folio: '4' });
    expect(result.cfdi).toMatchObject({ serie: 'F', folio: '14', certificate: { number: PAC_CERTIFICATE }, currency: 'MXN', receiver: { rfc: 'XIA190128J61' } });
    expect(result.totals).toEqual({ subtotal: '7750.00', taxes: '1240.00', total: '8990.00' });
  });

  it('the PDF prints series and folio as stamped, both certificate numbers, FechaTimbrado and RfcProvCertif', () => {
    expect(text).toContain('Factura F-14');
    expect(text).not.toContain('PR-4');
    expect(text).toContain(PAC_CERTIFICATE);
    expect(text).not.toContain(context.csd.certificate.number);
    expect(text).toContain(SAT_CERTIFICATE);
    expect(text).toContain('2026-02-11T10:00:05');
    expect(text).toContain('SPR190613I52');
    expect(text).toContain(UUID);
    expect(text).toContain('TIMBRADO');
  });

  it('prints both seals and the TFD’s cadena original in full', () => {
    const flat = compact(text);
    expect(flat).toContain(seal);
    expect(flat).toContain(SAT_SEAL);
    expect(flat).toContain(compact(tfdCadenaOriginal(printedCfdi(xml).stamp!)));
  });

  it('carries a QR code that scans to SAT’s verification URL', async () => {
    const url = `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${UUID}&re=EKU9003173C9&rr=XIA190128J61&tt=8990.0&fe=${seal.slice(-8)}`;
    expect(satVerificationUrl(printedCfdi(xml))).toBe(url);
    expect(await printedQrCodes(result.pdf)).toEqual([url]);
  });
});

describe('a CFDI no PAC stamped says so', async () => {
  const sealed = sealedLoanInvoice(context, source, new Date('2026-02-11T16:00:00Z'));
  const result = await issued(sealed, { status: 'not_stamped', uuid: null, cfdiType: 'I' });
  const text = await printedText(result.pdf);

  it('prints its own series and folio, its seal, and no folio fiscal, SAT seal or QR code', async () => {
    expect(result.cfdi).toMatchObject({ serie: 'PR', folio: '4', certificate: { number: context.csd.certificate.number } });
    expect(text).toContain('Factura PR-4');
    expect(text).toContain('CFDI SIN TIMBRAR');
    expect(text).toContain('Sin timbrar: aún no tiene folio fiscal');
    expect(compact(text)).toContain(compact('no tiene validez fiscal hasta que un proveedor de certificación (PAC) lo certifique'));
    expect(text).not.toContain('Sello digital del SAT');
    expect(await printedQrCodes(result.pdf)).toEqual([]);
  });
});
