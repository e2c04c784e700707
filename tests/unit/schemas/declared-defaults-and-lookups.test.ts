/**
 * Declared defaults: a create that omits a field with a defaultValue takes the default (update never
 * does); and every reference's declared lookup order and label name a field the target has, its order
 * one the target's list may be sorted by (the lookup would be a 422 otherwise).
 */
import { describe, expect, it } from 'vitest';
import { declaredEntities } from '../../../schemas/index.ts';
import { defineEntity, type Entity } from '../../../schemas/framework/define-entity.ts';
import { field, type FieldMeta } from '../../../schemas/framework/field.ts';
import { listSortKeys, referenceLabelField, referenceSort } from '../../../schemas/framework/reference-labels.ts';

const sample = defineEntity({
  name: 'sample',
  access: { module: '/x' },
  fields: {
    name: field.text(),
    active: field.boolean({ defaultValue: true }),
    tier: field.select(['basic', 'premium'], { defaultValue: 'basic' }),
    tries: field.integer({ defaultValue: 3 }),
    note: field.text({ optional: true, defaultValue: 'sin nota' }),
  },
});

describe('defaultValue on create', () => {
  it('fills every omitted field with its default', () => {
    expect(sample.createSchema.parse({ name: 'a' })).toEqual({ name: 'a', active: true, tier: 'basic', tries: 3, note: 'sin nota' });
  });

  it('keeps what the payload says, false and null included', () => {
    expect(sample.createSchema.parse({ name: 'a', active: false, tier: 'premium', tries: 0, note: null })).toEqual({ name: 'a', active: false, tier: 'premium', tries: 0, note: null });
  });

  it('still refuses a required field without a default, and an explicit null on a required one', () => {
    expect(sample.createSchema.safeParse({}).success).toBe(false);
    const nulled = sample.createSchema.safeParse({ name: 'a', active: null });
    expect(nulled.success).toBe(false);
    expect(nulled.error?.issues[0]?.path).toEqual(['active']);
  });

  it('is not applied on update: an update names only what it changes', () => {
    expect(sample.updateSchema.parse({ name: 'b' })).toEqual({ name: 'b' });
  });
});

describe('declared reference lookups', () => {
  const references = Object.values(declaredEntities).flatMap((entity: Entity) =>
    Object.entries(entity.fields as Record<string, FieldMeta>)
      .filter(([, meta]) => meta.kind === 'reference' && (meta.lookupSort || meta.lookupLabel))
      .map(([name, meta]) => [`${entity.name}.${name}`, meta] as const),
  );

  it('are declared somewhere (the loans choose customers, companies and agents by name)', () => {
    expect(references.map(([name]) => name)).toEqual(expect.arrayContaining(['loan.customer_id', 'loan.company_id', 'loan.agent_id', 'audit_log.user_id']));
  });

  it.each(references)('%s sorts by a field the target list may sort by, and labels by one it has', (_name, meta) => {
    const target = declaredEntities[meta.reference!().name];
    expect(listSortKeys(target)).toContain(referenceSort(meta).field);
    const labelField = referenceLabelField(meta, target);
    expect(labelField === 'id' || labelField in target.fields).toBe(true);
  });
});
