/**
 * Constraints declared on an entity (docs/decisions/271): each gives the database's index or CHECK (the
 * migration drizzle-kit generates from the table, table.ts), the server's 422 before the write
 * (server/crud/declared-checks.ts) and, should a concurrent write reach the database first, the same
 * 422 from the constraint's name (server/http/database-errors.ts). The message is written once, in
 * both languages, beside the constraint.
 */
import type { FieldMeta } from './field.ts';
import type { DeclaredText } from './messages.ts';

/**
 * No two records share these fields' values (together, when several). `ignoreCase`: text compared in
 * lower case ("ABC" repeats "abc"). `except`: values (of a single field) that may repeat, compared as
 * the constraint compares (SAT's generic RFCs XAXX010101000 and XEXX010101000). A record with any of
 * the fields empty takes part in no comparison (NULLs are distinct, as PostgreSQL has them).
 */
export interface UniqueConstraint<N extends string = string> {
  readonly kind: 'unique';
  /** The index's name is `<table>_<name>_unique`. */
  readonly name: string;
  readonly fields: readonly N[];
  readonly ignoreCase?: boolean;
  readonly except?: readonly string[];
  /** The field the 422 names (default: the first). */
  readonly field?: N;
  readonly message: DeclaredText;
}

export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '<>';

/**
 * `left op right` between two fields of the record (a loan's start no later than its end). Checked when
 * both have a value; the CHECK is `<table>_<name>_check`.
 */
export interface CompareConstraint<N extends string = string> {
  readonly kind: 'compare';
  readonly name: string;
  readonly left: N;
  readonly op: ComparisonOperator;
  readonly right: N;
  /** The field the 422 names (default: right). */
  readonly field?: N;
  readonly message: DeclaredText;
}

export type EntityConstraint<N extends string = string> = UniqueConstraint<N> | CompareConstraint<N>;

/** The database's name of a constraint (index or CHECK). */
export const constraintName = (tableName: string, constraint: EntityConstraint) =>
  constraint.kind === 'unique' ? `${tableName}_${constraint.name}_unique` : `${tableName}_${constraint.name}_check`;

/** The field a constraint's 422 is under. */
export const constraintField = (constraint: EntityConstraint): string =>
  constraint.field ?? (constraint.kind === 'unique' ? constraint.fields[0]! : constraint.right);

/** What a constraint's violation answers: under which field, with which message. */
export interface ConstraintAnswer {
  readonly entity: string;
  /** The entity's fields, to name the field as the API does (wire-names.ts). */
  readonly fields: Readonly<Record<string, FieldMeta>>;
  readonly field: string;
  readonly message: DeclaredText;
}

/**
 * Every declared constraint by its database name, registered as entities are declared: the database's
 * refusal of a concurrent duplicate finds its message here.
 */
export const declaredConstraints = new Map<string, ConstraintAnswer>();

/** Checks a declaration's constraints name its fields and make sense; registers them. */
export function registerConstraints(entityName: string, tableName: string, fields: Readonly<Record<string, FieldMeta>>, constraints: readonly EntityConstraint[]): void {
  const names = new Set<string>();
  for (const constraint of constraints) {
    const named = constraint.kind === 'unique' ? constraint.fields : [constraint.left, constraint.right];
    const missing = [...named, constraintField(constraint)].filter((name) => !(name in fields));
    if (missing.length > 0) throw new Error(`${entityName}: constraint ${constraint.name} names no field ${missing.join(', ')}`);
    if (names.has(constraint.name)) throw new Error(`${entityName}: two constraints are named ${constraint.name}`);
    names.add(constraint.name);
    if (!/^[a-z][a-z0-9_]*$/.test(constraint.name)) throw new Error(`${entityName}: constraint name ${constraint.name} must be snake_case`);
    if (constraint.kind === 'unique') {
      if (constraint.fields.length === 0) throw new Error(`${entityName}: constraint ${constraint.name} names no fields`);
      if (constraint.except?.length && constraint.fields.length !== 1) throw new Error(`${entityName}: constraint ${constraint.name}: except applies to one field`);
    } else if (constraint.left === constraint.right) throw new Error(`${entityName}: constraint ${constraint.name} compares ${constraint.left} with itself`);
    declaredConstraints.set(constraintName(tableName, constraint), { entity: entityName, fields, field: constraintField(constraint), message: constraint.message });
  }
}

/** How the constraint compares a value: in lower case when it ignores case. */
export const comparedText = (constraint: UniqueConstraint, value: unknown): unknown =>
  constraint.ignoreCase && typeof value === 'string' ? value.toLowerCase() : value;

/** Whether a single-field value is one of the exceptions that may repeat. */
export function isException(constraint: UniqueConstraint, value: unknown): boolean {
  if (!constraint.except?.length) return false;
  const compared = comparedText(constraint, value);
  return constraint.except.some((exception) => comparedText(constraint, exception) === compared);
}
