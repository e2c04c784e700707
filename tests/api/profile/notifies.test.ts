/** GET /notifies and marking as read: each user sees and marks only their own notifications. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let investor: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [investor, client] = await Promise.all(['inversionista@caudal.mx', 'cliente@caudal.mx'].map((email) => signIn(t.app, email)));
});

afterAll(async () => {
  await t?.close();
});

describe('notifies', () => {
  it('lists the signed-in user’s notifications with the unread count', async () => {
    const mine = await investor.call('GET', '/api/notifies');
    expect(mine.status).toBe(200);
    expect(mine.body.data.unread).toBe(2);
    expect(mine.body.data.result.every((n: { user_id: number }) => n.user_id === 4)).toBe(true);
    expect((await client.call('GET', '/api/notifies')).body.data.unread).toBe(1);
    expect((await browser(t.app).call('GET', '/api/notifies')).status).toBe(401);
  });

  it('marks one as read, never someone else’s, then all', async () => {
    const [first] = (await investor.call('GET', '/api/notifies')).body.data.result;
    expect((await client.call('PATCH', `/api/notifies/${first.id}/read`)).status).toBe(404);
    const read = await investor.call('PATCH', `/api/notifies/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).not.toBeNull();
    expect((await investor.call('GET', '/api/notifies')).body.data.unread).toBe(1);
    expect((await investor.call('PATCH', '/api/notifies/read')).body.data.read).toBe(1);
    expect((await investor.call('GET', '/api/notifies')).body.data.unread).toBe(0);
    expect((await client.call('GET', '/api/notifies')).body.data.unread).toBe(1);
  });
});
