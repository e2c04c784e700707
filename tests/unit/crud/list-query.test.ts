/**
 * parseListQuery: the one list grammar. Every parameter it does not know is a 422 naming it.
 */
import { describe, expect, it } from 'vitest';
import { defineEntity, type Entity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { DEFAULT_TAKE, MAX_TAKE, parseListQuery } from '../../../server/crud/list-query.ts';
import { HttpError } from '../../../server/http/errors.ts';

const target = () => ({ name: 'status', recordRepresentation: 'name', table: {} });

const loan = defineEntity({
  name: 'loan_sample',
  access: { module: '/x' },
  fields: {
    name: field.text({ filterable: true, sortable: true, searchable: true }),
    amount: field.money({ filterable: true, sortable: true }),
    emission: field.date({ filterable: true }),
    status_id: field.reference(target, { filterable: true }),
    closed: field.boolean({ filterable: true }),
    note: field.text(),
  },
  defaultSort: { field: 'name', order: 'ASC' },
});

const archived = defineEntity({ name: 'archived_sample', access: { module: '/x' }, softDelete: true, fields: { name: field.text() } });

/** The 422's field errors, or the parsed query when it parses. */
function errorsOf(query: Record<string, unknown>, entity: Entity = loan): Record<string, string[]> {
  try {
    parseListQuery(entity, query);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    return Object.fromEntries(Object.entries((error as HttpError).errors ?? {}).map(([field, messages]) => [field, messages.map(String)]));
  }
}

describe('paging and sorting', () => {
  it('defaults to the first page of 25 in the entity default order', () => {
    expect(parseListQuery(loan, {})).toEqual({ take: DEFAULT_TAKE, page: 1, sort: 'name', order: 'asc', q: undefined, filters: [], ids: undefined, trashed: 'without' });
  });

  it('takes take, page, sort and an order in either case', () => {
    expect(parseListQuery(loan, { take: '9999', page: '3', sort: 'amount', order: 'DESC' })).toMatchObject({ take: MAX_TAKE, page: 3, sort: 'amount', order: 'desc' });
  });

  it.each([['10000'], ['0'], ['-1'], ['abc'], ['1.5']])('refuses take=%s', (take) => {
    expect(Object.keys(errorsOf({ take }))).toEqual(['take']);
  });

  it('refuses page=0, an unknown sort field, a non-sortable field and an unknown order', () => {
    expect(Object.keys(errorsOf({ page: '0' }))).toEqual(['page']);
    expect(errorsOf({ sort: 'nope' }).sort).toEqual(['Cannot sort by "nope"; sortable fields: id, name, amount']);
    expect(Object.keys(errorsOf({ sort: 'note' }))).toEqual(['sort']);
    expect(errorsOf({ order: 'sideways' })).toEqual({ order: ['Value must be asc or desc'] });
  });

  it('reports every bad parameter at once', () => {
    expect(Object.keys(errorsOf({ take: '0', sort: 'x', order: 'up', bogus: '1' })).sort()).toEqual(['bogus', 'order', 'sort', 'take']);
  });
});

describe('filters', () => {
  it('filters text by "contains", and ignores an empty value', () => {
    expect(parseListQuery(loan, { name: 'Pesquera', amount: '' }).filters).toEqual([{ field: 'name', operator: 'contains', value: 'Pesquera' }]);
  });

  it('filters other kinds by equality, several values (comma or repeated) by membership', () => {
    expect(parseListQuery(loan, { status_id: '3', closed: 'false' }).filters).toEqual([
      { field: 'status_id', operator: 'eq', value: 3 },
      { field: 'closed', operator: 'eq', value: false },
    ]);
    expect(parseListQuery(loan, { status_id: '1,2' }).filters).toEqual([{ field: 'status_id', operator: 'in', value: [1, 2] }]);
    expect(parseListQuery(loan, { status_id: ['4', '5'] }).filters).toEqual([{ field: 'status_id', operator: 'in', value: [4, 5] }]);
  });

  it('takes _gte and _lte ranges on numbers and dates', () => {
    expect(parseListQuery(loan, { amount_gte: '100.50', emission_lte: '2026-12-31' }).filters).toEqual([
      { field: 'amount', operator: 'gte', value: '100.50' },
      { field: 'emission', operator: 'lte', value: '2026-12-31' },
    ]);
  });

  it('refuses values the field would refuse, with the field message', () => {
    expect(errorsOf({ status_id: 'abc' })).toEqual({ status_id: ['Value must be a whole number'] });
    expect(errorsOf({ amount_gte: '-5' })).toEqual({ amount_gte: ['Value must be numeric'] });
    expect(errorsOf({ emission: '2026-02-30' })).toEqual({ emission: ['Value must be a date (YYYY-MM-DD)'] });
    expect(errorsOf({ closed: 'maybe' })).toEqual({ closed: ['Value must be true or false'] });
  });

  it.each([['bogus'], ['note'], ['name_gte'], ['closed_lte'], ['constructor'], ['toString'], ['__proto__']])('refuses the unknown filter %s', (key) => {
    const errors = errorsOf({ [key]: '1' });
    expect(Object.keys(errors)).toEqual([key]);
    expect(errors[key][0]).toMatch(/^Unknown filter/);
  });
});

describe('search, ids and deleted records', () => {
  it('trims q, caps it at 200 characters, and drops a blank one', () => {
    expect(parseListQuery(loan, { q: '  pesca  ' }).q).toBe('pesca');
    expect(parseListQuery(loan, { q: 'x'.repeat(500) }).q).toHaveLength(200);
    expect(parseListQuery(loan, { q: '   ' }).q).toBeUndefined();
  });

  it('takes ids as a comma-separated list and refuses anything else', () => {
    expect(parseListQuery(loan, { ids: '3,1,2' }).ids).toEqual([3, 1, 2]);
    expect(Object.keys(errorsOf({ ids: '1,a' }))).toEqual(['ids']);
  });

  it('takes trashed only on soft-deleting entities', () => {
    expect(parseListQuery(archived, { trashed: 'only' }).trashed).toBe('only');
    expect(parseListQuery(archived, { trashed: 'with' }).trashed).toBe('with');
    expect(errorsOf({ trashed: 'everything' }, archived)).toEqual({ trashed: ['Value must be without, with or only'] });
    expect(errorsOf({ trashed: 'only' })).toEqual({ trashed: ['This list has no deleted records'] });
  });
});

describe('filterable computed columns (decision 083)', () => {
  const withComputed = defineEntity({
    name: 'computed_sample',
    access: { module: '/x' },
    fields: { name: field.text() },
    computed: {
      overdue: { kind: 'integer', filterable: true, sql: () => { throw new Error('not built by the parser'); } },
      since: { kind: 'date', filterable: true, sql: () => { throw new Error('not built by the parser'); } },
      label: { kind: 'text', filterable: true, sql: () => { throw new Error('not built by the parser'); } },
      total: { kind: 'money', sql: () => { throw new Error('not built by the parser'); } },
    },
  });

  it('reads equality and ranges, marked as computed', () => {
    const query = parseListQuery(withComputed, { overdue_gte: '1', since_lte: '2026-01-31', overdue: '3' });
    expect(query.filters).toEqual([
      { field: 'overdue', operator: 'gte', value: 1, computed: true },
      { field: 'since', operator: 'lte', value: '2026-01-31', computed: true },
      { field: 'overdue', operator: 'eq', value: 3, computed: true },
    ]);
  });

  it('refuses bad values, ranges on text and columns not declared filterable, by name', () => {
    expect(() => parseListQuery(withComputed, { overdue_gte: 'many' })).toThrow(HttpError);
    for (const key of ['overdue_gte', 'label_gte', 'total']) {
      try {
        parseListQuery(withComputed, { [key]: key === 'overdue_gte' ? 'x' : '5' });
        expect.unreachable(key);
      } catch (error) {
        expect(Object.keys((error as HttpError).errors ?? {})).toEqual([key]);
      }
    }
  });
});
