/**
 * PATCH loan/{id}/close {date_payment}: the loan is concluded and what it still owed counts as paid.
 * POST loan/recalculate {id, interests?, days?, expiration?}: paid details stay, the unpaid ones are
 * regenerated from the outstanding principal with the loan's current (or the given) terms, and one
 * audit row keeps the old and the new terms with the old and the new schedule. A detail whose figures
 * change has its invoice cancelled at the PAC after the recalculation commits (docs/decisions/101); a
 * loan with invoicing in process is refused (409) until the PAC confirms it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { isRealDate, toFieldErrors } from '../../../schemas/framework/validation.ts';
import { STATUS } from '../../../schemas/status.ts';
import { writeAudit } from '../../crud/audit.ts';
import { raisedVersion, type Row } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import type { Db } from '../../db/client.ts';
import { compareDates } from '../../domain/calendar.ts';
import { recalculateSchedule } from '../../domain/loan-schedule.ts';
import { conflict, HttpError, unprocessable } from '../../http/errors.ts';
import { openForDetails } from '../../invoicing/intent-store.ts';
import { newOwner } from '../../invoicing/invoice-intents.ts';
import { refuseCloseWithUncollected } from '../../invoicing/paid-period-guard.ts';
import { asScheduleDetails, asUnprocessable, detailRow, graceDays, termMonths } from './loans-rules.ts';
import { businessToday, deleteDetail, detailsOf, lockLoan, loanRepositories, loanTable, updateDetail, type LoanRecord } from '../../stores/loans-store.ts';
import { invoiceRetirement } from './loans-invoice-store.ts';
import { msg } from '../../i18n/localized.ts';
import { assertReadVersion, pathId, bodyIds } from '../../crud/record-preconditions.ts';

const entity = entities.loan;
const config = (action: string) => ({ module: entity.module, action, entity: entity.name });
const tags = ['loan'];

const date = z.string(MESSAGES.required).trim().min(1, MESSAGES.required).refine(isRealDate, MESSAGES.date);
const closeBody = z.strictObject({ date_payment: date });
const decimal = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,7}(\.\d{1,4})?$/, MESSAGES.numeric));
const recalculateBody = z.strictObject({
  id: z.coerce.number(MESSAGES.required).int().positive(MESSAGES.required),
  interests: decimal.optional(),
  days: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,3}$/, MESSAGES.numeric)).optional(),
  expiration: date.optional(),
});

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
  return parsed.data;
}

const termsOf = (loan: Pick<LoanRecord, 'interests' | 'days' | 'emission' | 'expiration'>) => ({
  interests: loan.interests,
  days: loan.days,
  emission: loan.emission,
  expiration: loan.expiration,
});

export async function loanLifecycleRoutes(app: FastifyInstance) {
  const { loans, details } = loanRepositories(app.database);
  const scopeOf = (request: Parameters<typeof app.rowScope>[0]) => app.rowScope(request, entity);

  app.patch('/loan/:id/close', { config: { ...config('update'), writes: { entity: 'loan', ids: pathId } }, schema: { tags, summary: 'Close a loan with its payment date' } }, async (request) => {
    const id = parseId(request);
    const { date_payment } = parse(closeBody, request.body);
    return {
      data: await app.database.db.transaction(async (t) => {
        const tx: Db = t;
        const loan = await lockLoan(tx, id, scopeOf(request));
        assertReadVersion(request, loan);
        if (loan.status_id === STATUS.concluded) throw conflict({ id: [msg('loans.alreadyConcluded')] });
        if (compareDates(date_payment, loan.emission) < 0) throw unprocessable({ date_payment: [msg('loans.closeBeforeEmission', { emission: String(loan.emission) })] });
        if (compareDates(date_payment, businessToday()) > 0) throw unprocessable({ date_payment: [msg('loans.closeFutureDate', { today: businessToday() })] });
        await refuseCloseWithUncollected(tx, id);
        for (const detail of await detailsOf(tx, id)) {
          if (detail.status_id !== STATUS.paid && detail.status_id !== STATUS.cancelled) await updateDetail(tx, request.actor, detail, { status_id: STATUS.paid }, 'close');
        }
        return loans.update(id, { status_id: STATUS.concluded, date_payment }, request.actor, { tx });
      }),
    };
  });

  app.post('/loan/recalculate', { config: { ...config('update'), writes: { entity: 'loan', ids: bodyIds('id') } }, schema: { tags, summary: 'Regenerate the unpaid details with the current terms' } }, async (request) => {
    const body = parse(recalculateBody, request.body);
    const retirement = invoiceRetirement(app.invoicing, newOwner('request'));
    const recalculated = await app.database.db.transaction(async (t) => {
      const tx: Db = t;
      const loan = await lockLoan(tx, body.id, scopeOf(request));
      assertReadVersion(request, loan);
      if (loan.status_id === STATUS.concluded) throw conflict({ id: [msg('loans.recalculateConcluded')] });
      // An invoice being stamped, paid or cancelled would be recorded against figures about to change.
      if ((await openForDetails(tx, (await detailsOf(tx, loan.id)).map((d) => d.id))).length > 0) throw new HttpError(409, msg('invoicing.loanInProgress'));
      const oldTerms = termsOf(loan);
      const newTerms = { ...oldTerms, ...Object.fromEntries(Object.entries({ interests: body.interests, days: body.days, expiration: body.expiration }).filter(([, v]) => v !== undefined)) };

      // Cancelled details are out of the schedule for good; the others are kept or regenerated.
      const stored = (await detailsOf(tx, loan.id)).filter((d) => d.status_id !== STATUS.cancelled);
      const schedule = asScheduleDetails(stored);
      const result = asUnprocessable(() =>
        recalculateSchedule(schedule, {
          annualRate: newTerms.interests,
          disbursementDate: loan.emission,
          graceDays: graceDays(newTerms.days),
          months: termMonths(loan.emission, newTerms.expiration),
        }),
      );

      // Regenerated periods reuse the unpaid rows in date order; a row whose figures change loses its
      // invoice (cancelled) so it is invoiced again. Extra periods are inserted; surplus rows are
      // deleted, or cancelled when an invoice refers to them.
      const unpaid = schedule.filter((d) => !d.paid);
      const byId = new Map<number, Row>(stored.map((d) => [d.id, d]));
      for (const [index, fresh] of result.regenerated.entries()) {
        const values: Row = detailRow(loan.id, fresh);
        const existing = unpaid[index] && byId.get(unpaid[index].id);
        if (!existing) {
          await details.create(values, request.actor, tx);
          continue;
        }
        const changed = existing.amount !== values.amount || existing.date_doc !== values.date_doc;
        if (changed && (await retirement.retire(tx, request.actor, existing))) Object.assign(values, { cfdi_pdf_location: null, cfdi_xml_location: null });
        await updateDetail(tx, request.actor, existing, values, 'recalculate');
      }
      for (const surplus of unpaid.slice(result.regenerated.length)) {
        const row = byId.get(surplus.id)!;
        if (await retirement.retire(tx, request.actor, row)) await updateDetail(tx, request.actor, row, { status_id: STATUS.cancelled }, 'recalculate');
        else await deleteDetail(tx, request.actor, row);
      }

      const changes: Row = {};
      if (newTerms.interests !== oldTerms.interests) changes.interests = newTerms.interests;
      if (newTerms.days !== oldTerms.days) changes.days = newTerms.days;
      if (newTerms.expiration !== oldTerms.expiration) changes.expiration = newTerms.expiration;
      if (Object.keys(changes).length > 0) await tx.update(loanTable).set({ ...changes, updated_at: new Date(), version: raisedVersion(loanTable) }).where(eq(loanTable.id, loan.id));

      await writeAudit(tx, request.actor, {
        entity: 'loan',
        entityId: loan.id,
        action: 'recalculate',
        before: { terms: oldTerms, unpaid: unpaid.map(({ id, period, date_doc, expiration_doc, principal, interest, amount }) => ({ id, period, date_doc, expiration_doc, principal, interest, amount })) },
        after: { terms: newTerms, outstanding: result.outstanding, kept: result.kept.length, regenerated: result.regenerated },
      });
      return { loan: await lockLoan(tx, loan.id, undefined), kept: result.kept.length, regenerated: result.regenerated.length, outstanding: result.outstanding };
    });
    // Committed: the changed details' invoices are cancelled at the PAC now, outside the transaction.
    const cancelling = await retirement.send(request.actor);
    return { data: { ...recalculated, ...(cancelling > 0 ? { invoices_cancelling: cancelling } : {}) } };
  });
}
