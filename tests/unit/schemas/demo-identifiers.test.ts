/**
 * The demo data uses identifiers that exist: every RFC passes with no warning (check digit included),
 * every CURP and CLABE is valid (real date, real bank), so the demo never teaches a wrong example.
 */
import { describe, expect, it } from 'vitest';
import { validateClabe, validateCurp, validateRfc } from '../../../schemas/rules/identifiers.ts';
import { AGENTS, CUSTOMERS } from '../../../server/db/seed/catalogues.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { MORAL_INVESTOR } from '../../../server/db/seed/seed-investments.ts';

const people = [...DEMO_ACCOUNTS, MORAL_INVESTOR];

describe('demo identifiers', () => {
  it.each([...CUSTOMERS, ...AGENTS, ...people].map((row) => [row.name, row.rfc]))('%s has a valid RFC (%s) with no warning', (_name, rfc) => {
    expect(validateRfc(rfc)).toEqual({ ok: true, value: rfc, warnings: [] });
  });

  it.each(people.map((row) => [row.name, row.curp]))('%s has a valid CURP (%s)', (_name, curp) => {
    expect(validateCurp(curp)).toEqual({ ok: true, value: curp, warnings: [] });
  });

  it.each(people.map((row) => [row.name, row.bank_clabe]))('%s has a valid CLABE (%s) of a real bank', (_name, clabe) => {
    expect(validateClabe(clabe)).toEqual({ ok: true, value: clabe, warnings: [] });
  });
});
