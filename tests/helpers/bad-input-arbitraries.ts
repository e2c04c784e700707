/**
 * fast-check arbitraries derived from an entity's field metadata: payloads that mix valid values
 * with every kind of wrong one (wrong types, huge and unicode strings, negatives, impossible dates,
 * nested objects and arrays, SQL metacharacters, control characters, extra keys), and list query strings.
 */
import fc from 'fast-check';
import { filterableFields, sortableFields, type Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';

const SQL_METACHARACTERS = [
  "'; DROP TABLE audit_log; --",
  "' OR '1'='1",
  '"; SELECT pg_sleep(1); --',
  '%_\\',
  '$1',
  '\\x00',
  "E'\\\\'",
  ');--',
];

const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '2026-00-10', '0000-00-00', '1899-12-31', '3000-01-01', '2026-2-3', '2026-02-29T25:00:00Z'];

const SURPRISING_NUMBERS = [-1, -5, -0.5, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, 1e-7, 3.14159265358979, Number.MAX_SAFE_INTEGER];

const SURPRISING_STRINGS = ['', '   ', '\t\n', '-5', '1e5', '0x1F', 'NaN', 'Infinity', '1,5', '١٢٣', 'null', 'true', '\u0000', 'a\u0000b', '\uFEFF', '👍🏽', 'ñÑáéíóú', '𝓤𝓷𝓲𝓬𝓸𝓭𝓮'];

/** A value of a wrong type or shape for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...SQL_METACHARACTERS, ...IMPOSSIBLE_DATES, ...SURPRISING_STRINGS),
  fc.constantFrom(...SURPRISING_NUMBERS),
  fc.integer({ min: -(2 ** 40), max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 256, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 3_000 }).map((n) => 'ñ👍'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.constantFrom(null, true, false),
);

/** A value the field's validation accepts (or nearly: duplicates of unique values are possible). */
export function plausibleValue(meta: FieldMeta, referenceIds: readonly number[]): fc.Arbitrary<unknown> {
  switch (meta.kind) {
    case 'text':
      return fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(meta.maxLength ?? 255, 60) });
    case 'email':
      return fc.emailAddress();
    case 'numeric':
    case 'money':
    case 'percent':
      return fc.tuple(fc.nat({ max: 10 ** Math.min(6, (meta.precision ?? 18) - (meta.scale ?? 0)) }), fc.nat({ max: 99 })).map(([whole, cents]) => ((meta.scale ?? 0) > 0 ? `${whole}.${cents}` : String(whole)));
    case 'integer':
      return fc.integer({ min: meta.min ?? 0, max: meta.max ?? 2147483647 });
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'boolean':
      return fc.boolean();
    case 'select':
      return fc.constantFrom(...(meta.options ?? ['']));
    case 'reference':
      return referenceIds.length > 0 ? fc.oneof(fc.constantFrom(...referenceIds), fc.integer({ min: 1, max: 2147483647 })) : fc.integer({ min: 1, max: 2147483647 });
    case 'file':
      return fc.stringMatching(/^\/api\/files\/[a-f0-9]{8}\.(pdf|xml)$/);
  }
}

/** Mostly valid with an occasional wrong value, so that some writes succeed and the rest hit every check. */
function fieldValue(meta: FieldMeta, referenceIds: readonly number[]): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: plausibleValue(meta, referenceIds) }, { weight: 1, arbitrary: wrongValue });
}

const extraKeys = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'created_at', 'deleted_at', '__proto__', 'constructor')), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

/**
 * A request body: a complete payload (each value sometimes wrong), a partial one, a complete one with
 * extra keys, or not an object at all. `referenceIds[field]` lists existing ids for reference fields.
 */
export function payloadArbitrary(entity: Entity, referenceIds: Record<string, readonly number[]>, mode: 'create' | 'update'): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.generated || (mode === 'update' && meta.readOnlyOnUpdate)) continue;
    shape[name] = fieldValue(meta, referenceIds[name] ?? []);
  }
  const complete = fc.record(shape);
  return fc.oneof(
    { weight: 5, arbitrary: complete },
    { weight: 3, arbitrary: fc.record(shape, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.tuple(complete, extraKeys).map(([payload, extra]) => ({ ...payload, ...extra })) },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), wrongValue) },
  );
}

/** A list query: real parameter names with wrong or right values, and made-up ones. */
export function listQueryArbitrary(entity: Entity): fc.Arbitrary<Record<string, string | string[]>> {
  const filterable = filterableFields(entity);
  const names = ['take', 'page', 'sort', 'order', 'q', 'ids', 'trashed', ...filterable, ...filterable.flatMap((f) => [`${f}_gte`, `${f}_lte`])];
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
  const text = fc.oneof(
    wrongValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')),
    fc.constantFrom(...sortableFields(entity), 'asc', 'DESC', '1', '0', '9999', '10000', '1,2,3', 'true', '2026-01-31'),
  );
  const value = fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: fc.array(text, { minLength: 1, maxLength: 3 }) });
  return fc.dictionary(key, value, { maxKeys: 5 });
}
