/**
 * Mexican identifiers made from a sequence number (DOMAIN.md "Mexican identifiers"): each n gives another
 * RFC, CURP, CLABE or phone, and every one carries the check digit the server's own functions
 * (schemas/rules/identifiers.ts) compute, so it passes the same checks a person's would.
 */
import { clabeCheckDigit, CURP_INCONVENIENT_WORDS, curpCheckDigit, RFC_INCONVENIENT_WORDS, rfcCheckDigit } from '../../../schemas/rules/identifiers.ts';
import { CLABE_BANKS } from '../../../schemas/rules/clabe-banks.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VOWELS = 'AEIOU';
/** CURP's internal consonants ([B-DF-HJ-NP-TV-Z]). */
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
/** SAT's homoclave table has no 0 and no O; the first character is at most V (identifiers.ts). */
const HOMOCLAVE_FIRST = '123456789ABCDEFGHIJKLMNPQRSTUV';
const HOMOCLAVE_SECOND = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
const STATES = ['AS', 'BC', 'CH', 'DF', 'GT', 'JC', 'MC', 'NL', 'OC', 'PL', 'QT', 'SL', 'VZ', 'YN'];
const BANKS = Object.keys(CLABE_BANKS).sort();

/** The n-th character of `alphabet`, the digits of n read in its base (little end first). */
function digitOf(alphabet: string, n: number, position: number): string {
  return alphabet[Math.floor(n / alphabet.length ** position) % alphabet.length];
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** YYMMDD of a day that exists in every century (days up to 28). */
function shortDate(n: number): string {
  return `${pad(40 + (n % 60), 2)}${pad(1 + (Math.floor(n / 60) % 12), 2)}${pad(1 + (Math.floor(n / 720) % 28), 2)}`;
}

/** Letters that spell no word SAT or RENAPO excludes: the next n is tried until one does not. */
function letters(n: number, count: number, excluded: ReadonlySet<string>, shape: (n: number) => string): string {
  for (let k = n; ; k++) {
    const candidate = shape(k);
    if (candidate.length === count && !excluded.has(candidate.slice(0, 4))) return candidate;
  }
}

function withRfcCheckDigit(body: string): string {
  return body + rfcCheckDigit(`${body}0`);
}

/** A persona física's RFC: 13 characters, real date, SAT's homoclave, check digit. */
export function personRfc(n: number): string {
  const initials = letters(n, 4, RFC_INCONVENIENT_WORDS, (k) => [0, 1, 2, 3].map((p) => digitOf(LETTERS, k, p)).join(''));
  return withRfcCheckDigit(`${initials}${shortDate(n)}${digitOf(HOMOCLAVE_FIRST, n, 0)}${digitOf(HOMOCLAVE_SECOND, n, 1)}`);
}

/** A persona moral's RFC: 12 characters. */
export function companyRfc(n: number): string {
  const initials = [0, 1, 2].map((p) => digitOf(LETTERS, n, p)).join('');
  return withRfcCheckDigit(`${initials}${shortDate(n)}${digitOf(HOMOCLAVE_FIRST, n, 0)}${digitOf(HOMOCLAVE_SECOND, n, 1)}`);
}

/** A CURP of someone born in the 1900s (a digit in the 17th place), with RENAPO's check digit. */
export function curp(n: number): string {
  const initials = letters(n, 4, CURP_INCONVENIENT_WORDS, (k) => `${digitOf(LETTERS, k, 0)}${digitOf(VOWELS, k, 1)}${digitOf(LETTERS, k, 2)}${digitOf(LETTERS, k, 3)}`);
  const consonants = [0, 1, 2].map((p) => digitOf(CONSONANTS, n, p)).join('');
  const body = `${initials}${shortDate(n)}${n % 2 === 0 ? 'H' : 'M'}${STATES[n % STATES.length]}${consonants}${n % 10}`;
  return body + curpCheckDigit(body);
}

/** A CLABE of a bank in Banxico's catalogue: bank 3, branch 3, account 11, check digit. */
export function clabe(n: number): string {
  const body = `${BANKS[n % BANKS.length]}${pad(n % 1000, 3)}${pad(n % 100_000_000_000, 11)}`;
  return body + clabeCheckDigit(body);
}

/** A Mexico City number in E.164 (+52 55...), past the seeded ones (+52 55 1000 00xx). */
export function mexicanPhone(n: number): string {
  return `+5255${20_000_000 + (n % 80_000_000)}`;
}
