/**
 * The stand-in's retentions API, as Facturapi's openapi_v2.yaml describes it (not as the product's
 * driver calls it): POST /v2/retentions (customer, cve_retenc, periodo {mes_ini, mes_fin, ejerc},
 * totales {monto_tot_operacion, monto_tot_exent, imp_retenidos[] {monto_ret, tipo_pago_ret}} required;
 * `complements` are XML strings inserted as they come; `idempotency_key` answers the same retention
 * again), GET /v2/retentions (q: the customer's RFC or name; page, limit), GET /v2/retentions/{id},
 * GET /v2/retentions/{id}/xml, DELETE /v2/retentions/{id}?motive= (immediate; 01 needs substitution).
 * It writes the CFDI de Retenciones 2.0 from the JSON itself, seals it with the organisation's CSD
 * (SAT's test CSD) and stamps it (a TimbreFiscalDigital in its Complemento).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { openCsd } from '../../../server/adapters/csd.ts';
import { retentionCadena } from '../../../server/domain/cfdi-retention-cadena.ts';
import type { FaultAction, RepeatedKey } from './faults.ts';

export interface RetentionEntry {
  id: string;
  uuid: string;
  status: 'valid' | 'canceled';
  cancellation_motive: string | null;
  external_id: string | null;
  idempotency_key: string | null;
  created_at: string;
  customer: { legal_name: string; tax_id: string };
  totales: { monto_tot_operacion: number; monto_tot_ret: number };
  xml: string;
  body: any;
}

type Reply = (status: number, value: unknown) => void;
const errorBody = (status: number, message: string, code: string) => ({ message, status, ok: false, code });
const amount = (value: unknown) => new Decimal(String(value ?? 0)).toFixed(2);
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function problemsOf(body: any): string[] {
  const problems: string[] = [];
  if (!body || typeof body !== 'object') return ['El cuerpo debe ser un objeto'];
  if (!body.customer?.tax_id || !body.customer?.legal_name || !body.customer?.tax_system || !body.customer?.address?.zip) problems.push('"customer" requiere legal_name, tax_id, tax_system y address.zip');
  if (typeof body.cve_retenc !== 'string') problems.push('"cve_retenc" es requerido');
  const p = body.periodo;
  if (!p || !Number.isInteger(p.mes_ini) || !Number.isInteger(p.mes_fin) || !Number.isInteger(p.ejerc) || p.mes_ini < 1 || p.mes_fin > 12) problems.push('"periodo" requiere mes_ini, mes_fin (1 a 12) y ejerc enteros');
  const t = body.totales;
  if (!t || typeof t.monto_tot_operacion !== 'number' || typeof t.monto_tot_exent !== 'number' || !Array.isArray(t.imp_retenidos)) problems.push('"totales" requiere monto_tot_operacion, monto_tot_exent e imp_retenidos');
  for (const line of t?.imp_retenidos ?? []) if (typeof line.monto_ret !== 'number' || !['01', '02', '03', '04'].includes(line.tipo_pago_ret)) problems.push('cada imp_retenidos requiere monto_ret y tipo_pago_ret 01 a 04');
  return problems;
}

/** Facturapi's own document: what its JSON says, sealed with the organisation's CSD, stamped. */
function stampedRetention(body: any, uuid: string): string {
  const csd = openCsd();
  const t = body.totales;
  const mes = (m: number) => String(m).padStart(2, '0');
  const lines = t.imp_retenidos.map((l: any) => `<retenciones:ImpRetenidos${l.base_ret !== undefined ? ` BaseRet="${amount(l.base_ret)}"` : ''} ImpuestoRet="${l.impuesto === 'IVA' ? '002' : '001'}" MontoRet="${amount(l.monto_ret)}" TipoPagoRet="${l.tipo_pago_ret}"/>`).join('');
  const totalRet = t.monto_tot_ret ?? t.imp_retenidos.reduce((s: Decimal, l: any) => s.plus(String(l.monto_ret)), new Decimal(0));
  const grav = t.monto_tot_grav ?? new Decimal(String(t.monto_tot_operacion)).minus(String(t.monto_tot_exent));
  const complements = (body.complements ?? []).join('');
  const unsealed = `<?xml version="1.0" encoding="UTF-8"?>\n<retenciones:Retenciones xmlns:retenciones="http://www.sat.gob.mx/esquemas/retencionpago/2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/esquemas/retencionpago/2 http://www.sat.gob.mx/esquemas/retencionpago/2/retencionpagov2.xsd" Version="2.0"${body.folio_int ? ` FolioInt="${esc(body.folio_int)}"` : ''} Sello="" NoCertificado="${csd.certificate.number}" Certificado="${csd.certificate.base64}" FechaExp="2027-01-15T10:00:00" LugarExpRetenc="42501" CveRetenc="${esc(body.cve_retenc)}">`
    + `<retenciones:Emisor RfcE="${csd.rfc}" NomDenRazSocE="ESCUELA KEMPER URGATE" RegimenFiscalE="601"/>`
    + `<retenciones:Receptor NacionalidadR="Nacional"><retenciones:Nacional RfcR="${esc(body.customer.tax_id)}" NomDenRazSocR="${esc(body.customer.legal_name)}" DomicilioFiscalR="${esc(body.customer.address.zip)}"/></retenciones:Receptor>`
    + `<retenciones:Periodo MesIni="${mes(body.periodo.mes_ini)}" MesFin="${mes(body.periodo.mes_fin)}" Ejercicio="${body.periodo.ejerc}"/>`
    + `<retenciones:Totales MontoTotOperacion="${amount(t.monto_tot_operacion)}" MontoTotGrav="${amount(grav)}" MontoTotExent="${amount(t.monto_tot_exent)}" MontoTotRet="${amount(totalRet)}">${lines}</retenciones:Totales>`
    + `<retenciones:Complemento>${complements}</retenciones:Complemento></retenciones:Retenciones>\n`;
  const sello = csd.sign(retentionCadena(unsealed));
  const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="2027-01-15T10:00:05" RfcProvCertif="SPR190613I52" SelloCFD="${sello}" NoCertificadoSAT="30001000000400002495" SelloSAT="c2VsbG8="/>`;
  return unsealed.replace(' Sello=""', ` Sello="${sello}"`).replace('</retenciones:Complemento>', `${tfd}</retenciones:Complemento>`);
}

/** `repeatedKey`: what a create under a used idempotency_key gets (./faults.ts RepeatedKey). */
export function retentionsApi(repeatedKey: () => RepeatedKey = () => 'replay') {
  const entries = new Map<string, RetentionEntry>();
  const byKey = new Map<string, string>();
  const visible = (e: RetentionEntry) => {
    const { xml: _x, body: _b, ...rest } = e;
    return { ...rest, type: 'Retención', livemode: false, cve_retenc: e.body.cve_retenc, periodo: e.body.periodo };
  };

  function create(body: any, reply: Reply, action: FaultAction | undefined, reset: () => void): void {
    const problems = problemsOf(body);
    if (problems.length > 0) return reply(400, errorBody(400, problems[0], 'invalid_request'));
    const key = typeof body.idempotency_key === 'string' && body.idempotency_key !== '' ? body.idempotency_key : null;
    const existing = key ? byKey.get(key) : undefined;
    if (existing && repeatedKey() === 'conflict') return reply(409, errorBody(409, 'Ya existe una retención con este idempotency_key', 'idempotency_key_conflict'));
    if (existing && repeatedKey() === 'another') {
      const newestOther = [...entries.values()].filter((e) => e.id !== existing).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return reply(200, visible(newestOther ?? entries.get(existing)!));
    }
    if (existing && repeatedKey() !== 'restamp') return reply(200, visible(entries.get(existing)!));
    if (action?.kind === 'refuse') return reply(action.status ?? 400, errorBody(action.status ?? 400, action.message ?? 'Solicitud rechazada', action.code ?? 'invalid_request'));
    if (action?.kind === 'fail' && !action.stampFirst) return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
    if (action?.kind === 'hang' && action.stampFirst === false) return;
    const uuid = randomUUID();
    const entry: RetentionEntry = {
      id: randomBytes(12).toString('hex'), uuid, status: 'valid', cancellation_motive: null, external_id: body.external_id ?? null, idempotency_key: key, created_at: new Date().toISOString(),
      customer: { legal_name: body.customer.legal_name, tax_id: body.customer.tax_id }, totales: { monto_tot_operacion: body.totales.monto_tot_operacion, monto_tot_ret: body.totales.monto_tot_ret ?? 0 },
      xml: stampedRetention(body, uuid), body,
    };
    entries.set(entry.id, entry);
    if (key) byKey.set(key, entry.id);
    if (action?.kind === 'fail') return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
    if (action?.kind === 'hang') return;
    if (action?.kind === 'reset') return reset();
    if (action?.kind === 'slow') return void setTimeout(() => reply(200, visible(entry)), action.ms);
    reply(200, visible(entry));
  }

  return {
    entries: () => [...entries.values()],
    handle(method: string, id: string | undefined, sub: string | undefined, url: URL, body: any, reply: Reply, action: FaultAction | undefined, raw: (xml: string) => void, reset: () => void): void {
      if (method === 'POST' && !id) return create(body, reply, action, reset);
      if (action?.kind === 'hang') return;
      if (action?.kind === 'refuse') return reply(action.status ?? 400, errorBody(action.status ?? 400, action.message ?? 'Solicitud rechazada', 'invalid_request'));
      if (action?.kind === 'fail') return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
      if (method === 'GET' && !id) {
        const q = url.searchParams.get('q');
        const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 50)));
        // SearchPage: from 1, at most 30.
        const page = Number(url.searchParams.get('page') ?? 1);
        if (!Number.isInteger(page) || page < 1 || page > 30) return reply(400, errorBody(400, 'page debe ser un entero de 1 a 30', 'invalid_request'));
        const found = [...entries.values()].filter((e) => !q || e.customer.tax_id === q || e.customer.legal_name.includes(q)).sort((a, b) => b.created_at.localeCompare(a.created_at));
        return reply(200, { page, total_pages: Math.max(1, Math.ceil(found.length / limit)), total_results: found.length, data: found.slice((page - 1) * limit, page * limit).map(visible) });
      }
      const entry = entries.get(id ?? '');
      if (!entry) return reply(404, errorBody(404, 'No se encontró la retención', 'not_found'));
      if (method === 'GET' && !sub) return reply(200, visible(entry));
      if (method === 'GET' && sub === 'xml') return raw(entry.xml);
      if (method === 'DELETE' && !sub) {
        const motive = url.searchParams.get('motive');
        if (!['01', '02', '03', '04'].includes(motive ?? '')) return reply(400, errorBody(400, '"motive" debe ser 01, 02, 03 o 04', 'invalid_request'));
        if (motive === '01' && !url.searchParams.get('substitution')) return reply(400, errorBody(400, '"substitution" es requerido con el motivo 01', 'invalid_request'));
        if (entry.status === 'canceled') return reply(409, errorBody(409, 'La retención ya está cancelada', 'already_canceled'));
        Object.assign(entry, { status: 'canceled', cancellation_motive: motive });
        return reply(200, visible(entry));
      }
      reply(405, errorBody(405, 'Método no permitido', 'method_not_allowed'));
    },
  };
}
