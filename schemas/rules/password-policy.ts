/**
 * Password policy, DOMAIN.md "Password policy". Plain TypeScript with no imports so the browser can
 * show the same rules live while the user types.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (at least 64 must fit); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
/** Identifiers shorter than this would reject too many honest passwords ("ana", "li"). */
const MIN_IDENTIFIER_LENGTH = 3;
const RUN_LENGTH = 4;

export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'uppercase'
  | 'digit'
  | 'special'
  | 'containsIdentifier'
  | 'containsCompanyWord'
  | 'repeated'
  | 'sequential';

export interface PasswordContext {
  /** Username, email local part, first and last names, RFC: see `passwordIdentifiers`. */
  identifiers: readonly string[];
  /** Configured words about the company that must not appear. */
  companyWords: readonly string[];
}

/** Lower case without accents, so "José" and "JOSE" both match inside "xjose1!". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function containsAny(folded: string, words: readonly string[]): boolean {
  return words.some((word) => {
    const needle = fold(word.trim());
    return needle.length >= MIN_IDENTIFIER_LENGTH && folded.includes(needle);
  });
}

/** 4 identical characters in a row, ignoring case ("Aaaa" counts). */
function hasRepeatedRun(folded: string): boolean {
  const chars = [...folded];
  let run = 1;
  for (let i = 1; i < chars.length; i++) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run >= RUN_LENGTH) return true;
  }
  return false;
}

/** Position in its class: digits 0-9 and letters a-z (case folded); anything else breaks a run. */
function classAndPosition(char: string): [cls: 'digit' | 'letter', position: number] | null {
  if (/^[0-9]$/.test(char)) return ['digit', char.charCodeAt(0) - 48];
  if (/^[a-z]$/.test(char)) return ['letter', char.charCodeAt(0) - 97];
  return null;
}

/** 4 characters of one class stepping +1 or -1 without wrapping ("1234", "zyxw"; not "7890"). */
function hasSequentialRun(folded: string): boolean {
  const chars = [...folded].map(classAndPosition);
  let run = 1;
  let step = 0;
  for (let i = 1; i < chars.length; i++) {
    const previous = chars[i - 1];
    const current = chars[i];
    const difference = previous && current && previous[0] === current[0] ? current[1] - previous[1] : 0;
    if (Math.abs(difference) !== 1) run = 1;
    else if (run > 1 && difference === step) run += 1;
    else run = 2;
    step = difference;
    if (run >= RUN_LENGTH) return true;
  }
  return false;
}

/** The rules the password breaks; empty means accepted. */
export function checkPassword(password: string, context: PasswordContext): PasswordRule[] {
  const failed: PasswordRule[] = [];
  const length = [...password].length;
  const folded = fold(password);
  if (length < PASSWORD_MIN_LENGTH) failed.push('minLength');
  if (length > PASSWORD_MAX_LENGTH) failed.push('maxLength');
  if (!/\p{Lu}/u.test(password)) failed.push('uppercase');
  if (!/\p{Nd}/u.test(password)) failed.push('digit');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) failed.push('special');
  if (containsAny(folded, context.identifiers)) failed.push('containsIdentifier');
  if (containsAny(folded, context.companyWords)) failed.push('containsCompanyWord');
  if (hasRepeatedRun(folded)) failed.push('repeated');
  if (hasSequentialRun(folded)) failed.push('sequential');
  return failed;
}

export interface UserIdentity {
  username?: string | null;
  email?: string | null;
  name?: string | null;
  lastName?: string | null;
  rfc?: string | null;
}

/** The identifiers a password must not contain: username, email local part (and its pieces), each name word, RFC. */
export function passwordIdentifiers(user: UserIdentity): string[] {
  const localPart = user.email?.split('@')[0] ?? '';
  const candidates = [
    user.username ?? '',
    localPart,
    ...localPart.split(/[._+-]+/),
    ...`${user.name ?? ''} ${user.lastName ?? ''}`.split(/\s+/),
    user.rfc ?? '',
  ];
  const unique = new Set(candidates.map((c) => c.trim()).filter((c) => c.length >= MIN_IDENTIFIER_LENGTH));
  return [...unique];
}
