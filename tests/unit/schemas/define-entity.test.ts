import { sql } from 'drizzle-orm';
/**
 * defineEntity: one declaration -> create and update validation, field lists for the list grammar,
 * and the API's 422 error shape.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { defineEntity, filterableFields, searchableFields, sortableFields } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';

const sample = defineEntity({
  name: 'sample',
  access: { module: '/x' },
  timestamps: true,
  softDelete: true,
  fields: {
    key: field.text({ readOnlyOnUpdate: true, filterable: true }),
    name: field.text({ sortable: true, searchable: true }),
    total: field.money({ generated: true, sortable: true }),
    note: field.text({ optional: true }),
  },
});

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : toFieldErrors(result.error as never);
}

describe('createSchema', () => {
  it('requires every non-optional writable field and refuses unknown and generated ones', () => {
    expect(errorsOf(sample.createSchema.safeParse({ note: 'x', total: '5', extra: 1 }))).toEqual({
      key: ['Value is required'],
      name: ['Value is required'],
      total: ['Unknown field'],
      extra: ['Unknown field'],
    });
  });

  it('turns a valid payload into column values, optional blanks into null', () => {
    expect(sample.createSchema.parse({ key: ' K1 ', name: 'Uno', note: '' })).toEqual({ key: 'K1', name: 'Uno', note: null });
  });
});

describe('updateSchema', () => {
  it('accepts any subset of the updatable fields', () => {
    expect(sample.updateSchema.parse({ name: 'Dos' })).toEqual({ name: 'Dos' });
    expect(sample.updateSchema.parse({})).toEqual({});
  });

  it('refuses blanking a required field and any read-only-on-update field', () => {
    expect(errorsOf(sample.updateSchema.safeParse({ name: '  ' }))).toEqual({ name: ['Value is required'] });
    expect(errorsOf(sample.updateSchema.safeParse({ key: 'K2' }))).toEqual({ key: ['Unknown field'] });
  });
});

describe('toFieldErrors', () => {
  it('keeps payload keys named like Object.prototype members as plain entries', () => {
    const errors = errorsOf(sample.createSchema.safeParse({ key: 'k', name: 'n', constructor: 1, toString: 2 }));
    expect(errors).toEqual({ constructor: ['Unknown field'], toString: ['Unknown field'] });
  });

  it('files an error about the whole payload under "_"', () => {
    expect(Object.keys(errorsOf(sample.createSchema.safeParse([1, 2])))).toEqual(['_']);
  });
});

describe('field lists and table', () => {
  it('lists sortable (id first, created_at with timestamps), filterable and searchable fields', () => {
    expect(sortableFields(sample)).toEqual(['id', 'name', 'total', 'created_at']);
    expect(filterableFields(sample)).toEqual(['key']);
    expect(searchableFields(sample)).toEqual(['name']);
  });

  it('defaults: every operation, sort by id descending, record named by name', () => {
    expect([...sample.operations]).toEqual(['list', 'one', 'create', 'update', 'delete']);
    expect(sample.defaultSort).toEqual({ field: 'id', order: 'DESC' });
    expect(sample.recordRepresentation).toBe('name');
  });

  it('builds the table with id, the fields, the version, timestamps and deleted_at', () => {
    const config = getTableConfig(sample.table as never);
    expect(config.name).toBe('sample');
    expect(config.columns.map((c) => c.name)).toEqual(['id', 'key', 'name', 'total', 'note', 'version', 'created_at', 'updated_at', 'deleted_at']);
    expect(config.columns.find((c) => c.name === 'note')?.notNull).toBe(false);
    expect(config.columns.find((c) => c.name === 'name')?.notNull).toBe(true);
  });

  it('gives every record a version: an integer, not null, 1 when created; no field or computed column may take its name', () => {
    const version = getTableConfig(sample.table as never).columns.find((c) => c.name === 'version');
    expect(version).toMatchObject({ columnType: 'PgInteger', notNull: true, default: 1 });
    expect(() => defineEntity({ name: 'clash', access: { module: '/x' }, fields: { version: field.integer() } })).toThrow(/version/);
    expect(() => defineEntity({ name: 'clash', access: { module: '/x' }, fields: { name: field.text() }, computed: { version: { kind: 'integer', sql: () => sql`1` } } })).toThrow(/version/);
  });
});
