/**
 * The payout run's bank files (docs/payout-bank-files.md): the SPEI transfer layout as a CSV
 * and as fixed-width lines, and the bank's result CSV read back. Pure: no I/O. Every field is checked
 * here, so a file is either right or not written: a CLABE whose check digit fails, an amount that is
 * not positive with two decimals, a reference of more than 7 digits are errors naming the line.
 */
import Decimal from 'decimal.js';
import { clabeCheckDigit } from '../../schemas/rules/identifiers.ts';
import { isIsoDate } from './calendar.ts';
import { DomainRuleError } from './domain-error.ts';

export interface TransferLine {
  reference: number;
  clabe: string;
  beneficiary: string;
  rfc: string;
  amount: string;
  concept: string;
}

export const SPEI_NAME_MAX = 40;
export const SPEI_CONCEPT_MAX = 40;
export const REFERENCE_MAX = 9_999_999;

/**
 * A text as SPEI takes it: upper case, no accents or diacritics (Ñ becomes N), only letters, digits and
 * spaces (anything else a space), spaces collapsed, cut to `max` characters.
 */
export function speiText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe) === clabe[17];
}

/** The line as it goes into the file, or an error naming what is wrong. */
export function checkedTransfer(line: TransferLine): TransferLine {
  if (!isValidClabe(line.clabe)) throw new DomainRuleError('clabe', 'payoutClabe', `expected a CLABE of 18 digits with its check digit, got: "${line.clabe}"`, { reference: String(line.reference) });
  const amount = new Decimal(line.amount);
  if (!amount.isFinite() || amount.lte(0) || amount.decimalPlaces() > 2) throw new DomainRuleError('amount', 'payoutAmount', `expected a positive amount with two decimals, got: "${line.amount}"`, { reference: String(line.reference) });
  if (!Number.isSafeInteger(line.reference) || line.reference < 1 || line.reference > REFERENCE_MAX) throw new DomainRuleError('reference', 'payoutReference', `expected a reference of 1 to 7 digits, got: ${line.reference}`, { reference: String(line.reference) });
  const name = speiText(line.beneficiary, SPEI_NAME_MAX);
  if (name === '') throw new DomainRuleError('beneficiary', 'payoutBeneficiary', `expected a beneficiary name, got: "${line.beneficiary}"`, { reference: String(line.reference) });
  return { reference: line.reference, clabe: line.clabe, beneficiary: name, rfc: speiText(line.rfc, 13).replace(/ /g, ''), amount: amount.toFixed(2), concept: speiText(line.concept, SPEI_CONCEPT_MAX) };
}

export const SPEI_CSV_HEADINGS = ['referencia', 'clabe_beneficiario', 'nombre_beneficiario', 'rfc_beneficiario', 'importe', 'concepto'] as const;

/** The documented CSV: a heading line, then one line per transfer, CRLF, no quotes needed (the texts hold no comma). */
export function speiCsv(lines: readonly TransferLine[]): string {
  const rows = lines.map(checkedTransfer).map((l) => [String(l.reference), l.clabe, l.beneficiary, l.rfc, l.amount, l.concept].join(','));
  return [SPEI_CSV_HEADINGS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}

/**
 * The fixed-width variant, 131 characters a line: reference 7 (zeros on the left), CLABE 18, name 40
 * (spaces on the right), RFC 13 (spaces on the right), amount 13 in cents (zeros on the left), concept
 * 40 (spaces on the right). No heading.
 */
export const FIXED_WIDTHS = { reference: 7, clabe: 18, beneficiary: 40, rfc: 13, amount: 13, concept: 40 } as const;

export function speiFixed(lines: readonly TransferLine[]): string {
  return lines
    .map(checkedTransfer)
    .map((l) => {
      const cents = new Decimal(l.amount).times(100).toFixed(0);
      if (cents.length > FIXED_WIDTHS.amount) throw new DomainRuleError('amount', 'payoutAmount', `amount too large for the layout: ${l.amount}`, { reference: String(l.reference) });
      return [
        String(l.reference).padStart(FIXED_WIDTHS.reference, '0'),
        l.clabe,
        l.beneficiary.padEnd(FIXED_WIDTHS.beneficiary, ' '),
        l.rfc.padEnd(FIXED_WIDTHS.rfc, ' '),
        cents.padStart(FIXED_WIDTHS.amount, '0'),
        l.concept.padEnd(FIXED_WIDTHS.concept, ' '),
      ].join('');
    })
    .map((row) => `${row}\r\n`)
    .join('');
}

/** One row of the bank's result: paid (LIQUIDADA) with its tracking key and date, or failed (DEVUELTA/RECHAZADA) with the bank's reason. */
export type BankResult =
  | { reference: number; clabe: string; amount: string; outcome: 'paid'; trackingKey: string; date: string }
  | { reference: number; clabe: string; amount: string; outcome: 'failed'; reason: string; date: string };

export const RESULT_HEADINGS = ['referencia', 'clabe_beneficiario', 'importe', 'estado', 'clave_rastreo', 'fecha', 'motivo'] as const;
const PAID_STATES = new Set(['LIQUIDADA', 'LIQUIDADO', 'PAGADA', 'PAGADO']);
const FAILED_STATES = new Set(['DEVUELTA', 'DEVUELTO', 'RECHAZADA', 'RECHAZADO', 'CANCELADA']);
export const RESULT_MAX_ROWS = 20_000;

export interface ResultProblem {
  line: number;
  problem: string;
}

/** Splits one CSV line (RFC 4180 quotes allowed). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') cells.push(cell), (cell = '');
    else cell += c;
  }
  cells.push(cell);
  return cells.map((v) => v.trim());
}

/**
 * The bank's result CSV (docs/payout-bank-files.md): a heading line with RESULT_HEADINGS (in any order,
 * any case), then one row per transfer. Rows that cannot be read are returned as problems by line
 * number; nothing is guessed.
 */
export function parseBankResult(text: string): { rows: BankResult[]; problems: ResultProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const heading = csvCells(lines[0] ?? '').map((h) => h.toLowerCase());
  const at = Object.fromEntries(RESULT_HEADINGS.map((name) => [name, heading.indexOf(name)])) as Record<(typeof RESULT_HEADINGS)[number], number>;
  const missing = RESULT_HEADINGS.filter((name) => name !== 'motivo' && name !== 'clave_rastreo' && at[name] < 0);
  if (missing.length > 0) return { rows: [], problems: [{ line: 1, problem: `missing columns: ${missing.join(', ')}` }] };
  const rows: BankResult[] = [];
  const problems: ResultProblem[] = [];
  for (let n = 1; n < lines.length; n++) {
    if (lines[n].trim() === '') continue;
    if (rows.length + problems.length >= RESULT_MAX_ROWS) {
      problems.push({ line: n + 1, problem: `more than ${RESULT_MAX_ROWS} rows` });
      break;
    }
    const cells = csvCells(lines[n]);
    const cell = (name: (typeof RESULT_HEADINGS)[number]) => (at[name] >= 0 ? (cells[at[name]] ?? '') : '');
    const reference = Number(cell('referencia'));
    const state = cell('estado').toUpperCase();
    const date = cell('fecha');
    const amount = cell('importe');
    if (!/^\d{1,7}$/.test(cell('referencia'))) problems.push({ line: n + 1, problem: `reference: "${cell('referencia').slice(0, 20)}"` });
    else if (!/^\d{1,16}(\.\d{1,2})?$/.test(amount)) problems.push({ line: n + 1, problem: `amount: "${amount.slice(0, 20)}"` });
    else if (!isIsoDate(date)) problems.push({ line: n + 1, problem: `date: "${date.slice(0, 20)}"` });
    else if (PAID_STATES.has(state)) {
      const trackingKey = cell('clave_rastreo');
      if (!/^[A-Za-z0-9]{1,30}$/.test(trackingKey)) problems.push({ line: n + 1, problem: `tracking key: "${trackingKey.slice(0, 40)}"` });
      else rows.push({ reference, clabe: cell('clabe_beneficiario'), amount: new Decimal(amount).toFixed(2), outcome: 'paid', trackingKey: trackingKey.toUpperCase(), date });
    } else if (FAILED_STATES.has(state)) {
      rows.push({ reference, clabe: cell('clabe_beneficiario'), amount: new Decimal(amount).toFixed(2), outcome: 'failed', reason: cell('motivo').slice(0, 500) || state, date });
    } else problems.push({ line: n + 1, problem: `state: "${state.slice(0, 20)}"` });
  }
  return { rows, problems };
}

/** The month of `today` (YYYY-MM-DD) as a window: its first and last day. */
export function monthWindow(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}
