/**
 * Writes schemas/rules/phone-metadata-mx.json: libphonenumber-js's "min" metadata cut to the calling
 * codes the browser checks in full (decision 156: Mexico's +52). The browser loads it instead of every
 * country's (about 19 kB gzipped); the server keeps the whole set. `npx tsx scripts/phone-metadata.ts`
 * after upgrading libphonenumber-js; tests/unit/schemas/phone-metadata.test.ts says when it is due.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import metadata from 'libphonenumber-js/min/metadata';

/** The calling codes checked in the browser; numbers with any other code are the server's to judge. */
export const BROWSER_CALLING_CODES = ['52'] as const;
export const BROWSER_METADATA_FILE = fileURLToPath(new URL('../schemas/rules/phone-metadata-mx.json', import.meta.url));

type Json = typeof metadata & { country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };

export function browserMetadata(full: Json = metadata as Json): Json {
  const codes = Object.fromEntries(BROWSER_CALLING_CODES.map((code) => [code, full.country_calling_codes[code]]));
  const countries = Object.fromEntries(Object.values(codes).flat().map((iso) => [iso, full.countries[iso]]));
  return { ...full, country_calling_codes: codes, countries, nonGeographic: {} } as Json;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(BROWSER_METADATA_FILE, `${JSON.stringify(browserMetadata())}\n`);
  console.log(`wrote ${BROWSER_METADATA_FILE}`);
}
