/**
 * POST invoices/{id}/payment {paid_at, form, amount?, currency?}: records the collection of an income invoice
 * (docs/decisions/023, 025 and 101). The invoice is locked and checked (not cancelled, type I, a
 * balance left, 0 < amount <= balance, not paid in the future, nothing else in process on it). An
 * invoice without folio fiscal cannot be cited by a complement: the payment is recorded at once and the
 * answer says so. A stamped one gets its payment complement (CFDI type P, Pagos 2.0) through the
 * invoicing outbox: the intent is committed, the PAC called outside the transaction, and the complement
 * recorded after (files and an invoice row related to the paid one; the detail paid at balance 0).
 * A dollar invoice may be paid in pesos (`currency: "MXN"`, `amount` in pesos): the complement states
 * MonedaP MXN with EquivalenciaDR, and the balance goes down by the dollars those pesos settle at the FIX.
 * 200: recorded; 202: the PAC did not answer in time, the reconciler records it; 422: refused.
 */
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { PAYMENT_FORM_CODES } from '../../../schemas/rules/sat-catalogues.ts';
import { STATUS } from '../../../schemas/status.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { refusalReason } from '../../invoicing/refusal-reason.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { invoiceClaim, openClaims } from '../../invoicing/intent-store.ts';
import { newOwner } from '../../invoicing/invoice-intents.ts';
import { openPaymentIntent, paymentKind } from '../../invoicing/payment-intents.ts';
import { sendStamping } from '../../invoicing/stamping.ts';
import { paymentMoment } from '../../domain/payment-moment.ts';
import { pesoPayment } from '../../domain/cfdi-payment.ts';
import { roundMoney } from '../../domain/money.ts';
import { fixOfDay, missingFix } from '../../invoicing/exchange-rates.ts';
import { complementSource, lockCollection, nextComplementFolio, type CollectionContext } from '../../stores/loans-invoice-payment-store.ts';
import { businessToday, detailTable, updateDetail } from '../../stores/loans-store.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { pathId } from '../../crud/record-preconditions.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const body = z.strictObject({
  // A day, or the instant the money arrived (with its offset): FechaPago is the real moment (server/domain/payment-moment.ts).
  paid_at: z.union([z.iso.date(), z.iso.datetime({ offset: true })], MESSAGES.date),
  form: z.enum(PAYMENT_FORM_CODES, "Form must be a payment form of SAT's catalogue c_FormaPago (99 is not a form of money received)"),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'invoices.amountDecimal').optional(),
  // The money's currency, when it is not the invoice's: a dollar invoice paid in pesos (`amount` then in pesos; docs/decisions/204).
  currency: z.enum(['MXN', 'USD'], 'invoices.paymentCurrency').optional(),
});

/** The invoice must be a live income invoice with something left to pay. */
function refuseUncollectable({ invoice, detail, balance }: CollectionContext): void {
  if (invoice.status === 'cancelled' || invoice.status === 'cancellation_pending') throw new HttpError(409, msg('invoices.paymentCancelled'));
  // Rows issued before complements existed carry no type: they are all income invoices.
  if ((invoice.cfdi_type ?? 'I') !== 'I') throw new HttpError(409, msg('invoices.paymentNotIncome'));
  // Paid before Caudal (opening balances, docs/decisions/206): its complement, if any, was issued where the CFDI was.
  if (invoice.provider === 'external' && detail.status_id === STATUS.paid) throw new HttpError(409, msg('invoices.paidBeforeCaudal'));
  // PUE: issued for a period already paid, so it records its payment itself and takes no complement.
  if (invoice.payment_method === 'PUE') throw new HttpError(409, msg('cfdiFlow.paymentOfPue'));
  // Without a folio fiscal no complement records payments, so the detail's status is the only record.
  const paidInFull = invoice.uuid ? !balance.greaterThan(0) : detail.status_id === STATUS.paid;
  if (paidInFull) throw new HttpError(409, msg('invoices.alreadyPaid'));
}

/** TipoCambioP: the FIX in force on the day paid (docs/decisions/113); without it no dollar complement. */
async function paymentDayRate(tx: Db, currency: string, day: string): Promise<string> {
  if (currency === 'MXN') return '1';
  const fix = await fixOfDay(tx, day);
  if (!fix.ok) throw unprocessable({ paid_at: [missingFix(day, fix.latest)] });
  return fix.rate;
}

/** A dollar invoice paid in pesos: the dollars settled, the pesos received and EquivalenciaDR, at the FIX of the day paid. */
async function pesosOf(tx: Db, currency: string, day: string, balance: Decimal, amount: string | undefined) {
  const fix = await paymentDayRate(tx, currency, day);
  if (amount !== undefined && !new Decimal(amount).greaterThan(0)) throw unprocessable({ amount: [msg('invoices.paymentNotPositive')] });
  const pesos = pesoPayment(balance, fix, amount);
  if (new Decimal(pesos.amount).greaterThan(balance))
    throw unprocessable({ amount: [msg('invoices.paymentAboveBalanceInPesos', { balance: balance.toFixed(2), pesos: roundMoney(balance.times(fix)).toFixed(2), fix })] });
  if (!new Decimal(pesos.amount).greaterThan(0)) throw unprocessable({ amount: [msg('invoices.paymentNotPositive')] });
  return pesos;
}

export async function invoicePaymentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const invoicing = app.invoicing;
  const complements = paymentKind(invoicing.context);

  app.post('/invoices/:id/payment', { config: { module: entities.invoices.module, action: 'update', writes: { entity: 'invoices', ids: pathId } }, schema: { tags: ['invoices'], summary: 'Record the collection of an invoice and issue its payment complement (202: in process with the PAC)' } }, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('invoice');
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { paid_at, form, amount, currency } = parsed.data;
    const now = new Date();
    const moment = paymentMoment(paid_at, now);
    if (!moment.ok) throw unprocessable({ paid_at: [moment.problem === 'future' ? msg('invoices.paymentFutureDate', { today: businessToday() }) : MESSAGES.date] });
    const language = requestLanguage(request);
    const owner = newOwner('request');

    const opened = await db.transaction(async (t) => {
      const tx: Db = t;
      const context = await lockCollection(tx, id.data.id, app.rowScope(request, entities.invoices));
      refuseUncollectable(context);
      if ((await openClaims(tx, [invoiceClaim(context.invoice.id)])).length > 0) throw new HttpError(409, msg('invoicing.inProgress'));
      const { invoice, detail, balance } = context;
      const inPesos = currency !== undefined && currency !== invoice.currency;
      if (inPesos && (currency !== 'MXN' || !invoice.uuid)) throw unprocessable({ currency: [msg('invoices.paymentCurrency')] });
      // Pesos for a dollar invoice: the dollars they settle at the day's FIX (server/domain/cfdi-payment.ts, pesoPayment).
      const pesos = inPesos ? await pesosOf(tx, invoice.currency, moment.local.slice(0, 10), balance, amount) : undefined;
      const paid = pesos ? new Decimal(pesos.amount) : amount === undefined ? balance : new Decimal(amount);
      if (!paid.greaterThan(0)) throw unprocessable({ amount: [msg('invoices.paymentNotPositive')] });
      if (paid.greaterThan(balance)) throw unprocessable({ amount: [msg('invoices.paymentAboveBalance', { balance: balance.toFixed(2) })] });
      const remaining = balance.minus(paid);
      const answer = { invoice_id: invoice.id, paid_at, form, amount: paid.toFixed(2), balance: remaining.toFixed(2), ...(pesos ? { received: pesos.received, received_currency: 'MXN', equivalence: pesos.equivalence } : {}) };
      if (!invoice.uuid) {
        // No folio fiscal, no complement: the detail's status is the payment's only record, written here.
        if (!remaining.isZero()) throw unprocessable({ amount: [msg('invoices.partialNeedsFolio', { balance: balance.toFixed(2) })] });
        const after = detail.status_id !== STATUS.paid ? await updateDetail(tx, request.actor, detail, { status_id: STATUS.paid }, 'payment') : detail;
        return { recorded: { ...answer, detail_status_id: after.status_id, complement: null, complement_issued: false, no_complement_reason: 'not_stamped', message: renderMessage('invoices.noComplementWithoutFolio', language) } };
      }
      const exchangeRate = await paymentDayRate(tx, invoice.currency, moment.local.slice(0, 10));
      const source = complementSource(context, { folio: await nextComplementFolio(tx, invoice.id), paidAt: moment.local, form, amount: paid.toFixed(2), exchangeRate, ...(pesos ? { inPesos: { received: pesos.received, equivalence: pesos.equivalence } } : {}) });
      try {
        invoicing.provider.preparePayment(source, now);
      } catch (error) {
        throw new HttpError(422, msg('invoices.providerFailed', { reason: refusalReason(error) }));
      }
      const intent = await openPaymentIntent(tx, invoicing.context, owner, context, { source, paidAt: moment.local, form, amount: paid.toFixed(2) }, now, request.actor);
      return { intent, answer, detailId: detail.id as number };
    });
    if ('recorded' in opened) return { data: opened.recorded };

    const outcome = await sendStamping(invoicing.context, complements, opened.intent, owner, request.actor);
    if (outcome.kind === 'refused') throw new HttpError(422, msg('invoices.providerFailed', { reason: outcome.text }));
    if (outcome.kind === 'cancelled') throw new HttpError(409, msg('invoices.paymentCancelled'));
    if (outcome.kind === 'done') {
      const [detail] = await db.select({ status_id: detailTable.status_id }).from(detailTable).where(eq(detailTable.id, opened.detailId));
      return { data: { ...opened.answer, detail_status_id: detail?.status_id, complement: outcome.invoice, complement_issued: true, message: renderMessage('invoices.paymentRecorded', language) } };
    }
    reply.code(202);
    return { data: { ...opened.answer, complement: null, complement_issued: false, in_process: true, message: renderMessage('invoices.paymentInProcess', language) } };
  });
}
