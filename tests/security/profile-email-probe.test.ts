/**
 * Email enumeration through the profile (docs/decisions/191): a change request naming
 * an email another account holds is answered exactly as one naming a free email (status, body, the
 * words), so the profile tells nobody which emails have accounts; the approver, who reads every account,
 * is the one told. And a person's tries are limited (10 an hour, 429 after), refused tries counted too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_FIELDS } from '../../schemas/profile.ts';
import { PROFILE_REQUESTS_PER_HOUR } from '../../server/routes/profile/profile.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SUITE_ENV } from './support/identities.ts';

let t: TestApp;
let investor: SignedIn;
let admin: SignedIn;
let profile: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: SUITE_ENV });
  investor = await signIn(t.app, 'inversionista@caudal.mx');
  admin = await signIn(t.app, 'admin@caudal.mx');
  const data = (await investor.call('GET', '/api/profile')).body.data;
  profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, data[f]]));
});

afterAll(async () => {
  await t?.close();
});

/** What a prober sees of an answer: everything but the new request's id and its own echo of the email. */
const seen = (answer: { status: number; body: { data?: { id?: number; changes?: Record<string, unknown> } } }) => {
  const { id: _id, changes: _changes, ...rest } = answer.body.data ?? {};
  return { status: answer.status, data: rest, keys: Object.keys(answer.body) };
};

describe('a profile change to an email', () => {
  it('answers the same for an address another account holds and for a free one; the approver is told', async () => {
    const taken = await investor.call('POST', '/api/profile', { ...profile, email: 'Cliente@Caudal.mx' });
    const free = await investor.call('POST', '/api/profile', { ...profile, email: 'nadie.tiene.esta@example.com' });
    expect(seen(taken)).toEqual(seen(free));
    expect(seen(taken)).toEqual({ status: 201, data: { status: 'pending', message: 'La solicitud fue enviada a revisión' }, keys: ['data'] });

    const again = await investor.call('POST', '/api/profile', { ...profile, email: 'cliente@caudal.mx' });
    const approval = await admin.call('PATCH', `/api/profile/requests/${again.body.data.id}`, { decision: 'approve' });
    expect(approval.status).toBe(422);
    expect(approval.body.errors).toEqual({ email: ['El correo solicitado ya identifica otra cuenta'] });
    const [row] = await t.database.query<{ email: string }>('select email from users where id = $1', [investor.session.user.id]);
    expect(row.email).toBe('inversionista@caudal.mx');
  });

  it(`takes at most ${PROFILE_REQUESTS_PER_HOUR} tries an hour from one person, refused ones included: then 429`, async () => {
    const person = await signIn(t.app, 'inversionista2@caudal.mx');
    const statuses: number[] = [];
    for (let i = 0; i < PROFILE_REQUESTS_PER_HOUR + 2; i++) {
      const body = i % 2 === 0 ? { ...profile, email: `probe${i}@example.com` } : { email: 'not-an-email' };
      statuses.push((await person.call('POST', '/api/profile', body)).status);
    }
    expect(statuses.slice(PROFILE_REQUESTS_PER_HOUR)).toEqual([429, 429]);
    expect(statuses.slice(0, PROFILE_REQUESTS_PER_HOUR).every((s) => s === 201 || s === 422)).toBe(true);
    const refused = await person.call('POST', '/api/profile', { ...profile, email: 'otra@example.com' });
    expect(refused.body.message).toMatch(/^Demasiadas solicitudes de cambio de perfil; intenta de nuevo en \d+ segundos$/);
  });
});
