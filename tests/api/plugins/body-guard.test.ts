/**
 * The body guard (server/http/body-guard.ts): whatever a route's schema says, a JSON body's
 * strings, lists, keys and nesting are bounded before any handler reads it; past a bound, a 422 naming
 * the field in the person's language, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, oversized } from '../../../server/http/body-guard.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const notifications = async () => Number((await t.database.query<{ n: number }>('select count(*)::int as n from notification'))[0].n);

describe('the body guard', () => {
  it.each([
    ['a string past 64 kB', { name: 'a'.repeat(BODY_LIMITS.maxString + 1), message: 'x' }, 'name', 'El valor es demasiado largo'],
    ['a list past 1,000 items', { name: 'x', message: 'x', tags: Array.from({ length: BODY_LIMITS.maxItems + 1 }, () => 1) }, 'tags', 'El valor es demasiado grande'],
    ['an object past 500 keys', { name: 'x', extra: Object.fromEntries(Array.from({ length: BODY_LIMITS.maxKeys + 1 }, (_, i) => [`k${i}`, 1])) }, 'extra', 'El valor es demasiado grande'],
  ])('refuses %s on any route, naming the field, writing nothing', async (_what, body, field, message) => {
    const before = await notifications();
    const answer = await apiCall(t.app, 'POST', '/api/notification', body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect(await notifications()).toBe(before);
  });

  it('refuses nesting past 16 levels, and a 10,000-level body without a 500', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20; i++) deep = { a: deep };
    expect(oversized(deep)).toMatchObject({ message: 'Value is not valid' });
    const answer = await t.app.inject({ method: 'POST', url: '/api/notification', payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, headers: { 'content-type': 'application/json' } });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });

  it('lets an ordinary body through', async () => {
    expect(oversized({ name: 'Aviso', list: [1, 2, 3], nested: { a: { b: 'c' } } })).toBeNull();
    expect((await apiCall(t.app, 'POST', '/api/notification', { name: 'Aviso', message: 'Hola' })).status).toBe(201);
  });
});
