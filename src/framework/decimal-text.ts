/**
 * Decimal strings read and rounded as text, digit by digit, so exactly: what the screens that only show
 * money need. decimal.js (32 kB minified) stays with the code that computes with money; a first screen
 * that only formats it does not carry it (decision 182).
 */

/** What decimal.js reads as a finite decimal: a sign, digits with an optional point, an optional exponent. */
const DECIMAL = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:e([+-]?\d+))?$/i;
/** Beyond this exponent a string is no amount (decimal.js would write a million digits): left unread. */
const MAX_EXPONENT = 1_000_000;

/** A decimal as its sign and its digits on either side of the point, without exponent. */
interface DecimalText {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** `"-1.5e2"` -> { negative, whole: "150", fraction: "" }; undefined when decimal.js would not read a finite number. */
export function readDecimal(text: string): DecimalText | undefined {
  const parts = DECIMAL.exec(text);
  if (!parts) return undefined;
  const [, sign, whole = '', pointed = '', bare = '', exponentText] = parts;
  const fraction = pointed || bare;
  const exponent = exponentText ? Number(exponentText) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const integer = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const rest = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  return { negative: sign === '-', whole: integer.replace(/^0+/, ''), fraction: rest.replace(/0+$/, '') };
}

/** Adds one to a string of digits: "199" -> "200", "99" -> "100". */
function increment(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry;
    out = String(sum % 10) + out;
    carry = sum === 10 ? 1 : 0;
  }
  return carry ? `1${out}` : out;
}

/**
 * The decimal rounded half up (ties away from zero) to `decimals` places and written with them all, as
 * decimal.js's `toFixed(decimals, ROUND_HALF_UP)` writes it; a value that rounds to zero has no minus sign.
 */
export function toFixedHalfUp(value: DecimalText, decimals: number): string {
  const kept = value.fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundsUp = (value.fraction[decimals] ?? '0') >= '5';
  const digits = roundsUp ? increment((value.whole || '0') + kept) : (value.whole || '0') + kept;
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const fraction = digits.slice(digits.length - decimals);
  const zero = !/[1-9]/.test(digits);
  return `${value.negative && !zero ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** 1, 0 or -1 by the decimal string's sign; undefined when it is no decimal. */
export function decimalSign(text: string): 1 | 0 | -1 | undefined {
  const value = readDecimal(text.trim());
  if (!value) return undefined;
  if (!/[1-9]/.test(value.whole + value.fraction)) return 0;
  return value.negative ? -1 : 1;
}
