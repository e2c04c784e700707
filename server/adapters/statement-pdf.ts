/**
 * An investor's month statement as a PDF (docs/decisions/252): the figures of the month in one
 * currency and each payment with its date, amounts and SPEI tracking key. In the investor's language.
 */
import { PDFDocument } from 'pdf-lib';
import type { Language } from '../i18n/localized.ts';
import { ACCENT, MUTED, PAGE, RIGHT, Writer, money } from './invoicing-pdf-writer.ts';

export interface StatementPayment {
  investment: string;
  date_payment: string;
  paid_at: string;
  interests: string;
  retentions: string;
  total: string;
  tracking_key: string | null;
}

export interface StatementFigures {
  investor: string;
  rfc: string | null;
  month: string;
  currency: string;
  opening_capital: string;
  interests: string;
  retentions: string;
  paid: string;
  closing_balance: string;
  payments: StatementPayment[];
}

const WORDS = {
  es: {
    title: 'ESTADO DE CUENTA', months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'], of: 'de',
    investor: 'Inversionista', currency: 'Moneda', opening: 'Capital al inicio del mes', interests: 'Intereses del mes', retentions: 'ISR retenido', paid: 'Pagado en el mes', closing: 'Saldo al cierre (capital e intereses por pagar)',
    payments: 'Pagos del mes', investment: 'Inversión', period: 'Periodo', paidOn: 'Pagado', net: 'Neto', key: 'Clave de rastreo', none: 'Sin pagos en el mes', byHand: 'registrado a mano',
  },
  en: {
    title: 'STATEMENT', months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'], of: '',
    investor: 'Investor', currency: 'Currency', opening: 'Capital at the start of the month', interests: 'Interest of the month', retentions: 'ISR withheld', paid: 'Paid in the month', closing: 'Closing balance (capital and interest due)',
    payments: 'Payments of the month', investment: 'Investment', period: 'Period', paidOn: 'Paid', net: 'Net', key: 'Tracking key', none: 'No payments in the month', byHand: 'recorded by hand',
  },
} as const;

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function renderStatementPdf(figures: StatementFigures, language: Language): Promise<Buffer> {
  const w0 = WORDS[language];
  const doc = await PDFDocument.create();
  const [year, month] = figures.month.split('-').map(Number);
  const monthName = language === 'es' ? `${w0.months[month - 1]} ${w0.of} ${year}` : `${w0.months[month - 1]} ${year}`;
  doc.setTitle(`${w0.title} ${monthName}`);
  const w = await Writer.on(doc);
  w.text(`${w0.title} · ${monthName.toUpperCase()}`, { size: 13, bold: true, color: ACCENT });
  w.down(20);
  for (const [label, value] of [
    [w0.investor, `${figures.investor}${figures.rfc ? ` · RFC ${figures.rfc}` : ''}`],
    [w0.currency, figures.currency],
  ] as const) {
    w.text(label, { size: 8, color: MUTED });
    w.text(value, { x: PAGE.margin + 170 });
    w.down(13);
  }
  w.down(6);
  w.rule();
  w.down(16);
  for (const [label, value] of [
    [w0.opening, figures.opening_capital],
    [w0.interests, figures.interests],
    [w0.retentions, figures.retentions],
    [w0.paid, figures.paid],
    [w0.closing, figures.closing_balance],
  ] as const) {
    w.text(label);
    w.text(money(value, figures.currency), { alignRight: RIGHT });
    w.down(14);
  }
  w.down(10);
  w.text(w0.payments, { bold: true, color: ACCENT });
  w.down(14);
  if (figures.payments.length === 0) {
    w.text(w0.none, { color: MUTED });
    w.down(14);
  }
  const columns = [PAGE.margin, PAGE.margin + 110, PAGE.margin + 180, PAGE.margin + 250];
  w.text(w0.investment, { size: 8, color: MUTED, x: columns[0] });
  w.text(w0.period, { size: 8, color: MUTED, x: columns[1] });
  w.text(w0.paidOn, { size: 8, color: MUTED, x: columns[2] });
  w.text(w0.key, { size: 8, color: MUTED, x: columns[3] });
  w.text(w0.net, { size: 8, color: MUTED, alignRight: RIGHT });
  w.down(12);
  for (const p of figures.payments) {
    w.ensure(14);
    w.text(p.investment, { x: columns[0] });
    w.text(day(p.date_payment), { x: columns[1] });
    w.text(day(p.paid_at), { x: columns[2] });
    w.text(p.tracking_key ?? w0.byHand, { x: columns[3], color: p.tracking_key ? undefined : MUTED });
    w.text(money(p.total, figures.currency), { alignRight: RIGHT });
    w.down(13);
  }
  return Buffer.from(await doc.save());
}
