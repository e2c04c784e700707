/**
 * Collections (spec sections 4 and 7, DOMAIN.md): GET loan/expired lists the running loans with a
 * detail whose payment date has passed unpaid, with the customer's name; POST loan/charge {loan_id,
 * detail_id?} generates the charge, setting those details' status_id to 8. A detail already charged
 * stays as it is, so charging twice changes nothing.
 */
import { and, asc, count, eq, inArray, lt, min, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { STATUS } from '../../../schemas/status.ts';
import type { Row } from '../../crud/repository.ts';
import type { Db } from '../../db/client.ts';
import { unprocessable } from '../../http/errors.ts';
import { ACTIVE_LOAN_STATUSES, SETTLED_DETAIL_STATUSES } from './loans-rules.ts';
import { businessToday, currencyTable, customerTable, detailTable, lockLoan, loanTable, updateDetail } from '../../stores/loans-store.ts';
import { msg } from '../../i18n/localized.ts';
import { assertReadVersion, bodyIds } from '../../crud/record-preconditions.ts';

const MODULE = '/prestamos/cobros';
const l = loanTable;
const d = detailTable;
const DEFAULT_TAKE = 25;

const pageQuery = z.object({
  take: z.coerce.number().int().min(1).max(9999).default(DEFAULT_TAKE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const id = z.coerce.number(MESSAGES.required).int().positive(MESSAGES.required);
const chargeBody = z.strictObject({ loan_id: id, detail_id: id.optional() });

/** Unpaid and past its payment date, on a running loan: what collections chases. */
const expiredDetail = (today: string) =>
  and(lt(d.expiration_doc, today), notInArray(d.status_id, [...SETTLED_DETAIL_STATUSES]), inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]));

export async function loanCollectionRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/loan/expired', { config: { module: MODULE, action: 'read' }, schema: { tags: ['loan'], summary: 'Loans with an expired unpaid detail' } }, async (request) => {
    const parsed = pageQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { take, page } = parsed.data;
    const today = businessToday();
    // A loan has an expired detail exactly when it runs and its oldest unpaid one is past due: the loan's own
    // unpaid_since (docs/decisions/146), so the page and the count walk loans, not details (decision 171).
    const inCollections = and(inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]), lt(l.unpaid_since, today), app.rowScope(request, entities.loan));
    const onPage = db.select({ id: l.id }).from(l).where(inCollections).orderBy(asc(l.unpaid_since), asc(l.id)).limit(take).offset((page - 1) * take).as('on_page');
    const charged = sql<number>`(count(*) filter (where ${d.status_id} = ${STATUS.chargeGenerated}))::int`;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: l.id,
          intelisis_id: l.intelisis_id,
          mov: l.mov,
          mov_id: l.mov_id,
          customer_id: l.customer_id,
          customer_name: customerTable.name,
          currency_code: currencyTable.code,
          amount: l.amount,
          loan_status_id: l.status_id,
          // The version read: the charge sends it back, so a loan changed since is refused (409).
          version: l.version,
          expired_details: count(d.id),
          charged_details: charged,
          expired_amount: sql<string>`sum(${d.amount})::text`,
          oldest_expiration: min(d.expiration_doc),
          detail_id: min(d.id),
        })
        .from(onPage)
        .innerJoin(l, eq(l.id, onPage.id))
        .innerJoin(d, and(eq(d.loan_id, l.id), expiredDetail(today)))
        .innerJoin(customerTable, eq(customerTable.id, l.customer_id))
        .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
        .groupBy(l.id, customerTable.name, currencyTable.code)
        .orderBy(asc(min(d.expiration_doc)), asc(l.id)),
      db.select({ total: count() }).from(l).where(inCollections),
    ]);
    // The row's status is its charge's: 8 once every expired detail is charged, else expired (7).
    const result = rows.map((row) => ({ ...row, status_id: row.charged_details === row.expired_details ? STATUS.chargeGenerated : STATUS.expired }));
    return { data: { result, total } };
  });

  app.post('/loan/charge', { config: { module: MODULE, action: 'update', writes: { entity: 'loan', ids: bodyIds('loan_id') } }, schema: { tags: ['loan'], summary: 'Generate the charge of a loan’s expired details (status 8)' } }, async (request) => {
    const parsed = chargeBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const body = parsed.data;
    const today = businessToday();
    return {
      data: await db.transaction(async (t) => {
        const tx: Db = t;
        assertReadVersion(request, await lockLoan(tx, body.loan_id, app.rowScope(request, entities.loan)));
        const conditions = [eq(d.loan_id, body.loan_id), expiredDetail(today)];
        if (body.detail_id) conditions.push(eq(d.id, body.detail_id));
        const expired = (await tx.select({ detail: d }).from(d).innerJoin(l, eq(l.id, d.loan_id)).where(and(...conditions)).orderBy(asc(d.expiration_doc))).map((r) => r.detail as Row);
        if (expired.length === 0) {
          const field = body.detail_id ? 'detail_id' : 'loan_id';
          throw unprocessable({ [field]: [msg('loans.nothingToCharge')] });
        }
        const charged: Row[] = [];
        for (const detail of expired) {
          charged.push(detail.status_id === STATUS.chargeGenerated ? detail : await updateDetail(tx, request.actor, detail, { status_id: STATUS.chargeGenerated }, 'charge'));
        }
        return { loan_id: body.loan_id, status_id: STATUS.chargeGenerated, details: charged };
      }),
    };
  });
}
