/**
 * The investor dashboards (spec sections 2 and 3): GET analytics (figures, the investments table and
 * the chart's series, for active or concluded investments) and GET analytics/investors (the investors
 * screen). An investor always gets their own figures; staff pick an investor with user_id or see all.
 */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../../schemas/status.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { unprocessable, type FieldErrors } from '../../http/errors.ts';
import { wholeNumberUpTo } from '../../crud/list-query.ts';
import { figuresByCurrency, interestByMonth, investmentSummaries } from './analytics-queries.ts';
import { investorsPage } from './analytics-investors.ts';
import { findUser, investorIdFor, viewerOf } from '../../investments/investments-viewer.ts';
import { msg } from '../../i18n/localized.ts';

/** The table shows the newest investments; the figures always cover all of them. */
export const DASHBOARD_ROWS = 200;

const wholeNumber = (raw: unknown, name: string, errors: FieldErrors, max = 1_000_000_000): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'string' ? wholeNumberUpTo(raw, max) : undefined;
  if (value === undefined) errors[name] = [msg('validation.wholeNumberRange', { max })];
  return value;
};

export async function analyticsRoutes(app: FastifyInstance) {
  const tags = ['analytics'];

  app.get('/analytics', { config: { module: '/inversiones/dashboard', action: 'read' }, schema: { tags } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const errors: FieldErrors = {};
    const requested = wholeNumber(query.user_id, 'user_id', errors);
    const status = query.status ?? 'active';
    if (status !== 'active' && status !== 'concluded') errors.status = [msg('list.status')];
    const unknown = Object.keys(query).filter((k) => k !== 'user_id' && k !== 'status');
    for (const key of unknown) errors[key] = [msg('list.unknownParameter', { key, parameters: 'user_id, status' })];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const viewer = await viewerOf(app, request);
    const userId = investorIdFor(viewer, requested);
    const investor = userId === undefined ? undefined : await findUser(app.database.db, userId);
    const filter = { userId, statusId: status === 'concluded' ? STATUS.concluded : STATUS.inProcess, today: todayInMexicoCity(new Date()) };
    const [figures, investments, chart] = await Promise.all([
      figuresByCurrency(app.database, filter),
      investmentSummaries(app.database, filter, DASHBOARD_ROWS),
      interestByMonth(app.database, filter),
    ]);
    return {
      data: {
        investor: investor ? { id: investor.id, name: investor.name, email: investor.email } : null,
        status,
        today: filter.today,
        figures,
        investments,
        chart,
      },
    };
  });

  app.get('/analytics/investors', { config: { module: '/inversiones/inversionistas', action: 'read' }, schema: { tags } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const errors: FieldErrors = {};
    const take = wholeNumber(query.take, 'take', errors, 9999) ?? 25;
    const page = wholeNumber(query.page, 'page', errors) ?? 1;
    const q = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim().slice(0, 200) : undefined;
    const unknown = Object.keys(query).filter((k) => !['take', 'page', 'q'].includes(k));
    for (const key of unknown) errors[key] = [msg('list.unknownParameter', { key, parameters: 'take, page, q' })];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const viewer = await viewerOf(app, request);
    return { data: await investorsPage(app.database, { take, page, q, onlyId: viewer.isInvestor ? viewer.user!.id : undefined }) };
  });
}
