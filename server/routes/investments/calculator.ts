/**
 * The investment calculator (spec sections 3, 5 and 7): GET calculator/currencies, POST calculator
 * (the month-by-month simulation), POST calculator/notify (the simulation sent to the firm) and POST
 * calculator/pdf (the simulation as a PDF). The numbers are the domain's investmentSchedule.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { ROLE } from '../../../schemas/role.ts';
import { Repository } from '../../crud/repository.ts';
import { investmentSchedule, type InvestmentSchedule, type PersonType } from '../../domain/investment-returns.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { checkLimit } from '../../http/rate-limit.ts';
import { checkInvestmentInput, currencyRates, parseCalculatorBody, type CheckedInvestmentInput } from '../../investments/calculator-input.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { groupedAmount, simulationPdf } from './calculator-pdf.ts';
import { findUser, personTypeOf, viewerOf } from '../../investments/investments-viewer.ts';

const MODULE = '/inversiones/calculadora';
const HOUR_MS = 3_600_000;
const NOTICES_PER_MANAGER_PER_HOUR = 20;

async function withinNoticeBudget(app: FastifyInstance, key: string, perHour: number): Promise<void> {
  const verdict = await checkLimit(app.rateCounter, key, perHour, HOUR_MS);
  if (!verdict.allowed) throw new HttpError(429, msg('messages.tooMany', { seconds: verdict.retryAfterSeconds }), { retry_after: [String(verdict.retryAfterSeconds)] });
}

interface Simulation {
  input: CheckedInvestmentInput;
  personType: PersonType;
  rates: { annualRate: string; retentionRate: string };
  schedule: InvestmentSchedule;
}

/** Staff simulate as a natural person unless they choose; an investor's own type applies unless they ask otherwise. */
async function requesterPersonType(app: FastifyInstance, request: FastifyRequest): Promise<PersonType> {
  const user = request.session?.user;
  // The session knows the role: only an investor costs a query (the budget is 5 ms a simulation).
  if (!user || user.role_id !== ROLE.investor) return 'fisica';
  return personTypeOf(await findUser(app.database.db, user.id));
}

async function simulate(app: FastifyInstance, request: FastifyRequest, body: unknown): Promise<Simulation> {
  const parsed = parseCalculatorBody(body);
  const input = await checkInvestmentInput(app.database.db, parsed);
  const personType = parsed.person_type ?? (await requesterPersonType(app, request));
  const rates = currencyRates(input.currency, personType);
  const schedule = investmentSchedule({ amount: input.amount, ...rates, startDate: input.startDate, months: input.months });
  return { input, personType, rates, schedule };
}

const currencyTable = entities.currency.table;
const currencyColumns = ['id', 'name', 'code', 'min_inv', 'interests', 'retentions', 'interests_pm', 'retentions_pm'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function calculatorRoutes(app: FastifyInstance) {
  const notifications = new Repository(entities.notification, app.database);
  const tags = ['calculator'];

  app.get('/calculator/currencies', { config: { module: MODULE, action: 'read' }, schema: { tags } }, async () => {
    // A handful of rows: no paging, so no count either.
    const rows = await app.database.db.select().from(currencyTable).orderBy(asc(currencyTable.id));
    const result = rows.map((row) => Object.fromEntries(currencyColumns.map((name) => [name, row[name]])));
    return { data: { result, total: result.length } };
  });

  app.post('/calculator', { config: { module: MODULE, action: 'read', writes: 'none' }, schema: { tags } }, async (request) => {
    const { schedule, personType, rates } = await simulate(app, request, request.body);
    return { data: { rows: schedule.rows, totals: schedule.totals, capital: schedule.capital, person_type: personType, rates: { interests: rates.annualRate, retentions: rates.retentionRate } } };
  });

  app.post('/calculator/notify', { config: { module: MODULE, action: 'create', idempotent: true, writes: 'none' }, schema: { tags } }, async (request) => {
    const viewer = await viewerOf(app, request);
    const { input, schedule, personType } = await simulate(app, request, request.body);
    // Per person who sends it and for the whole firm (finding 8): checked after the input, so a bad form spends nothing.
    await withinNoticeBudget(app, `notify:person:${request.session!.user.id}`, app.config.NOTIFY_RATE_LIMIT_PER_PERSON);
    await withinNoticeBudget(app, 'notify:all', app.config.NOTIFY_RATE_LIMIT_PER_HOUR);
    const requestText = msg('sms.investmentRequest', {
      who: viewer.user ? `${viewer.user.name} (${viewer.user.email})` : msg('sms.aVisitor'),
      amount: groupedAmount(input.amount),
      currency: input.currency.code,
      months: input.months,
      date: input.startDate,
      personType: msg(personType === 'moral' ? 'sms.personMoral' : 'sms.personFisica'),
      payout: groupedAmount(schedule.totals.payout),
    });
    // The firm's notification list is kept in Spanish; each manager's phone reads their own language.
    const notification = await notifications.create({ name: renderMessage('notification.investmentRequest', 'es'), message: requestText.in('es') }, request.actor);
    // Managers (Gestor) hear about it on their phones too; a failed SMS must not lose the request.
    const managers = await new Repository(entities.user, app.database).list({ take: 100, page: 1, sort: 'id', order: 'asc', filters: [{ field: 'role_id', operator: 'eq', value: ROLE.gestor }], trashed: 'without' });
    let smsSent = 0;
    for (const manager of managers.result) {
      if (typeof manager.phone !== 'string' || manager.phone === '') continue;
      // Each manager's phone hears at most so many an hour; the notice stays in the firm's list all the same.
      if (!(await checkLimit(app.rateCounter, `notify:to:${manager.id}`, NOTICES_PER_MANAGER_PER_HOUR, HOUR_MS)).allowed) continue;
      try {
        await app.sms.send(manager.phone, { text: requestText.in(manager.language === 'en' ? 'en' : 'es').slice(0, 1000) }, 'sms');
        smsSent++;
      } catch (error) {
        request.log.warn({ err: error }, 'investment request SMS not sent');
      }
    }
    return { data: { sent: true, notification_id: notification.id, sms_sent: smsSent } };
  });

  app.post('/calculator/pdf', { config: { module: MODULE, action: 'read', writes: 'none' }, schema: { tags } }, async (request) => {
    const { language, ...body } = isPlainObject(request.body) ? request.body : {};
    if (language !== undefined && language !== 'es' && language !== 'en') throw unprocessable({ language: [MESSAGES.option] });
    const { input, schedule, personType, rates } = await simulate(app, request, body);
    const bytes = await simulationPdf({
      language: (language as 'es' | 'en' | undefined) ?? 'es',
      currencyName: input.currency.name,
      currencyCode: input.currency.code,
      amount: input.amount,
      startDate: input.startDate,
      months: input.months,
      personType,
      annualRate: rates.annualRate,
      retentionRate: rates.retentionRate,
      schedule,
    });
    // The file's name in the screen's language too (a Spanish name on English screens).
    const stem = language === 'en' ? 'simulation' : 'simulacion';
    return { data: { filename: `${stem}-${input.startDate}.pdf`, content: Buffer.from(bytes).toString('base64') } };
  });
}
