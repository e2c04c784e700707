/**
 * Investments (spec section 7): GET investment/{id} (the record, as data.investment too, with its
 * closing dates), POST and PUT (the schedule is computed from the terms, in one transaction with the
 * audit rows), DELETE (with its schedule) and PATCH investment/{id}/close {date_payment}. The list is
 * the generic one; the documents are investments-documents.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { isRealDate } from '../../../schemas/framework/validation.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { STATUS } from '../../../schemas/status.ts';
import { checkFileFields } from '../../crud/file-fields.ts';
import type { Row } from '../../crud/repository.ts';
import { parseId, validate } from '../../crud/routes.ts';
import { IF_MATCH_HEADER } from '../../crud/openapi-schemas.ts';
import { readPrecondition, staleVersion, tagWithVersion } from '../../crud/versions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, unprocessable } from '../../http/errors.ts';
import { checkInvestmentInput } from '../../investments/calculator-input.ts';
import { closingDates, investmentFigures, scheduleDetails } from '../../investments/investments-schedule.ts';
import { deleteDetails, deleteInvestment, insertDetails, investmentRepository, lockInvestment, scheduleOf, type InvestmentRow } from '../../investments/investments-store.ts';
import { personTypeOf, requireInvestor } from '../../investments/investments-viewer.ts';
import { msg } from '../../i18n/localized.ts';
import { assertReadVersion, comparesVersion, pathId } from '../../crud/record-preconditions.ts';

const entity = entities.investment;
const config = (action: string) => ({ module: entity.module, action, entity: entity.name });
const tags = ['investment'];
const TERMS = ['user_id', 'amount', 'emission', 'duration', 'currency_id'] as const;
const INVESTMENT_FIELDS = { currency: 'currency_id', amount: 'amount', startDate: 'emission', months: 'duration' };

/** The terms checked (investor, currency rules) and turned into a schedule and the figures it gives. */
export async function computeSchedule(db: Db, terms: Pick<InvestmentRow, (typeof TERMS)[number]>) {
  const investor = await requireInvestor(db, terms.user_id);
  const input = await checkInvestmentInput(db, { currency_id: terms.currency_id, amount: terms.amount, start_date: terms.emission, duration: Number(terms.duration) }, INVESTMENT_FIELDS);
  const details = scheduleDetails({ amount: input.amount, emission: input.startDate, months: input.months, currency: input.currency, personType: personTypeOf(investor) });
  return { details, figures: investmentFigures(input.amount, details) };
}

/** The body without a contract: a new investment by hand comes with its signed contract (docs/decisions/280). */
const withoutContract = (body: unknown) => {
  const contract = body && typeof body === 'object' ? (body as Row).contract : undefined;
  return contract === undefined || contract === null || (typeof contract === 'string' && contract.trim() === '');
};

/** POST investment's payload: the declaration's checks, and a contract (the declaration lets only an import leave it out). */
function validateCreate(body: unknown): Row {
  const missing = withoutContract(body);
  let data: Row;
  try {
    data = validate(entity.createSchema, body);
  } catch (error) {
    if (missing && error instanceof HttpError && error.errors) throw unprocessable({ ...error.errors, contract: [MESSAGES.required] });
    throw error;
  }
  if (missing) throw unprocessable({ contract: [MESSAGES.required] });
  return data;
}

function validateUpdate(body: unknown): Row {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = entity.fields as Record<string, FieldMeta>;
    const readOnly = Object.keys(body).filter((k) => fields[k]?.readOnlyOnUpdate);
    if (readOnly.length > 0) throw unprocessable(Object.fromEntries(readOnly.map((k) => [k, [MESSAGES.readOnly]])));
  }
  const data = validate(entity.updateSchema, body);
  if (Object.keys(data).length === 0) throw unprocessable({ _: [msg('http.nothingToChange')] });
  // A contract is uploaded in place of a pending one, or replaced; never taken away.
  if ('contract' in data && data.contract === null) throw unprocessable({ contract: [MESSAGES.required] });
  return data;
}

/** "6 (2026-07-15), 7 (2026-08-15)": each paid period by its number in the schedule and its date. */
function paidPeriods(schedule: readonly { id: number; date_payment: string }[], paid: readonly { id: number; date_payment: string }[]): string {
  return paid
    .map((d) => {
      const number = schedule.findIndex((s) => s.id === d.id) + 1;
      return number > 0 ? `${number} (${d.date_payment})` : d.date_payment;
    })
    .join(', ');
}

const paidDetails = async (tx: Db, id: number) => (await scheduleOf(tx, id, { withDeleted: true })).filter((d) => d.paid_at !== null);

export async function investmentRoutes(app: FastifyInstance) {
  const investments = investmentRepository(app.database);
  const scopeOf = (request: FastifyRequest) => app.rowScope(request, entity);

  app.get('/investment/:id', { config: config('read'), schema: { tags } }, async (request, reply) => {
    const id = parseId(request);
    const record = await investments.getById(id, { scope: scopeOf(request) });
    tagWithVersion(reply, record);
    const schedule = await scheduleOf(app.database.db, id);
    return { data: { ...record, investment: record, dates: closingDates(schedule) } };
  });

  app.post('/investment', { config: { ...config('create'), writes: 'none' }, schema: { tags } }, async (request, reply) => {
    const data = validateCreate(request.body) as Pick<InvestmentRow, (typeof TERMS)[number]> & Row;
    await checkFileFields(app.database.db, entity, data, { actor: request.actor });
    const { details, figures } = await computeSchedule(app.database.db, data);
    const created = await app.database.db.transaction(async (tx) => {
      const row = await investments.create({ ...data, ...figures, status_id: STATUS.inProcess }, request.actor, tx);
      await insertDetails(app.database, tx, request.actor, row.id as number, details);
      return row;
    });
    reply.code(201);
    return { data: created };
  });

  app.put('/investment/:id', { config: { ...config('update'), writes: comparesVersion('investment', 'if-match') }, schema: { tags, headers: IF_MATCH_HEADER } }, async (request) => {
    const id = parseId(request);
    const { expectedVersion, body } = readPrecondition(request);
    const changes = validateUpdate(body);
    await checkFileFields(app.database.db, entity, changes, { actor: request.actor, id });
    const scope = scopeOf(request);
    return {
      data: await app.database.db.transaction(async (t) => {
        const tx: Db = t;
        const before = await lockInvestment(tx, id, scope);
        // Before the schedule is touched: a stale form changes nothing (docs/decisions/100).
        if (expectedVersion !== undefined && before.version !== expectedVersion) throw staleVersion(before.version);
        const termsChanged = TERMS.some((name) => name in changes && String(changes[name]) !== String(before[name]));
        if (!termsChanged) return investments.update(id, changes, request.actor, { tx, scope, expectedVersion });
        if (before.status_id === STATUS.concluded) throw conflict({ status_id: [msg('investments.concludedTerms')] });
        if ((await paidDetails(tx, id)).length > 0) throw conflict({ amount: [msg('investments.paidTerms')] });
        const { details, figures } = await computeSchedule(tx, { ...before, ...changes } as InvestmentRow);
        await deleteDetails(tx, request.actor, await scheduleOf(tx, id, { withDeleted: true }));
        await insertDetails(app.database, tx, request.actor, id, details);
        return investments.update(id, { ...changes, ...figures }, request.actor, { tx, scope, expectedVersion });
      }),
    };
  });

  app.delete('/investment/:id', { config: { ...config('destroy'), writes: { entity: 'investment', ids: pathId } }, schema: { tags } }, async (request) => {
    const id = parseId(request);
    const scope = scopeOf(request);
    return {
      data: await app.database.db.transaction(async (t) => {
        const tx: Db = t;
        const before = await lockInvestment(tx, id, scope);
        if ((await paidDetails(tx, id)).length > 0) throw new HttpError(409, msg('investments.paidNoDelete'));
        await deleteDetails(tx, request.actor, await scheduleOf(tx, id, { withDeleted: true }));
        await deleteInvestment(tx, request.actor, before);
        return before;
      }),
    };
  });

  app.patch('/investment/:id/close', { config: { ...config('update'), writes: { entity: 'investment', ids: pathId } }, schema: { tags, body: { type: 'object', properties: { date_payment: { type: 'string', format: 'date' } }, required: ['date_payment'] } } }, async (request) => {
    const id = parseId(request);
    const body = (request.body ?? {}) as { date_payment?: unknown };
    const date = typeof body.date_payment === 'string' ? body.date_payment.trim() : '';
    if (date === '') throw unprocessable({ date_payment: [MESSAGES.required] });
    if (!isRealDate(date)) throw unprocessable({ date_payment: [MESSAGES.date] });
    const scope = scopeOf(request);
    return {
      data: await app.database.db.transaction(async (t) => {
        const tx: Db = t;
        const before = await lockInvestment(tx, id, scope);
        assertReadVersion(request, before);
        if (before.status_id === STATUS.concluded) throw conflict({ date_payment: [msg('investments.alreadyConcluded')] });
        const schedule = await scheduleOf(tx, id);
        // The schedule ends on the chosen date: later periods are never earned (deleted ones included)...
        const after = (await scheduleOf(tx, id, { withDeleted: true })).filter((d) => d.date_payment > date);
        // ...but a period already paid is money that left: closing never deletes it (decision 105).
        const paidLater = after.filter((d) => d.paid_at !== null);
        if (schedule.some((d) => d.date_payment === date) && paidLater.length > 0) throw new HttpError(409, msg('investments.paidAfterClose', { periods: paidPeriods(schedule, paidLater) }));
        const chosen = closingDates(schedule).find((d) => d.date_payment === date);
        if (!chosen?.available) throw unprocessable({ date_payment: [msg('investments.dateNotAvailable')] });
        await deleteDetails(tx, request.actor, after);
        const kept = schedule.filter((d) => d.date_payment <= date);
        return investments.update(id, { ...investmentFigures(before.amount, kept), status_id: STATUS.concluded }, request.actor, { tx, scope });
      }),
    };
  });
}
