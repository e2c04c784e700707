/**
 * The start with PostgreSQL unreachable (docs/decisions/103): each attempt says where and why, the
 * waits back off, and after DATABASE_CONNECT_RETRY_SECONDS the error names the host and the reason,
 * never the password. A port nothing listens on refuses at once, so no database is needed here.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { connectDatabase, describeDatabase } from '../../../server/db/connect.ts';

/** A port that was free a moment ago: connecting to it is refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('describeDatabase', () => {
  it('names user, host, port and database, never the password', () => {
    const text = describeDatabase({ DATABASE_URL: 'postgres://app:s3cr%40t@db.internal:6432/caudal?sslmode=require', DATA_DIR: './data' });
    expect(text).toBe('PostgreSQL at app@db.internal:6432/caudal');
    expect(text).not.toContain('s3cr');
  });

  it("fills libpq's defaults and names PGlite's folder", () => {
    expect(describeDatabase({ DATABASE_URL: 'postgresql://db.internal', DATA_DIR: './data' })).toBe('PostgreSQL at db.internal:5432/postgres');
    expect(describeDatabase({ DATABASE_URL: undefined, DATA_DIR: '/srv/caudal' })).toBe('PGlite in /srv/caudal');
  });
});

describe('connectDatabase', () => {
  it('retries with growing waits for the configured time, then fails naming the host and the reason', async () => {
    const port = await closedPort();
    const config = loadConfig({ DATABASE_URL: `postgres://app:hunter2secret@127.0.0.1:${port}/caudal`, DATABASE_CONNECT_RETRY_SECONDS: '10' });
    let clock = 0;
    const waits: number[] = [];
    const lines: string[] = [];
    const failure = await connectDatabase(config, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      log: (line) => lines.push(line),
    }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain(`app@127.0.0.1:${port}/caudal`);
    expect(message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
    expect(message).toContain('DATABASE_CONNECT_RETRY_SECONDS');
    expect(message).not.toContain('hunter2');
    // 0.5, 1, 2, 4 s, then the 2.5 s left of the 10.
    expect(waits).toEqual([500, 1000, 2000, 4000, 2500]);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(new RegExp(`Database unreachable \\(PostgreSQL at app@127\\.0\\.0\\.1:${port}/caudal\\): connect ECONNREFUSED 127\\.0\\.0\\.1:${port}; retrying in 0\\.5 s \\(10 s left\\)`));
  });

  it('tries once with DATABASE_CONNECT_RETRY_SECONDS=0', async () => {
    const port = await closedPort();
    const config = loadConfig({ DATABASE_URL: `postgres://app@127.0.0.1:${port}/caudal`, DATABASE_CONNECT_RETRY_SECONDS: '0' });
    const sleeps: number[] = [];
    await expect(connectDatabase(config, { sleep: async (ms) => void sleeps.push(ms), log: () => undefined })).rejects.toThrow(/gave up after 1 attempts/);
    expect(sleeps).toEqual([]);
  });

  it('refuses a retry time that is not a whole number of seconds', () => {
    expect(() => loadConfig({ DATABASE_CONNECT_RETRY_SECONDS: '-1' })).toThrow(/DATABASE_CONNECT_RETRY_SECONDS/);
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_SECONDS: '0' })).toThrow(/DATABASE_QUERY_TIMEOUT_SECONDS/);
  });
});
