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
});
