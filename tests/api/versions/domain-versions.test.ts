/**
 * Record versions on the routes a person edits a record through outside the generic CRUD
 * (docs/decisions/100): PUT investment/{id}, PUT closeCoverageConfig, POST profile (a change request
 * filled from the user record), the permissions editor's grid; and domain actions that change a record
 * (closing or recalculating a loan, the cover toggle) move its version on, so a form read before them
 * is refused instead of undoing them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_FIELDS } from '../../../schemas/profile.ts';
import { STATUS } from '../../../schemas/status.ts';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditCount, auditTrail } from '../../helpers/database-state.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, storedSchedule } from '../investments/support.ts';
import { createLoan, loanDetails } from '../loans/loan-fixtures.ts';

let t: TestApp;
let investor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await signIn(t.app, 'inversionista@caudal.mx');
});
afterAll(async () => {
  await t?.close();
});

const STALE = renderMessage('http.staleVersion', 'es');

describe('PUT investment/{id}', () => {
  it('answers the version and ETag on GET, writes with the current one, and refuses a stale one before touching the schedule', async () => {
    const investment = await createInvestment(t.app, t.database);
    const read = await apiCall(t.app, 'GET', `/api/investment/${investment.id}`);
    expect(read.body.data.version).toBe(1);
    expect(read.headers.etag).toBe('W/"1"');

    const saved = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { intelisis_id: 'ITL-A', version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(2);

    const schedule = await storedSchedule(t.database, investment.id, true);
    const audits = await auditCount(t.database);
    const stale = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { amount: '2000000', duration: '3', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE, version: 2 });
    expect(await storedSchedule(t.database, investment.id, true)).toEqual(schedule);
    expect(await auditCount(t.database)).toBe(audits);

    const viaHeader = await t.app.inject({ method: 'PUT', url: `/api/investment/${investment.id}`, payload: { intelisis_id: 'ITL-B' }, headers: { 'if-match': 'W/"2"' } });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().data).toMatchObject({ intelisis_id: 'ITL-B', version: 3 });

    // New terms with the current version: the schedule is replaced and the version moves on once.
    const terms = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { amount: '2000000', duration: '3', version: 3 });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(terms.body.data).toMatchObject({ amount: '2000000.00', version: 4 });
    expect(await storedSchedule(t.database, investment.id)).toHaveLength(3);
  });
});

describe('PUT closeCoverageConfig', () => {
  it('takes the version GET answered; after the toggle (an action, which moves the version) the form read before is stale', async () => {
    const read = await apiCall(t.app, 'GET', '/api/closeCoverageConfig');
    const version = read.body.data.version as number;
    expect(read.headers.etag).toBe(`W/"${version}"`);
    const saved = await apiCall(t.app, 'PUT', '/api/closeCoverageConfig', { startTime: '08:00', endTime: '18:00', version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(version + 1);

    expect((await apiCall(t.app, 'GET', '/api/closeCoverageConfig/toggle')).body.data.version).toBe(version + 2);
    const stale = await apiCall(t.app, 'PUT', '/api/closeCoverageConfig', { startTime: '09:00', endTime: '17:00', version: version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE, version: version + 2 });
    expect((await apiCall(t.app, 'GET', '/api/closeCoverageConfig')).body.data).toMatchObject({ startTime: '08:00', endTime: '18:00' });
  });
});

describe('POST profile (a change request filled from the user record)', () => {
  it('is refused when an administrator changed the user since the form was read, and accepted from the fresh record', async () => {
    const read = (await investor.call('GET', '/api/profile')).body.data;
    expect(read.version).toEqual(expect.any(Number));
    const form = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, read[f]]));

    const edited = await apiCall(t.app, 'PUT', `/api/user/${read.id}`, { bank_name: 'Banco Nuevo', version: read.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const [{ n: before }] = await t.database.query<{ n: number }>('select count(*)::int as n from profile_request');
    const stale = await investor.call('POST', '/api/profile', { ...form, name: 'Sofía Castro V.', version: read.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE, version: read.version + 1 });
    const [{ n: after }] = await t.database.query<{ n: number }>('select count(*)::int as n from profile_request');
    expect(after).toBe(before);

    const fresh = (await investor.call('GET', '/api/profile')).body.data;
    const sent = await investor.call('POST', '/api/profile', { ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fresh[f]])), name: 'Sofía Castro V.', version: fresh.version });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // The request asks for the name only: the administrator's bank stays.
    expect(sent.body.data.changes).toEqual({ name: 'Sofía Castro V.' });
  });
});

describe('the permissions editor', () => {
  it('reads each permission row’s version in the grid and saves with it; a stale save changes nothing', async () => {
    const grid = (await apiCall(t.app, 'GET', '/api/permission/3/modules')).body.data.result as { permission_id: number | null; permission_version: number | null; children: unknown[] }[];
    const rows = grid.flatMap((r) => [r, ...(r.children as typeof grid)]);
    const row = rows.find((r) => r.permission_id !== null)!;
    expect(row.permission_version).toEqual(expect.any(Number));
    const version = row.permission_version!;

    const saved = await apiCall(t.app, 'PUT', `/api/permission/${row.permission_id}`, { read: true, version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await apiCall(t.app, 'PUT', `/api/permission/${row.permission_id}`, { read: false, version });
    expect(stale.status).toBe(409);
    expect((await apiCall(t.app, 'GET', `/api/permission/${row.permission_id}`)).body.data).toMatchObject({ read: true, version: version + 1 });
  });
});

describe('domain actions move the version on', () => {
  it('closing a loan (through its repository) makes the edit form read before it stale', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-V-CLOSE' });
    expect((await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: '2026-03-01' })).status).toBe(200);
    const stale = await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { status_id: STATUS.active, version: loan.version });
    expect(stale.status).toBe(409);
    expect((await apiCall(t.app, 'GET', `/api/loan/${loan.id}`)).body.data.status_id).toBe(STATUS.concluded);
  });

  it('recalculating a loan (its own UPDATE) raises the loan’s and each changed detail’s version', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-V-RECALC' });
    const [, second] = await loanDetails(t, loan.id);
    expect((await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: loan.id, interests: '12' })).status).toBe(200);
    const [, secondAfter] = await loanDetails(t, loan.id);
    expect(secondAfter.version).toBe(second.version + 1);
    const stale = await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { interests: '18', version: loan.version });
    expect(stale.status).toBe(409);
    const staleDetail = await apiCall(t.app, 'PUT', `/api/loan_detail/${second.id}`, { status_id: STATUS.paid, version: second.version });
    expect(staleDetail.status).toBe(409);
    expect((await auditTrail(t.database, 'loan_detail', second.id)).map((a) => a.action)).toEqual(['create', 'recalculate']);
  });
});
