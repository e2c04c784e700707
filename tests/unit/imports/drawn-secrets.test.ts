/**
 * The password an import draws for a person it creates (docs/decisions/242) passes the same policy the
 * user's check hook runs, every time: a draw the policy refuses would refuse the row at random.
 */
import { describe, expect, it } from 'vitest';
import { user } from '../../../schemas/user.ts';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';
import { unusablePassword } from '../../../server/auth/passwords.ts';
import { withSecrets } from '../../../server/imports/import-plan.ts';

const DRAWS = 20_000;
// Short identifiers and company words, which a random draw would spell now and then.
const identity = { username: 'ana', email: 'eva.rio@example.com', name: 'Eva Rio', rfc: 'RIEV800101AB1' };
const companyWords = ['Caudal', 'cap'];
const policy = { identifiers: passwordIdentifiers(identity), companyWords };

describe('the password drawn for an imported person', () => {
  it(`passes the password policy in ${DRAWS.toLocaleString('en')} draws, and no two are alike`, () => {
    const refused: string[] = [];
    const drawn = new Set<string>();
    for (let i = 0; i < DRAWS; i++) {
      const password = unusablePassword(identity, companyWords);
      if (checkPassword(password, policy).length > 0) refused.push(password);
      drawn.add(password);
    }
    expect(refused).toEqual([]);
    expect(drawn.size).toBe(DRAWS);
  });

  it("is drawn for the row's own person when the import fills the user's password", () => {
    const row = withSecrets(user, { username: 'ana', email: 'eva.rio@example.com', name: 'Eva Rio', rfc: 'RIEV800101AB1' }, companyWords);
    expect(row.username).toBe('ana');
    expect(checkPassword(String(row.password), policy)).toEqual([]);
    expect(String(row.password)).toHaveLength(32);
  });
});
