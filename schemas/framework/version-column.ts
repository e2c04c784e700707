/** The record's version column: declared here once for every entity, never as a field (docs/decisions/100). */
export const VERSION_COLUMN = 'version';
