/**
 * One declaration types everything: the table's rows and inserts and the payloads the
 * zod schemas give follow each field's kind and flags. Checked by the type checker (tsc runs over tests/),
 * and at run time that the schemas agree with what the types promise.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { currency } from '../../../schemas/currency.ts';
import type { NewRowOf, RowOf } from '../../../schemas/framework/define-entity.ts';
import { fixtureEntity } from '../../helpers/fixture-entity.ts';

type Fixture = typeof fixtureEntity;

describe('row types from the declaration', () => {
  it('text, money and percent are strings; id and the version numbers; nothing else', () => {
    expectTypeOf<RowOf<typeof currency>>().toEqualTypeOf<{
      id: number;
      version: number;
      name: string;
      description: string;
      code: string;
      interests: string;
      retentions: string;
      interests_pm: string;
      retentions_pm: string;
      min_inv: string;
    }>();
  });

  it('every kind and flag of the fixture: optional adds null, select is its options, timestamps and deleted_at follow the entity', () => {
    type Row = RowOf<Fixture>;
    expectTypeOf<Row['name']>().toEqualTypeOf<string>();
    expectTypeOf<Row['amount']>().toEqualTypeOf<string>();
    expectTypeOf<Row['rate']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<Row['starts_on']>().toEqualTypeOf<string>();
    expectTypeOf<Row['reviewed_at']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Row['active']>().toEqualTypeOf<boolean>();
    expectTypeOf<Row['kind']>().toEqualTypeOf<'basic' | 'premium'>();
    expectTypeOf<Row['currency_id']>().toEqualTypeOf<number>();
    expectTypeOf<Row['contract']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['created_at']>().toEqualTypeOf<Date>();
    expectTypeOf<Row['deleted_at']>().toEqualTypeOf<Date | null>();
  });

  it('inserts: id, optional, defaulted and timestamp columns may be left out; required ones may not', () => {
    type Insert = NewRowOf<Fixture>;
    expectTypeOf<Insert>().toHaveProperty('name').toEqualTypeOf<string>();
    expectTypeOf<Pick<Insert, 'rate'>>().toEqualTypeOf<{ rate?: string | null }>();
    expectTypeOf<Pick<Insert, 'id'>>().toEqualTypeOf<{ id?: number }>();
    expectTypeOf<Pick<Insert, 'created_at'>>().toEqualTypeOf<{ created_at?: Date }>();
    expectTypeOf<Pick<Insert, 'version'>>().toEqualTypeOf<{ version?: number }>();
  });
});

describe('payload types from the declaration', () => {
  type Create = z.infer<Fixture['createSchema']>;
  type Update = z.infer<Fixture['updateSchema']>;

  it('create: the writable fields, required unless optional; a generated field is not there', () => {
    expectTypeOf<Create['name']>().toEqualTypeOf<string>();
    expectTypeOf<Create['amount']>().toEqualTypeOf<string>();
    expectTypeOf<Create['kind']>().toEqualTypeOf<'basic' | 'premium'>();
    expectTypeOf<Pick<Create, 'rate'>>().toEqualTypeOf<{ rate?: string | null }>();
    expectTypeOf<Create>().not.toHaveProperty('created_at');
    expectTypeOf<z.infer<typeof currency.createSchema>>().toEqualTypeOf<{
      name: string;
      description: string;
      code: string;
      interests: string;
      retentions: string;
      interests_pm: string;
      retentions_pm: string;
      min_inv: string;
    }>();
  });

  it('update: every field optional, a read-only-on-update field not there', () => {
    expectTypeOf<Update>().not.toHaveProperty('code');
    expectTypeOf<Pick<Update, 'name'>>().toEqualTypeOf<{ name?: string }>();
  });

  it('the schemas accept what the types describe and refuse a generated or read-only field', () => {
    const valid: z.infer<typeof currency.createSchema> = {
      name: 'Peso', description: 'Peso mexicano', code: 'MXN', interests: '10', retentions: '1', interests_pm: '10', retentions_pm: '1', min_inv: '1000.00',
    };
    expect(currency.createSchema.safeParse(valid).success).toBe(true);
    expect(fixtureEntity.updateSchema.safeParse({ code: 'X' }).success).toBe(false);
    expect(fixtureEntity.createSchema.safeParse({ created_at: new Date() }).success).toBe(false);
  });

  it('the version is no payload field: a create or an update naming it is refused', () => {
    expectTypeOf<Create>().not.toHaveProperty('version');
    expectTypeOf<Update>().not.toHaveProperty('version');
    expect(fixtureEntity.updateSchema.safeParse({ name: 'x', version: 99 }).success).toBe(false);
    const valid = { name: 'Peso', description: 'Peso mexicano', code: 'MXN', interests: '10', retentions: '1', interests_pm: '10', retentions_pm: '1', min_inv: '1000.00' };
    expect(currency.createSchema.safeParse(valid).success).toBe(true);
    expect(currency.createSchema.safeParse({ ...valid, version: 1 }).success).toBe(false);
  });
});
