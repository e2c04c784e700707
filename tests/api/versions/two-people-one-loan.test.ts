/**
 * A lost update (docs/decisions/100), as two people meet it: both open the same loan's edit form; A saves a
 * change to `mov`; B then saves the form it read before, with `mov_id` changed. The app sends every
 * writable field of the form and the version it read: B's stale write must be refused (409) and A's
 * change must survive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { pickWritable } from '../../../src/framework/data-provider/writable-fields.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EXAMPLE_LOAN } from '../loans/loan-fixtures.ts';

let t: TestApp;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  a = await signIn(t.app, 'admin@caudal.mx');
  b = await signIn(t.app, 'root@caudal.mx');
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;

/** What the edit dialog sends: the form's writable fields, and the version it read when there is one. */
const formSave = (read: Row, changes: Row) => ({ ...pickWritable(entities.loan, { ...read, ...changes }, 'update'), ...(read.version === undefined ? {} : { version: read.version }) });

describe('two people edit the same loan', () => {
  it('refuses the stale save with a 409 and keeps the first change', async () => {
    const created = await a.call('POST', '/api/loan', { ...EXAMPLE_LOAN, intelisis_id: 'T-TWO-PEOPLE', mov: 'Préstamo', mov_id: 'M-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const loan = created.body.data as Row;
    const readByA = (await a.call('GET', `/api/loan/${loan.id}`)).body.data as Row;
    const readByB = (await b.call('GET', `/api/loan/${loan.id}`)).body.data as Row;

    const savedByA = await a.call('PUT', `/api/loan/${loan.id}`, formSave(readByA, { mov: 'Refinanciamiento' }));
    expect(savedByA.status, JSON.stringify(savedByA.body)).toBe(200);
    const savedByB = await b.call('PUT', `/api/loan/${loan.id}`, formSave(readByB, { mov_id: 'M-2' }));
    expect(savedByB.status, JSON.stringify(savedByB.body)).toBe(409);

    const stored = (await a.call('GET', `/api/loan/${loan.id}`)).body.data as Row;
    expect(stored).toMatchObject({ mov: 'Refinanciamiento', mov_id: 'M-1' });
  });
});
