/**
 * Limits that hold under concurrency across servers: two real servers on one
 * PostgreSQL, requests fired at both at once. The recoveries' share of the SMS budget (a fifth of
 * SMS_RATE_LIMIT_PER_HOUR, decision 195) is never exceeded by strangers asking on both servers, and staff
 * can still sign in afterwards; a person's upload quota and upload rate (decision 197) hold for uploads
 * sent to both servers at once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newInvestor } from '../helpers/user-payload.ts';
import { HttpBrowser, postgresTestDatabase, signIn, startServer, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const SMS_PER_HOUR = 25;
const RECOVERY_BUDGET = SMS_PER_HOUR / 5;
const QUOTA_MB = 3;
const UPLOADS_PER_HOUR = 8;

let database: TestDatabaseHandle;
const servers: RealServer[] = [];
const both = (i: number) => servers[i % 2]!;

beforeAll(async () => {
  database = await postgresTestDatabase(inject('testDatabase'));
  const env = {
    SMS_RATE_LIMIT_PER_HOUR: String(SMS_PER_HOUR),
    UPLOAD_QUOTA_MB_PER_DAY: String(QUOTA_MB),
    UPLOAD_RATE_LIMIT_PER_HOUR: String(UPLOADS_PER_HOUR),
    FILE_STORAGE: 'database',
  };
  servers.push(await startServer({ name: 'A', database, env }));
  servers.push(await startServer({ name: 'B', database, env }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.killAll()));
  await database?.drop();
});

const count = async (sql: string, params: unknown[] = []) => Number((await database.query<{ n: number }>(sql, params))[0]!.n);

describe('the SMS budget on two servers', () => {
  it(`recoveries of ${4 * RECOVERY_BUDGET} numbers at once, split over both servers: at most ${RECOVERY_BUDGET} SMS, and staff still get their codes`, async () => {
    const root = await signIn(servers[0]!, 'root@caudal.mx');
    const phones: string[] = [];
    for (let i = 0; i < 4 * RECOVERY_BUDGET; i++) {
      const created = await root.call(servers[0]!, 'POST', '/api/user', newInvestor({ password: 'Kx9#mQ2wLp' }));
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      phones.push(String(created.json.data.phone));
    }
    const sent = () => count(`select count(*)::int as n from sms_log where phone = any($1)`, [phones]);
    expect(await sent()).toBe(0);
    const statuses = await Promise.all(
      phones.map(async (phone, i) => {
        const stranger = new HttpBrowser();
        await stranger.call(both(i), 'GET', '/api/csrf-cookie');
        return (await stranger.call(both(i), 'POST', '/api/auth/password_recovery', { phone })).status;
      }),
    );
    expect(statuses.filter((s) => s >= 500 && s !== 503), JSON.stringify(statuses)).toEqual([]);
    // The SMS leaves after the answer: wait until the sends settle.
    let last = -1;
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await sent();
      if (now === last && now > 0) break;
      last = now;
    }
    const recoveries = await sent();
    expect(recoveries).toBeGreaterThan(0);
    expect(recoveries).toBeLessThanOrEqual(RECOVERY_BUDGET);
    // A temporary password whose SMS never left is revoked: only the delivered ones are live.
    expect(await count(`select count(*)::int as n from temporary_password where not revoked and user_id in (select id from users where phone = any($1))`, [phones])).toBeLessThanOrEqual(RECOVERY_BUDGET);
    // The firm's sign-in codes kept their share: the Gestor signs in on either server.
    for (const server of servers) await signIn(server, 'gestor@caudal.mx');
  });
});

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x41)]);
const upload = (who: HttpBrowser, server: RealServer, content: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'contrato.pdf');
  return who.call(server, 'POST', '/api/file?entity=user_document&field=location', form);
};
const storedBy = (email: string) => count('select count(*)::int as n from stored_file where uploaded_by = (select id from users where email = $1)', [email]);
const bytesBy = (email: string) => count('select coalesce(sum(size), 0)::bigint as n from stored_file where uploaded_by = (select id from users where email = $1)', [email]);

describe('the upload limits on two servers', () => {
  it(`${2 * QUOTA_MB} uploads of almost 1 MB at once, split over both servers, with a quota of ${QUOTA_MB} MB a day: ${QUOTA_MB} stored, the rest 413`, async () => {
    const investor = await signIn(servers[0]!, 'inversionista@caudal.mx');
    const before = await storedBy('inversionista@caudal.mx');
    const answers = await Promise.all(Array.from({ length: 2 * QUOTA_MB }, (_, i) => upload(investor, both(i), pdf(1024 * 1024 - 1024))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(QUOTA_MB).fill(201), ...Array(QUOTA_MB).fill(413)]);
    expect((await storedBy('inversionista@caudal.mx')) - before).toBe(QUOTA_MB);
    expect(await bytesBy('inversionista@caudal.mx')).toBeLessThanOrEqual(QUOTA_MB * 1024 * 1024);
  });

  it(`${UPLOADS_PER_HOUR + 4} small uploads at once, split over both servers, with ${UPLOADS_PER_HOUR} an hour: ${UPLOADS_PER_HOUR} stored, the rest 429`, async () => {
    const client = await signIn(servers[1]!, 'cliente@caudal.mx');
    const before = await storedBy('cliente@caudal.mx');
    const answers = await Promise.all(Array.from({ length: UPLOADS_PER_HOUR + 4 }, (_, i) => upload(client, both(i), pdf(2048))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(UPLOADS_PER_HOUR).fill(201), ...Array(4).fill(429)]);
    expect((await storedBy('cliente@caudal.mx')) - before).toBe(UPLOADS_PER_HOUR);
  });
});
