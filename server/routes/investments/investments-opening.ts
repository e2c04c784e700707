/**
 * An investment's opening balances (docs/decisions/280): an investment imported with
 * the periods it had already paid before Caudal. Its row carries the investment's fields and three
 * columns more: the periods already paid (`paid_periods`: periods 1..N of the schedule its terms give),
 * the days they were paid (`paid_dates`, one a period; none: each period's payment date) and what they
 * added up to (`paid_amount`, net of ISR, checked against the schedule). Applying it writes the
 * investment, its schedule as POST investment computes it with those periods paid (paid_at, status
 * Pagado), and an `opening` audit row, in one transaction with each record's audit row: no SMS, no
 * bell, no retention certificate; those read the paid periods afterwards, as any payment. Its contract
 * is elsewhere: the investment has none ("contrato pendiente") until one is uploaded on its screen.
 */
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import type { BothLanguages } from '../../../schemas/import-tables.ts';
import { STATUS } from '../../../schemas/status.ts';
import { writeAudit } from '../../crud/audit.ts';
import type { Row } from '../../crud/repository.ts';
import { exportLabels } from '../../crud/export/export-labels.ts';
import type { Db } from '../../db/client.ts';
import { compareDates, todayInMexicoCity } from '../../domain/calendar.ts';
import { HttpError } from '../../http/errors.ts';
import { msg, type Language } from '../../i18n/localized.ts';
import type { ServerMessageKey } from '../../i18n/messages.ts';
import type { ImportDomain } from '../../imports/import-jobs.ts';
import { reasonOf } from '../../imports/import-plan.ts';
import { registerEntityImport } from '../../imports/import-routes.ts';
import { dayOf, listOf } from '../../imports/opening-cells.ts';
import { computeSchedule } from './investments.ts';
import { detailRepository, investmentRepository, scheduleOf, type InvestmentRow } from '../../investments/investments-store.ts';

const entity = entities.investment;

export const INVESTMENT_OPENING_COLUMNS = ['paid_periods', 'paid_dates', 'paid_amount'] as const;
type OpeningColumn = (typeof INVESTMENT_OPENING_COLUMNS)[number];

/** The terms a schedule is computed from: an existing investment's are changed on its screen (PUT remakes the schedule), never by import. */
const TERMS = ['user_id', 'amount', 'emission', 'duration', 'currency_id'] as const;

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The history as the job row keeps it: normalised, the dates resolved. */
export type InvestmentHistory = { paid_periods: number; paid_dates: string[]; paid_amount: string | null };

/** A period of the schedule as the history is checked against it. */
type Period = { date_payment: string; total_to_pay: string };

type Problem = { column: OpeningColumn; key: ServerMessageKey; params?: Record<string, string | number> };

function reasonOfProblems(problems: Problem[]): BothLanguages {
  const say = (language: Language) => problems.map((p) => `${exportLabels(language).heading('investment', p.column)}: ${msg(p.key, p.params).in(language)}`).join('; ');
  return { es: say('es'), en: say('en') };
}

const both = (key: ServerMessageKey, params?: Record<string, string | number>): BothLanguages => ({ es: msg(key, params).in('es'), en: msg(key, params).in('en') });

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const hasHistory = (extra: Row) => INVESTMENT_OPENING_COLUMNS.some((name) => !isBlank(extra[name]));

function storedHistory(extra: Row): InvestmentHistory {
  return {
    paid_periods: Number(extra.paid_periods ?? 0),
    paid_dates: Array.isArray(extra.paid_dates) ? extra.paid_dates.map(String) : [],
    paid_amount: isBlank(extra.paid_amount) ? null : String(extra.paid_amount),
  };
}

/**
 * The history's cells checked against the schedule: 0..N periods; a day each (given, or the period's
 * payment date), none before the emission or after today, in order; the amount, when given, the sum of
 * those periods' net payments.
 */
function readHistory(extra: Row, periods: readonly Period[], emission: string): { history: InvestmentHistory } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const months = periods.length;
  const paidText = isBlank(extra.paid_periods) ? '0' : String(extra.paid_periods).trim();
  const paid = /^\d{1,3}$/.test(paidText) ? Number(paidText) : NaN;
  const valid = Number.isInteger(paid) && paid >= 0 && paid <= months;
  if (!valid) problems.push({ column: 'paid_periods', key: 'opening.paidPeriods', params: { months } });
  const paidPeriods = valid ? paid : 0;

  const given = listOf(extra.paid_dates);
  const texts = given.length > 0 ? given : periods.slice(0, paidPeriods).map((p) => p.date_payment);
  const days: string[] = [];
  if (given.length > 0 && given.length !== paidPeriods) problems.push({ column: 'paid_dates', key: 'opening.datesCount', params: { count: given.length, paid: paidPeriods } });
  else if (valid) {
    const today = todayInMexicoCity(new Date());
    for (const [index, text] of texts.entries()) {
      const day = dayOf(text);
      const period = index + 1;
      if (!day) problems.push({ column: 'paid_dates', key: 'opening.dateInvalid', params: { value: text } });
      else if (compareDates(day, emission) < 0) problems.push({ column: 'paid_dates', key: 'opening.dateBeforeEmission', params: { period, date: day, emission } });
      else if (compareDates(day, today) > 0) problems.push({ column: 'paid_dates', key: 'opening.dateInFuture', params: { period, date: day, today } });
      else if (days.length > 0 && compareDates(day, days[days.length - 1]!) < 0) problems.push({ column: 'paid_dates', key: 'opening.datesOrder', params: { period, date: day } });
      if (day) days.push(day);
    }
  }

  let paidAmount: string | null = null;
  if (!isBlank(extra.paid_amount)) {
    const text = String(extra.paid_amount).trim().replace(/^\$/, '').replace(/,/g, '');
    if (!AMOUNT.test(text)) problems.push({ column: 'paid_amount', key: 'opening.amountInvalid', params: { value: String(extra.paid_amount) } });
    else {
      const expected = periods.slice(0, paidPeriods).reduce((sum, p) => sum.plus(p.total_to_pay), new Decimal(0));
      if (!expected.eq(text)) problems.push({ column: 'paid_amount', key: 'opening.investmentAmountDiffers', params: { paid: paidPeriods, expected: expected.toFixed(2), given: new Decimal(text).toFixed(2) } });
      paidAmount = new Decimal(text).toFixed(2);
    }
  }
  if (problems.length > 0) return { problems };
  return { history: { paid_periods: paidPeriods, paid_dates: days, paid_amount: paidAmount } };
}

/** The schedule POST investment would compute, or the row's refusal (an investor who is none, a currency's rule). */
async function scheduleFor(db: Db, values: Row): Promise<Awaited<ReturnType<typeof computeSchedule>> | { reason: BothLanguages }> {
  try {
    return await computeSchedule(db, values as InvestmentRow);
  } catch (error) {
    if (error instanceof HttpError) return { reason: reasonOf(entity, error) };
    throw error;
  }
}

export function investmentOpening(app: FastifyInstance): ImportDomain {
  const investments = investmentRepository(app.database);
  const details = detailRepository(app.database);

  return {
    columns: INVESTMENT_OPENING_COLUMNS,

    async checkCreate(db, values, extra) {
      const schedule = await scheduleFor(db, values);
      if ('reason' in schedule) return schedule;
      const read = readHistory(extra, schedule.details, String(values.emission));
      if ('problems' in read) return { reason: reasonOfProblems(read.problems) };
      return { extra: { ...read.history } };
    },

    async checkExisting(db, current, extra, changes) {
      // Its terms make its schedule: the import does not rewrite them past the schedule (PUT investment does, on its screen).
      const terms = TERMS.filter((name) => changes && name in changes);
      if (terms.length > 0) {
        const say = (language: Language) => msg('opening.investmentTerms', { fields: terms.map((name) => exportLabels(language).heading('investment', name)).join(', ') }).in(language);
        return { es: say('es'), en: say('en') };
      }
      if (!hasHistory(extra)) return null;
      const stored = await scheduleOf(db, Number(current.id));
      const read = readHistory(extra, stored, String(current.emission));
      if ('problems' in read) return reasonOfProblems(read.problems);
      // The same history again is nothing to change; Caudal may have paid more periods since.
      const paidAlready = stored.slice(0, read.history.paid_periods).every((d) => d.paid_at !== null);
      return paidAlready ? null : both('opening.investmentHistoryDiffers');
    },

    async create(data, extra, actor, t) {
      const history = storedHistory(extra);
      const schedule = await scheduleFor(t, data);
      if ('reason' in schedule) throw new Error(`expected the terms the preview checked, got: ${schedule.reason.en}`);
      const investment = await investments.create({ ...data, ...schedule.figures, status_id: STATUS.inProcess }, actor, t);
      for (const [index, detail] of schedule.details.entries()) {
        const paid = index < history.paid_periods;
        await details.create({ ...detail, investment_id: investment.id, ...(paid ? { paid_at: history.paid_dates[index], status_id: STATUS.paid } : {}) }, actor, t);
      }
      await writeAudit(t, actor, { entity: entity.name, entityId: Number(investment.id), action: 'opening', after: { ...history } });
      return investment;
    },
  };
}

/** Investments with their opening balances, by file or JSON, through the imports' preview and jobs (docs/decisions/240, 280). */
export async function investmentImportRoutes(app: FastifyInstance) {
  registerEntityImport(app, { entity, repo: investmentRepository(app.database), hooks: app.entityHooks[entity.name] ?? {}, tags: ['investment'], domain: investmentOpening(app) });
}
