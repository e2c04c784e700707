/**
 * An investment's terms (spec section 9), in one place for the entity, the server's returns and the
 * browser's calculator: the durations it may have, in months, and the floor of its amount.
 */

/** The durations, as the select of the investment form and the calculator offer them. */
export const INVESTMENT_DURATIONS = ['3', '6', '9', '12'] as const;

/** The same durations as numbers of months, for the returns' arithmetic. */
export const INVESTMENT_MONTHS: readonly number[] = INVESTMENT_DURATIONS.map(Number);

/** The spec's floor: "the investment must be greater than $ 100,000 MXN" (strictly greater). */
export const MINIMUM_INVESTMENT_MXN = '100000';
