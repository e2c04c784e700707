/**
 * The calculator's amount is money: at most 16 integer digits and 2 decimals.
 * 16,000 digits once froze the server 6 s in the PDF's thousands grouping and 100,000 digits for
 * minutes; 1 MB in came back as 16 to 40 MB out. Now a clear 422 in the caller's language, at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { groupedAmount } from '../../../server/routes/investments/calculator-pdf.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EXAMPLE_SIMULATION } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const timed = async (path: string, body: unknown, language = 'es') => {
  const started = performance.now();
  const answer = await t.app.inject({ method: 'POST', url: path, payload: body as object, headers: { 'accept-language': language } });
  return { status: answer.statusCode, body: answer.json(), ms: performance.now() - started, bytes: answer.rawPayload.length };
};

describe('the calculator amount is bounded', () => {
  it('takes 16 integer digits and 2 decimals, in both routes', async () => {
    const amount = '9999999999999999.99';
    expect((await apiCall(t.app, 'POST', '/api/calculator', { ...EXAMPLE_SIMULATION, amount })).status).toBe(200);
    expect((await apiCall(t.app, 'POST', '/api/calculator/pdf', { ...EXAMPLE_SIMULATION, amount })).status).toBe(200);
  });

  it.each([
    ['17 integer digits', '12345678901234567', 'El valor es demasiado grande', 'Value is too large'],
    ['3 decimals', '1000000.001', 'El valor tiene demasiados decimales', 'Value has too many decimals'],
    ['16,000 digits', '9'.repeat(16_000), 'El valor es demasiado grande', 'Value is too large'],
    // Past the body guard's 64 kB for any string (server/http/body-guard.ts): refused before the calculator reads it.
    ['100,000 digits', '9'.repeat(100_000), 'El valor es demasiado largo', 'Value is too long'],
  ])('refuses %s at once, in the person’s language, in both routes', async (_what, amount, es, en) => {
    for (const path of ['/api/calculator', '/api/calculator/pdf']) {
      const spanish = await timed(path, { ...EXAMPLE_SIMULATION, amount });
      expect(spanish.status, path).toBe(422);
      expect(spanish.body.errors.amount).toEqual([es]);
      expect(spanish.ms, path).toBeLessThan(500);
      await t.database.query(`update "${entities.user.tableName}" set language = 'en'`);
      const english = await timed(path, { ...EXAMPLE_SIMULATION, amount });
      await t.database.query(`update "${entities.user.tableName}" set language = 'es'`);
      expect(english.body.errors.amount).toEqual([en]);
    }
  });

  it('answers a few kilobytes whatever it is sent', async () => {
    const answer = await timed('/api/calculator', { ...EXAMPLE_SIMULATION, amount: '9999999999999999.99' });
    expect(answer.bytes).toBeLessThan(8 * 1024);
    const huge = await timed('/api/calculator', { ...EXAMPLE_SIMULATION, amount: '9'.repeat(900_000) });
    expect(huge.status).toBe(422);
    expect(huge.bytes).toBeLessThan(8 * 1024);
  });

  it('groups thousands in linear time', () => {
    expect(groupedAmount('1234567.5')).toBe('$1,234,567.50');
    expect(groupedAmount('-100')).toBe('-$100.00');
    expect(groupedAmount('123')).toBe('$123.00');
    const started = performance.now();
    groupedAmount('9'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(100);
  });
});
