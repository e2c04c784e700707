/**
 * The bytes of the demo investments' contracts and CFDIs. A seed step sees only the database (the
 * tests' snapshot is seeded once and each test app gets its own files folder), so the seed stores the
 * files' rows and the app writes any demo file its FileStorage lacks when it starts: the links work
 * wherever the app runs. Each file is a small, real PDF (one page, Helvetica) or a CFDI 4.0 XML.
 */
import { eq, inArray, like } from 'drizzle-orm';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import { entities } from '../../schemas/index.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import type { FileStorage } from '../adapters/file-storage.ts';
import type { Database } from './client.ts';

const PREFIX = 'demo-inv-';

export const DEMO_FILE_PREFIX = PREFIX;
export type DemoFileKind = 'contract' | 'cfdi';

/**
 * A demo file's storage key: what it is, whose, and a random part. Keys are capabilities (whoever
 * knows one may ask for the file), so even demo keys must not be guessable from an investment's id.
 */
export const demoFileKey = (kind: DemoFileKind, id: number, extension: '.pdf' | '.xml', token: string) => `${PREFIX}${kind}-${id}-${token}${extension}`;
export const demoFileUrl = (key: string) => `/api/files/${key}`;

/** A one-page PDF with a title and lines of text, built by hand (WinAnsi text, exact xref offsets). */
export function tinyPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 16 Tf 72 720 Td (${escape(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 11 Tf 72 ${690 - i * 18} Td (${escape(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const money = (value: string) => `$${value.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&${({ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' })[c]};`);

const investments = entities.investment.table;
const details = entities.investment_detail.table;
const users = entities.user.table;
const currencies = entities.currency.table;

/** What a demo contract shows of an investment, its investor and its currency. */
function factRows(database: Database, ids: number[]) {
  return database.db
    .select({ id: investments.id, key: investments.key, amount: investments.amount, emission: investments.emission, expiration: investments.expiration, duration: investments.duration, investor: users.name, rfc: users.rfc, code: currencies.code })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.user_id))
    .innerJoin(currencies, eq(currencies.id, investments.currency_id))
    .where(inArray(investments.id, ids));
}
type Facts = Awaited<ReturnType<typeof factRows>>[number];

async function investmentFacts(database: Database, ids: number[]): Promise<Map<number, Facts>> {
  if (ids.length === 0) return new Map();
  return new Map((await factRows(database, ids)).map((r) => [r.id, r]));
}

function contractPdf(f: Facts): Buffer {
  return tinyPdf(`Contrato de inversión ${f.key}`, [
    `Inversionista: ${f.investor} (RFC ${f.rfc})`,
    `Monto: ${money(f.amount)} ${f.code}; plazo de ${f.duration} meses`,
    `Emisión: ${dmy(f.emission)}; vencimiento: ${f.expiration ? dmy(f.expiration) : '—'}`,
    'Rendimientos mensuales; retención de ISR sobre el capital (LISR art. 54 y 135).',
    'Documento de demostración generado por Caudal.',
  ]);
}

type DetailFacts = RowOf<typeof entities.investment_detail>;

function cfdiPdf(f: Facts, d: DetailFacts): Buffer {
  return tinyPdf(`CFDI de rendimientos ${f.key}`, [
    `Receptor: ${f.investor} (RFC ${f.rfc})`,
    `Pago del periodo que termina el ${dmy(d.date_payment)}${d.paid_at ? `, pagado el ${dmy(d.paid_at)}` : ''}`,
    `Interés: ${money(d.interests)} ${f.code}`,
    `Retención ISR: ${money(d.retentions)} ${f.code}`,
    `Neto pagado: ${money(d.total_to_pay)} ${f.code}`,
    'Sin timbrar: comprobante de demostración.',
  ]);
}

/** A CFDI 4.0 of the interest paid, with the ISR withheld; no TimbreFiscalDigital (not stamped). */
function cfdiXml(f: Facts, d: DetailFacts): Buffer {
  const fecha = `${d.paid_at ?? d.date_payment}T12:00:00`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<!-- Sin timbrar: comprobante de demostración de Caudal -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="INV" Folio="${d.id}" Fecha="${fecha}" SubTotal="${d.interests}" Moneda="${f.code}" Total="${d.total_to_pay}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" FormaPago="03" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${xmlEscape(f.rfc)}" Nombre="${xmlEscape(f.investor.toUpperCase())}" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="612" UsoCFDI="CP01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84121500" Cantidad="1" ClaveUnidad="E48" Descripcion="Rendimientos de la inversión ${xmlEscape(f.key)} al ${d.date_payment}" ValorUnitario="${d.interests}" Importe="${d.interests}" ObjetoImp="02">
      <cfdi:Impuestos><cfdi:Retenciones><cfdi:Retencion Base="${f.amount}" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.000000" Importe="${d.retentions}"/></cfdi:Retenciones></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosRetenidos="${d.retentions}"><cfdi:Retenciones><cfdi:Retencion Impuesto="001" Importe="${d.retentions}"/></cfdi:Retenciones></cfdi:Impuestos>
</cfdi:Comprobante>
`, 'utf8');
}

const KEY_PATTERN = /^demo-inv-(contract|cfdi)-(\d+)-[0-9a-f]{24}\.(pdf|xml)$/;

/** Writes every seeded demo file the storage does not have yet; returns how many it wrote. */
export async function ensureDemoInvestmentFiles(database: Database, storage: FileStorage): Promise<number> {
  const rows = await database.db.select({ key: storedFile.key }).from(storedFile).where(like(storedFile.key, `${PREFIX}%`));
  const missing: { key: string; kind: string; id: number; extension: string }[] = [];
  for (const { key } of rows) {
    const match = KEY_PATTERN.exec(key);
    if (match && !(await storage.get(key))) missing.push({ key, kind: match[1], id: Number(match[2]), extension: match[3] });
  }
  if (missing.length === 0) return 0;

  const detailIds = missing.filter((m) => m.kind === 'cfdi').map((m) => m.id);
  const detailRows: DetailFacts[] = detailIds.length ? await database.db.select().from(details).where(inArray(details.id, detailIds)) : [];
  const byDetail = new Map(detailRows.map((d) => [d.id, d]));
  const investmentIds = [...missing.filter((m) => m.kind === 'contract').map((m) => m.id), ...detailRows.map((d) => d.investment_id)];
  const facts = await investmentFacts(database, [...new Set(investmentIds)]);

  let written = 0;
  for (const file of missing) {
    const detail = file.kind === 'cfdi' ? byDetail.get(file.id) : undefined;
    const investment = facts.get(file.kind === 'contract' ? file.id : (detail?.investment_id ?? -1));
    if (!investment || (file.kind === 'cfdi' && !detail)) continue;
    const content = file.kind === 'contract' ? contractPdf(investment) : file.extension === 'pdf' ? cfdiPdf(investment, detail!) : cfdiXml(investment, detail!);
    try {
      await storage.put(file.key, content);
    } catch (error) {
      // Another copy of the app sharing the folder wrote it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    await database.db.update(storedFile).set({ size: content.length }).where(eq(storedFile.key, file.key));
    written++;
  }
  return written;
}
