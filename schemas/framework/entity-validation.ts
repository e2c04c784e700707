/**
 * An entity's create and update payload schemas (zod), from its fields: required fields present,
 * unknown fields refused; an update takes any subset of the writable fields but those read-only on
 * update. `defineEntity` builds them through `#entity-validation` (package.json "imports"): eagerly on
 * the server; the browser build takes entity-validation.browser.ts and the generated form builds them
 * here when it opens (src/framework/screens/entity-resolver.ts), so zod is not in the app's first
 * download (decision 157).
 */
import { z } from 'zod';
import type { FieldMeta } from './field.ts';
import { createFieldSchema, fieldSchema } from './validation.ts';

export interface EntitySchemas {
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
}

export function entitySchemas(fields: Readonly<Record<string, FieldMeta>>): EntitySchemas {
  const createShape: Record<string, z.ZodType> = {};
  const updateShape: Record<string, z.ZodType> = {};
  for (const [name, meta] of Object.entries(fields)) {
    if (meta.generated) continue;
    // A create that omits a field with a defaultValue stores the default (decision 161).
    createShape[name] = createFieldSchema(meta);
    if (!meta.readOnlyOnUpdate) updateShape[name] = fieldSchema(meta).optional();
  }
  return { createSchema: z.strictObject(createShape), updateSchema: z.strictObject(updateShape) };
}
