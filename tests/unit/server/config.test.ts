import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';

describe('loadConfig', () => {
  it('reads an empty variable as unset (DATABASE_URL= means PGlite, not a bad address)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ', FILE_STORAGE: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.FILE_STORAGE).toBeUndefined();
  });

  it('still refuses a value that is there and wrong, naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=true, saying why; takes a hop count or proxy addresses', () => {
    for (const value of ['true', 'TRUE', ' true ']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: true is refused: it believes the left-most X-Forwarded-For address, which any client writes/);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('gives every outbound call a deadline of at most 20 s by default, and refuses a missing or endless one', () => {
    const config = loadConfig({});
    expect(config.OUTBOUND_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    expect(config.OUTBOUND_RETRIES).toBeGreaterThanOrEqual(0);
    expect(config.INVOICING_RECONCILE_INTERVAL_MS).toBe(60_000);
    expect(loadConfig({ INVOICING_PAC_TIMEOUT_MS: '2500' }).INVOICING_PAC_TIMEOUT_MS).toBe(2500);
    expect(() => loadConfig({ OUTBOUND_TIMEOUT_MS: '0' })).toThrow(/OUTBOUND_TIMEOUT_MS: must be at least 100 ms/);
    expect(() => loadConfig({ INVOICING_PAC_TIMEOUT_MS: '600000' })).toThrow(/INVOICING_PAC_TIMEOUT_MS: must be at most 120000 ms/);
    expect(() => loadConfig({ OUTBOUND_RETRIES: '9' })).toThrow(/OUTBOUND_RETRIES/);
  });
});
