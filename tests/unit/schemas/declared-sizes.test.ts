/**
 * Every field of every entity declares its size: the OpenAPI document bounds it
 * (maxLength, maximum, an enum or a boolean), money is at most 16 integer digits and 2 decimals, and the
 * validation refuses a value just past the bound, and a huge one, at once.
 */
import { describe, expect, it } from 'vitest';
import { declaredEntities } from '../../../schemas/index.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { fieldSchema } from '../../../schemas/framework/validation.ts';
import { fieldJsonSchema } from '../../../server/crud/openapi-schemas.ts';

const fields = Object.values(declaredEntities).flatMap((entity) => Object.entries(entity.fields as Record<string, FieldMeta>).map(([name, meta]) => [`${entity.name}.${name}`, meta] as const));

/** A value of the field's kind far past any size a field may declare. */
function huge(meta: FieldMeta): unknown {
  if (meta.kind === 'integer' || meta.kind === 'reference') return '9'.repeat(100_000);
  if (meta.kind === 'numeric' || meta.kind === 'money' || meta.kind === 'percent') return '9'.repeat(100_000);
  return 'a'.repeat(1_000_000);
}

describe('declared sizes', () => {
  it('every field is bounded in the OpenAPI description', () => {
    const unbounded = fields.filter(([, meta]) => {
      const schema = fieldJsonSchema(meta) as { type: string; maxLength?: number; maximum?: number; enum?: unknown[] };
      return !(schema.type === 'boolean' || schema.enum || (schema.type === 'integer' && schema.maximum !== undefined) || (schema.type === 'string' && schema.maxLength !== undefined));
    });
    expect(unbounded.map(([name]) => name)).toEqual([]);
  });

  it('money is numeric(18,2): 16 integer digits and 2 decimals', () => {
    const money = fields.filter(([, meta]) => meta.kind === 'money');
    expect(money.length).toBeGreaterThan(0);
    for (const [name, meta] of money) expect([name, meta.precision, meta.scale]).toEqual([name, 18, 2]);
    const [, amount] = money[0];
    expect(fieldSchema(amount).safeParse('9999999999999999.99').success).toBe(true);
    expect(fieldSchema(amount).safeParse('99999999999999999').success).toBe(false);
    expect(fieldSchema(amount).safeParse('1.001').success).toBe(false);
  });

  it('every field refuses a value just past its bound and a huge one, each in a few milliseconds', () => {
    let slowest = 0;
    for (const [name, meta] of fields) {
      if (meta.kind === 'boolean' || meta.generated) continue;
      const schema = fieldSchema(meta);
      if (meta.maxLength && meta.kind !== 'select') expect(schema.safeParse('a'.repeat(meta.maxLength + 40)).success, name).toBe(false);
      const started = performance.now();
      expect(schema.safeParse(huge(meta)).success, name).toBe(false);
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(slowest).toBeLessThan(50);
  });
});
