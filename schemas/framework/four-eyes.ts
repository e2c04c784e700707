/**
 * Four-eyes fields (FieldAccess.approval): a change of an existing record's value is held as a pending
 * change until someone else approves it. The server diverts such changes (server/entities/four-eyes.ts),
 * a database trigger refuses any other writer, and the forms say a saved change awaits approval.
 */
import type { FieldMeta } from './field.ts';

interface WithFields {
  fields: Record<string, FieldMeta>;
}

/** The entity's four-eyes fields, in declaration order. */
export function fourEyesFields(entity: WithFields): string[] {
  return Object.entries(entity.fields).filter(([, meta]) => meta.access?.approval === 'four-eyes').map(([name]) => name);
}
