/**
 * defineEntity: one declaration gives the table, the create and update validation and the field
 * metadata that the generic API and the generated screens read. Pure: zod and drizzle only; the table
 * is built through `#drizzle`, which the browser build resolves to a stub (docs/decisions/155).
 */
import type { z } from 'zod';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { ComputedColumn } from './computed.ts';
import type { CreateInput, EntityTable, UpdateInput } from './entity-types.ts';
import type { FieldMeta, ReferenceTarget } from './field.ts';
import { ownedModules, routeOf, type Action, type EntityAccess, type ModuleEntry } from './access.ts';
import { entitySchemas } from '#entity-validation';
import { buildTable } from '#drizzle';
import { VERSION_COLUMN } from './version-column.ts';
import { checkWireNames } from './wire-names.ts';
import { registerConstraints, type EntityConstraint } from './constraints.ts';

export type { Action };

export interface EntityConfig<F extends Record<string, FieldMeta>, T extends boolean = boolean, S extends boolean = boolean> {
  /** Resource name (labels `resources.<name>`, audit rows, the data provider's resource), e.g. `currency`, `sms_log`. */
  name: string;
  /** The API's URL segment (`/api/<path>`, spec section 7) when it is not the name; default: the name. */
  path?: string;
  /** SQL table; defaults to the name. */
  table?: string;
  /**
   * Who may do what (schemas/framework/access.ts): the module (by its route) whose flags govern these
   * records, the screens that share them, and for the screens this declaration owns their menu entry
   * and role grants, which the module reconciler applies at start (docs/decisions/167).
   */
  access: EntityAccess;
  fields: F;
  /** The field that names a record in lookups and titles. */
  recordRepresentation?: keyof F & string;
  /**
   * A long form's groups, in order: each a heading (`resources.<name>.sections.<section>`) over
   * its fields, in two columns on a desktop. Fields in no group follow at the end.
   */
  formSections?: readonly { readonly name: string; readonly fields: readonly (keyof F & string)[] }[];
  /** created_at and updated_at, set by the server. */
  timestamps?: T;
  /** DELETE sets deleted_at; PATCH {name}/{id}/recovery clears it. */
  softDelete?: S;
  /** A field, the id, a stamp or a computed column's name (names are types: a misspelt one does not compile). */
  defaultSort?: { field: SortName<F>; order: 'ASC' | 'DESC' };
  /** Composite indexes by field names, for the filter + sort pairs a screen uses. */
  indexes?: readonly (readonly ColumnName<F>[])[];
  /** Field combinations no two records may share (a unique index named `<table>_<fields>_unique`). */
  uniqueTogether?: readonly (readonly ColumnName<F>[])[];
  /**
   * Rules the server and the database hold (schemas/framework/constraints.ts, docs/decisions/271): unique
   * ignoring case, with exceptions, across fields; a comparison between two fields. Each gives its index
   * or CHECK in the migration and a 422 with its message in both languages.
   */
  constraints?: readonly EntityConstraint<keyof F & string>[];
  /**
   * false: the declaration gives the table and its checks but no generic routes or screens; domain routes
   * serve the records under the paths spec section 7 names (closeCoverageConfig, forwards/const).
   */
  genericApi?: boolean;
  /** Which generic operations the API exposes (spec section 7 lists some entities as read-only). */
  operations?: readonly ('list' | 'one' | 'create' | 'update' | 'delete')[];
  /**
   * Operations a domain route implements instead of the generic one (creating an investment computes its
   * schedule): the generic layer leaves their paths free, and screens still offer them.
   */
  routesByDomain?: readonly ('list' | 'one' | 'create' | 'update' | 'delete')[];
  /**
   * Its domain registers its import (a loan's opening balances: the schedule and its paid history,
   * docs/decisions/206), through the framework's preview and jobs: the list offers Importar.
   */
  domainImport?: boolean;
  /**
   * An import of it asks, beyond the create flag, for this action on this screen (an investment's
   * opening balances record money already paid: `root` on the payments screen, as approving a payout
   * run does, docs/decisions/280). The list offers Importar only to whoever has it.
   */
  importRequires?: { screen: string; action: Action };
  /**
   * The field naming the user a record belongs to (`user_id`; `id` for the user itself): investors and
   * clients reach only their own records (docs/decisions/006).
   */
  owner?: (keyof F & string) | 'id';
  /**
   * A reference field: the record belongs to whoever owns the record it references (a loan belongs to
   * the client account of its customer). Chains (detail -> loan -> customer); see owner-scope.ts.
   */
  ownedThrough?: keyof F & string;
  /** Values the database works out per row for lists and GET one (computed.ts); names apart from the fields'. */
  computed?: Record<string, ComputedColumn>;
  /**
   * The natural key: the field that names a record across systems and files (a customer's `clave`, a
   * user's email). An import finds the record a row updates by it (docs/decisions/240); a unique field.
   * Default `id` (a row with an id updates that record, one without creates).
   */
  importKey?: keyof F & string;
  /**
   * Records another system keeps (the firm's ERP, docs/decisions/241): imports create and update them;
   * by hand only while the firm turns editing on (an Admin setting), except the `handEditable` fields,
   * which their screens change at any time (a customer's fiscal data).
   */
  externalSource?: { readonly handEditable?: readonly (keyof F & string)[] };
}

/** A column of the entity's table by its field name, or the framework's own columns. */
export type ColumnName<F> = (keyof F & string) | 'id' | 'created_at' | 'updated_at' | 'deleted_at';
/** What a list may start sorted by: a column or a reference's label. */
type SortName<F> = ColumnName<F> | `${keyof F & string}_label`;

const ALL_OPERATIONS = ['list', 'one', 'create', 'update', 'delete'] as const;

type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';

/**
 * Any entity's table, its columns by name (code that works on every entity reads them so). Every
 * entity's own table is assignable to it; the typed declaration (EntityOf) keeps its own table type,
 * without this string index, so a misspelled or dropped column there is a type error.
 */
// `any`: concrete tables (serial ids, typed selects) are assignable to no narrower table type.
export type AnyEntityTable = PgTableWithColumns<any>;

/** A group of a long form: its heading's key segment and its fields in order. */
export interface FormSection {
  readonly name: string;
  readonly fields: readonly string[];
}

/** Any entity, as the generic API and the generated screens see it. */
export interface Entity {
  readonly name: string;
  /** The API's URL segment: `/api/<path>`. */
  readonly path: string;
  readonly tableName: string;
  /** The route of the module whose flags govern these records (`access.module`). */
  readonly module: string;
  /** The screens this declaration owns (`access` entries written in full): the module reconciler adds them. */
  readonly modules: readonly (ModuleEntry & { label: string })[];
  readonly fields: Readonly<Record<string, FieldMeta>>;
  readonly table: AnyEntityTable;
  readonly recordRepresentation: string;
  readonly formSections: readonly FormSection[];
  readonly timestamps: boolean;
  readonly softDelete: boolean;
  readonly defaultSort: { field: string; order: 'ASC' | 'DESC' };
  readonly genericApi: boolean;
  readonly operations: readonly Operation[];
  readonly routesByDomain: readonly Operation[];
  readonly owner: string | undefined;
  readonly ownedThrough: string | undefined;
  readonly sharedWith: readonly string[];
  readonly readableFrom: readonly string[];
  readonly lookup: boolean;
  readonly uniqueTogether: readonly (readonly string[])[];
  readonly constraints: readonly EntityConstraint[];
  readonly computed: Readonly<Record<string, ComputedColumn>>;
  /** The natural key imports match rows by (`id` when none is declared). */
  readonly importKey: string;
  /** Whether a file or JSON import may write it: the generic layer creates its records (or another system keeps them). */
  readonly importable: boolean;
  /** Its import is registered by its domain's routes (docs/decisions/206), not by the generic layer. */
  readonly domainImport: boolean;
  /** What an import of it asks beyond the create flag (docs/decisions/280); undefined: nothing more. */
  readonly importRequires: { readonly screen: string; readonly action: Action } | undefined;
  /** Kept by another system (the ERP): written by hand only where the firm allows it, but for these fields. */
  readonly externalSource: { readonly handEditable: readonly string[] } | undefined;
  /** Create payloads: required fields present, unknown fields refused. */
  readonly createSchema: z.ZodType<Record<string, unknown>>;
  /** Update payloads: any subset of the writable fields; read-only-on-update fields refused. */
  readonly updateSchema: z.ZodType<Record<string, unknown>>;
}

/** One entity as its declaration types it: table columns, rows and payloads follow each field's kind and flags. */
export interface EntityOf<F extends Record<string, FieldMeta>, T extends boolean, S extends boolean> extends Omit<Entity, 'fields' | 'table' | 'createSchema' | 'updateSchema'> {
  readonly fields: F;
  // Its own columns only: `entities.user.table.no_such_column` does not compile (tests/typecheck/).
  readonly table: EntityTable<F, T, S>;
  readonly createSchema: z.ZodType<CreateInput<F>>;
  readonly updateSchema: z.ZodType<UpdateInput<F>>;
}

/** The declared keys only: drops the `[column: string]` side that AnyEntityTable adds. */
type DeclaredKeys<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** A row of the entity's table, as Drizzle reads it. */
export type RowOf<E extends { table: { $inferSelect: unknown } }> = DeclaredKeys<E['table']['$inferSelect']>;
/** A row to insert into the entity's table, as Drizzle takes it. */
export type NewRowOf<E extends { table: { $inferInsert: unknown } }> = DeclaredKeys<E['table']['$inferInsert']>;

export function defineEntity<const F extends Record<string, FieldMeta>, const T extends boolean = false, const S extends boolean = false>(
  config: EntityConfig<F, T, S>,
): EntityOf<F, T, S> {
  const fields = config.fields;
  const clash = Object.keys(config.computed ?? {}).find((name) => name in fields || name === 'id' || name === VERSION_COLUMN);
  if (clash) throw new Error(`${config.name}: computed column ${clash} has a field's name`);
  checkWireNames(config.name, fields, config.computed ?? {});
  if (VERSION_COLUMN in fields) throw new Error(`${config.name}: "${VERSION_COLUMN}" is every record's version (the framework's), not a field`);
  const tableName = config.table ?? config.name;
  const softDelete = (config.softDelete ?? false) as S;
  const timestamps = (config.timestamps ?? false) as T;
  const constraints: readonly EntityConstraint[] = config.constraints ?? [];
  registerConstraints(config.name, tableName, fields, constraints);
  const table = buildTable(tableName, fields, { timestamps, softDelete, indexes: config.indexes ?? [], uniqueTogether: config.uniqueTogether ?? [], constraints });

  const { createSchema, updateSchema } = entitySchemas(fields);
  const operations = config.operations ?? ALL_OPERATIONS;
  const routesByDomain = config.routesByDomain ?? [];
  const importKey = config.importKey ?? 'id';
  if (importKey !== 'id' && !fields[importKey]?.unique) throw new Error(`${config.name}: importKey ${importKey} must be a unique field`);
  // A domain route that creates (an investment's schedule) decides what an import of it means: not the generic one.
  const genericCreate = operations.includes('create') && !routesByDomain.includes('create');
  const importable = (config.genericApi ?? true) && (genericCreate || config.externalSource !== undefined || config.domainImport === true);

  const entity = {
    name: config.name,
    path: config.path ?? config.name,
    tableName,
    module: routeOf(config.access.module),
    modules: ownedModules(config.access),
    fields,
    table,
    recordRepresentation: config.recordRepresentation ?? ('name' in fields ? 'name' : 'id'),
    formSections: (config.formSections ?? []) as readonly FormSection[],
    genericApi: config.genericApi ?? true,
    timestamps,
    softDelete,
    defaultSort: config.defaultSort ?? { field: 'id', order: 'DESC' as const },
    operations,
    routesByDomain,
    owner: config.owner as string | undefined,
    ownedThrough: config.ownedThrough as string | undefined,
    sharedWith: (config.access.sharedWith ?? []).map(routeOf),
    readableFrom: (config.access.readableFrom ?? []).map(routeOf),
    lookup: config.access.lookup ?? false,
    uniqueTogether: config.uniqueTogether ?? [],
    constraints,
    computed: config.computed ?? {},
    importKey,
    importable,
    domainImport: config.domainImport === true,
    importRequires: config.importRequires,
    externalSource: config.externalSource ? { handEditable: (config.externalSource.handEditable ?? []) as readonly string[] } : undefined,
    // The shapes above hold one schema per writable field, built by kind and flags as CreateInput and UpdateInput read them.
    createSchema: createSchema as z.ZodType<CreateInput<F>>,
    updateSchema: updateSchema as z.ZodType<UpdateInput<F>>,
  };
  return entity satisfies ReferenceTarget;
}

/** Field names a list may be sorted by (id always). */
export function sortableFields(entity: Entity): string[] {
  const names = Object.entries(entity.fields).filter(([, m]) => m.sortable).map(([n]) => n);
  if (entity.timestamps) names.push('created_at');
  return ['id', ...names];
}

export function filterableFields(entity: Entity): string[] {
  return Object.entries(entity.fields).filter(([, m]) => m.filterable).map(([n]) => n);
}

export function searchableFields(entity: Entity): string[] {
  return Object.entries(entity.fields).filter(([, m]) => m.searchable).map(([n]) => n);
}
