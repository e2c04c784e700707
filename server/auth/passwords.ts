/**
 * Passwords: argon2id hashes, the policy's messages, and the temporary passwords that password
 * recovery sends (DOMAIN.md "Password policy").
 */
import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { checkPassword, passwordIdentifiers, type PasswordRule, type UserIdentity } from '../../schemas/rules/password-policy.ts';
import { msg, type Localized } from '../i18n/localized.ts';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID as never });
}

let dummyHash: Promise<string> | undefined;

/**
 * Does `plain` match the stored hash? Without a hash (unknown user) a dummy one is checked, so the
 * answer takes as long whether or not the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  dummyHash ??= hashPassword(`no account ${randomInt(1e9)}`);
  const target = stored && stored.startsWith('$argon2') ? stored : await dummyHash;
  try {
    const matches = await verify(target, plain);
    return matches && target === stored;
  } catch {
    return false;
  }
}

/** The policy's complaint about one rule, in the caller's language (`password.<rule>` in server/i18n). */
export const passwordRuleMessage = (rule: PasswordRule): Localized => msg(`password.${rule}`);

export function companyWordsOf(setting: string): string[] {
  return setting.split(',').map((w) => w.trim()).filter(Boolean);
}

/** The policy's complaints about a password for this user; empty when it is acceptable. */
export function passwordProblems(password: string, identity: UserIdentity, companyWords: readonly string[]): Localized[] {
  return checkPassword(password, { identifiers: passwordIdentifiers(identity), companyWords }).map(passwordRuleMessage);
}

// Look-alike characters (I, l, 1, O, 0) are left out: the password is read off a phone and typed.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '#$%&*+=?@';
const TEMPORARY_LENGTH = 12;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];

/**
 * `length` random characters with every class the policy asks for, redrawn until the policy itself
 * (passwordProblems, as the user's check hook runs it) accepts them for this user. Random characters
 * fall into a run ("abcd", "1234", "aaaa") or spell a name now and then, so only asking the policy
 * keeps a drawn password acceptable whatever its rules become. Nothing in a draw is fixed, so no
 * identifier or company word is in every draw and the loop ends: about one draw in a hundred is redrawn.
 */
function drawnPassword(length: number, identity: UserIdentity, companyWords: readonly string[]): string {
  for (;;) {
    const all = UPPER + LOWER + DIGITS + SPECIAL;
    const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < length) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const candidate = chars.join('');
    if (passwordProblems(candidate, identity, companyWords).length === 0) return candidate;
  }
}

/** 12 random characters with every class the policy asks for, accepted by the policy for this user. */
export const temporaryPassword = (identity: UserIdentity, companyWords: readonly string[]): string => drawnPassword(TEMPORARY_LENGTH, identity, companyWords);

/** 32 characters (about 190 bits) nobody is told: an imported person sets theirs by recovery (docs/decisions/242). */
const UNUSABLE_LENGTH = 32;

/** A password for a person created by import, never stored in the job, accepted by the policy for this user. */
export const unusablePassword = (identity: UserIdentity, companyWords: readonly string[]): string => drawnPassword(UNUSABLE_LENGTH, identity, companyWords);
