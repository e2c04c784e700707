/**
 * A list's statements, built once per shape and reused (bench/README.md "Throughput"). The
 * shape is what decides the SQL text: which filters with which operators, search or not, the deleted
 * switch, sort and order; the values go in as parameters. Building the same SELECT with Drizzle on
 * every request was the largest avoidable cost of a list answer. The page is a prepared statement
 * (PostgreSQL parses it once per connection); the plan estimate and the capped count reuse their SQL
 * text. Lists narrowed by a caller's row scope, by `ids` or by several values of one field are built
 * per request: their SQL text depends on the values.
 */
import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from './list-query.ts';

/** Enough for every shape the screens ask for; past it, new shapes are built per request (never evicted). */
const MAX_SHAPES_PER_LIST = 200;

/** Prepared statement names are per connection and must never name two texts: numbered across the process. */
let statementsNamed = 0;

/** What stands for a value in a condition: the value itself, or a named placeholder. */
export type Bind = (name: string, value: unknown) => unknown;
export const asValue: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name) as Placeholder;

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The key of a query's shape, or undefined when its SQL text would depend on its values. */
export function shapeOf(query: ListQuery): string | undefined {
  if (query.ids || query.filters.some((f) => f.operator === 'in' || f.computed)) return undefined;
  // What `q` searches is part of the text: a reader who may not read some fields searches fewer.
  const searched = query.q ? [...(query.unsearchable ?? [])].sort() : false;
  return JSON.stringify([query.filters.map((f) => [f.field, f.operator]), searched, query.trashed, query.sort, query.order]);
}

/**
 * The placeholders' values, named as the conditions name them (`f<i>`, `q`, `take`, `offset`), each
 * encoded by its column as Drizzle encodes a bound value (a Date to its ISO text), so both paths send
 * the same parameters.
 */
export function placeholderValues(query: ListQuery, column: (name: string) => PgColumn): Record<string, unknown> {
  const values: Record<string, unknown> = { take: query.take, offset: (query.page - 1) * query.take };
  query.filters.forEach((filter, i) => {
    values[`f${i}`] = filter.operator === 'contains' ? containsPattern(String(filter.value)) : column(filter.field).mapToDriverValue(filter.value);
  });
  if (query.q) values.q = containsPattern(query.q);
  return values;
}

export interface ListStatements<Row> {
  page(values: Record<string, unknown>): Promise<Row[]>;
  explainText: string;
  cappedCountText: string;
  countParams(values: Record<string, unknown>): unknown[];
}

/** The estimate's and the capped count's SQL, from the SELECT of the matching rows (placeholders in it). */
export function countStatements(matching: { toSQL(): { sql: string; params: unknown[] } }, cap: number) {
  const { sql: text, params } = matching.toSQL();
  return {
    explainText: `EXPLAIN (FORMAT JSON) ${text}`,
    cappedCountText: `select count(*)::int as n from (${text} limit ${cap + 1}) as capped`,
    countParams: (values: Record<string, unknown>) => fillPlaceholders(params, values),
  };
}

export class ListStatementCache<Row> {
  private readonly shapes = new Map<string, ListStatements<Row>>();

  constructor(private readonly label: string) {}

  /**
   * The shape's statements, built by `build` (with a statement name of its own) the first time;
   * undefined once the list keeps its maximum of shapes and this one is new.
   */
  of(shape: string, build: (statementName: string) => ListStatements<Row>): ListStatements<Row> | undefined {
    const known = this.shapes.get(shape);
    if (known || this.shapes.size >= MAX_SHAPES_PER_LIST) return known;
    const statements = build(`caudal_list_${this.label}_${++statementsNamed}`);
    this.shapes.set(shape, statements);
    return statements;
  }
}
