/** Demo catalogue rows with fixed ids, so seeding twice changes nothing. */
import { ROLE } from '../../../schemas/role.ts';
import { STATUS } from '../../../schemas/status.ts';

export const ROLES = [
  { id: ROLE.default, name: 'Default', description: 'Sin permisos especiales' },
  { id: ROLE.root, name: 'Root', description: 'Acceso total, incluida la configuración del sistema' },
  { id: ROLE.admin, name: 'Admin', description: 'Administración del negocio' },
  { id: ROLE.gestor, name: 'Gestor', description: 'Operación de préstamos, inversiones y coberturas' },
  { id: ROLE.investor, name: 'Inversionista', description: 'Portal de inversionistas' },
  { id: ROLE.client, name: 'Cliente', description: 'Clientes de préstamos y coberturas' },
];

export const STATUSES = [
  { id: STATUS.active, name: 'Activo', description: 'Registro vigente' },
  { id: STATUS.inactive, name: 'Inactivo', description: 'Registro dado de baja' },
  { id: STATUS.inProcess, name: 'En proceso', description: 'Inversión o préstamo en curso' },
  { id: STATUS.concluded, name: 'Concluida', description: 'Inversión, préstamo o cobertura terminada' },
  { id: STATUS.pending, name: 'Pendiente', description: 'Pago programado, aún no pagado' },
  { id: STATUS.paid, name: 'Pagado', description: 'Pago realizado' },
  { id: STATUS.expired, name: 'Vencido', description: 'Fecha de pago pasada sin pago' },
  { id: STATUS.chargeGenerated, name: 'Cobro generado', description: 'Se generó el cargo por un detalle vencido' },
  { id: STATUS.invoiced, name: 'Facturado', description: 'Detalle con CFDI generado' },
  { id: STATUS.cancelled, name: 'Cancelado', description: 'Operación cancelada' },
];

export const CURRENCIES = [
  {
    id: 1, name: 'Peso mexicano', description: 'Inversiones en pesos', code: 'MXN',
    // Retention 0.90 %: the 2026 ISR rate on capital (DOMAIN.md).
    interests: '12.0000', retentions: '0.9000', interests_pm: '12.5000', retentions_pm: '0.9000', min_inv: '100000.00',
  },
  {
    id: 2, name: 'Dólar estadounidense', description: 'Inversiones en dólares', code: 'USD',
    interests: '6.0000', retentions: '0.9000', interests_pm: '6.5000', retentions_pm: '0.9000', min_inv: '10000.00',
  },
];

export const DOCUMENT_TYPES = [
  { id: 1, name: 'Identificación oficial (INE)', description: 'Credencial para votar vigente', days: '3650' },
  { id: 2, name: 'Comprobante de domicilio', description: 'No mayor a tres meses', days: '90' },
  { id: 3, name: 'Constancia de situación fiscal', description: 'Emitida por el SAT', days: '30' },
  { id: 4, name: 'Contrato de inversión', description: 'Contrato firmado', days: '365' },
];

export const NOTIFICATIONS = [
  { id: 1, name: 'Bienvenida', message: 'Bienvenido a Caudal. Aquí verá sus inversiones, pagos y documentos.' },
  { id: 2, name: 'Pago de rendimientos', message: 'Se programó el pago mensual de rendimientos.' },
];

/**
 * SAT's test taxpayers, so the demo can be stamped in a PAC sandbox as it is: CFDI 4.0 checks the
 * receiver's RFC, name and postal code against SAT's list (CFDI40145, CFDI40147/40148), and a sandbox
 * holds only these. Names as SAT writes them (as the subject of SAT's test certificates reads: upper
 * case, no accents, no corporate suffix, SAT's own misspellings such as "INDUSTIA" kept); postal codes
 * as the list of test taxpayers for the 2023 test CSDs publishes them (docs.fiscalapi.com/testing-data,
 * the PAC FiscalAPI's copy of SAT's data; older 2022 lists gave other postal codes). The regime is the
 * one a lending customer of that kind has (601 companies, 612 a person with business activity): SAT's
 * test environment checks it against the catalogue and the kind of person, not per taxpayer.
 */
export const CUSTOMERS = [
  { id: 1, clave: 'C-0001', name: 'XENON INDUSTRIAL ARTICLES', rfc: 'XIA190128J61', fiscal_postal_code: '76343', fiscal_regime: '601', cfdi_use: 'G03' },
  { id: 2, clave: 'C-0002', name: 'UNIVERSIDAD ROBOTICA ESPAÑOLA', rfc: 'URE180429TM6', fiscal_postal_code: '86991', fiscal_regime: '601', cfdi_use: 'G03' },
  { id: 3, clave: 'C-0003', name: 'KERNEL INDUSTIA JUGUETERA', rfc: 'KIJ0906199R1', fiscal_postal_code: '28971', fiscal_regime: '601', cfdi_use: 'G03' },
  { id: 4, clave: 'C-0004', name: 'KARLA FUENTE NOLASCO', rfc: 'FUNK671228PH6', fiscal_postal_code: '01160', fiscal_regime: '612', cfdi_use: 'G03' },
];

export const COMPANIES = [
  { id: 1, intelisis_id: 'EMP-01', name: 'Caudal Financiera SA de CV SOFOM ENR' },
  { id: 2, intelisis_id: 'EMP-02', name: 'Caudal Capital SAPI de CV' },
];

export const AGENTS = [
  { id: 1, intelisis_id: 'AG-001', name: 'María Fernanda López Ruiz', rfc: 'LORM850312QW6' },
  { id: 2, intelisis_id: 'AG-002', name: 'Jorge Alberto Castañeda Vega', rfc: 'CAVJ790925LP3' },
];
