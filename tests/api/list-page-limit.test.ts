/**
 * The `page` limit and its message agree: "from 1 to 1000000000" accepts 1000000000 itself and refuses
 * the next, on the generic lists and on the dashboard's investors list alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { apiCall } from '../helpers/api-call.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('page=1000000000', () => {
  it.each(['/api/status', '/api/analytics/investors'])('%s: the limit the message names is accepted, the next refused', async (url) => {
    const last = await apiCall(t.app, 'GET', `${url}?page=1000000000`);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const over = await apiCall(t.app, 'GET', `${url}?page=1000000001`);
    expect(over.status).toBe(422);
    expect(over.body.errors.page).toEqual(['El valor debe ser un número entero de 1 a 1000000000']);
  });
});
