/**
 * `#audit-log` in the browser build (docs/decisions/155): the Bitácora's screens read its declared
 * fields, never the audit_log table, which is built on the server only (schemas/audit-log.ts).
 */
export const auditLog = Object.freeze({ serverOnly: 'the audit_log table is built on the server only (schemas/audit-log.ts)' }) as never;
