/**
 * A sign-in identifier (username or email) names one account, whichever way it is typed: the key two
 * identifiers collide on is NFKC, then full case folding, then the Latin letter each Cyrillic or Greek
 * look-alike stands for ("Аdmin" with a Cyrillic А is "admin"). Usernames and emails share one key space
 * (the sign_in_identifier table holds the keys with a unique key, docs/decisions/125), and an identifier
 * that mixes Latin with Cyrillic or Greek letters, or hides invisible characters, is refused outright.
 * Pure: the browser's form and the server use the same rule.
 */

/** Cyrillic and Greek letters (after case folding) that read as a Latin letter in common fonts. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y', ո: 'n',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', ζ: 'z', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', σ: 'o',
  τ: 't', υ: 'u', χ: 'x', ω: 'w',
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** Full case folding, near enough: upper then lower folds ß to ss, ς to σ and the dotless ı to i (ẞ lowers to ß, folded too). */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase().replace(/ß/g, 'ss').replace(/i\u0307/g, 'i');
}

/** The key two sign-in identifiers are compared by; '' for a blank one. */
export function identifierKey(identifier: string): string {
  const folded = caseFold(identifier.normalize('NFKC').trim()).normalize('NFKC');
  return folded.replace(LOOK_ALIKE_PATTERN, (letter) => LOOK_ALIKES[letter] ?? letter);
}

export type IdentifierProblem = 'mixedScripts' | 'invisible';

/**
 * Why an identifier may not be stored: letters of Latin together with Cyrillic or Greek (a look-alike
 * spelling of someone else's name), or characters that print as nothing (format and control characters).
 */
export function identifierProblem(identifier: string): IdentifierProblem | undefined {
  const text = identifier.normalize('NFKC');
  if (/[\p{Cf}\p{Cc}]/u.test(text)) return 'invisible';
  const scripts = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u].filter((script) => script.test(text));
  return scripts.length > 1 ? 'mixedScripts' : undefined;
}
