/**
 * `#phone-metadata` in the browser build (decision 156): Mexico's numbers are checked in full with a
 * 0.3 kB cut of libphonenumber-js's metadata (scripts/phone-metadata.ts writes it); a number with
 * another country's code passes the browser when it is plausible E.164 and the server, which holds
 * every country's metadata, decides.
 */
import metadata from './phone-metadata-mx.json';

// Typed as the JSON reads: identifiers.ts is type-checked against phone-metadata.ts, the server's variant.
export const phoneMetadata = metadata;

export const CHECKS_EVERY_CALLING_CODE = false;
