/** Lookups fetch every option at once (spec section 9: take=9999). */
export const LOOKUP_PAGE_SIZE = 9999;
