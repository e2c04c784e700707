/**
 * Decision 156: the browser checks phones with Mexico's metadata alone (schemas/rules/phone-metadata.browser.ts)
 * and leaves other countries' numbers to the server. The committed cut must be the current library's, and
 * the browser must never refuse a number the server takes nor take a Mexican number the server refuses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { BROWSER_METADATA_FILE, browserMetadata } from '../../../scripts/phone-metadata.ts';
import { normalizePhone as serverCheck } from '../../../schemas/rules/identifiers.ts';

async function browserCheck() {
  vi.resetModules();
  vi.doMock('#phone-metadata', () => import('../../../schemas/rules/phone-metadata.browser.ts'));
  const module = await import('../../../schemas/rules/identifiers.ts');
  vi.doUnmock('#phone-metadata');
  return module.normalizePhone;
}

const SAMPLES: [string, string?][] = [
  ['5512345678'],
  ['(55) 1234-5678'],
  ['+52 55 1234 5678'],
  ['+5215512345678'],
  ['044 55 1234 5678'],
  ['8112345678', '+52'],
  ['+52 123'],
  ['12345'],
  ['55123456789012'],
  ['not a phone'],
  ['+12025550143'],
  ['2025550143', '+1'],
  ['+34 612 345 678'],
  ['+4915112345678'],
];

describe('the browser\'s phone metadata (decision 156)', () => {
  it('is the current libphonenumber-js "min" metadata cut to +52 (npx tsx scripts/phone-metadata.ts rewrites it)', () => {
    expect(JSON.parse(readFileSync(BROWSER_METADATA_FILE, 'utf8'))).toEqual(browserMetadata());
  });

  it('judges Mexican numbers as the server does, and never refuses what the server takes', async () => {
    const inBrowser = await browserCheck();
    for (const [input, lada] of SAMPLES) {
      const server = serverCheck(input, lada);
      const browser = inBrowser(input, lada);
      if (server.ok) expect(browser, input).toEqual(server);
      else if (input.replace(/\D/g, '').startsWith('52') || !input.startsWith('+')) expect(browser.ok, input).toBe(false);
    }
  });

  it('leaves a plausible number of another country to the server, and refuses what is no number', async () => {
    const inBrowser = await browserCheck();
    expect(inBrowser('+4915112345678')).toEqual({ ok: true, value: '+4915112345678', warnings: [] });
    expect(inBrowser('+49 1')).toMatchObject({ ok: false, code: 'phone_invalid' });
    expect(inBrowser('+52 55 1234')).toMatchObject({ ok: false, code: 'phone_invalid' });
  });
});
