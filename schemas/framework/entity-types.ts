/**
 * What a declaration's field map means as types: each field's Drizzle column (so `table.$inferSelect`
 * and `$inferInsert` follow the kinds and flags) and the payloads the API accepts. Types only.
 * text, email, file, select -> string (select: its options); numeric, money, percent -> a decimal string;
 * integer, reference -> number; date -> 'YYYY-MM-DD' string; datetime -> Date; optional -> | null;
 * generated -> never in a payload.
 */
import type { $Type, BuildColumns, HasDefault, IsPrimaryKey, NotNull } from 'drizzle-orm';
import type {
  PgBooleanBuilderInitial,
  PgDateStringBuilderInitial,
  PgIntegerBuilderInitial,
  PgNumericBuilderInitial,
  PgSerialBuilderInitial,
  PgTableWithColumns,
  PgTimestampBuilderInitial,
  PgVarcharBuilderInitial,
} from 'drizzle-orm/pg-core';
import type { FieldKind, FieldMeta } from './field.ts';

type Varchar = PgVarcharBuilderInitial<'', [string, ...string[]], number>;
type Timestamp = PgTimestampBuilderInitial<''>;

interface KindBuilders {
  text: Varchar;
  email: Varchar;
  file: Varchar;
  select: Varchar;
  numeric: PgNumericBuilderInitial<''>;
  money: PgNumericBuilderInitial<''>;
  percent: PgNumericBuilderInitial<''>;
  integer: PgIntegerBuilderInitial<''>;
  reference: PgIntegerBuilderInitial<''>;
  date: PgDateStringBuilderInitial<''>;
  datetime: Timestamp;
  boolean: PgBooleanBuilderInitial<''>;
}

type WithOptions<M, B extends KindBuilders[FieldKind]> = M extends { kind: 'select'; options: readonly (infer O extends string)[] } ? $Type<B, O> : B;
type WithNullness<M, B extends KindBuilders[FieldKind]> = M extends { optional: false } ? NotNull<B> : B;
type WithDefault<M, B extends KindBuilders[FieldKind]> = M extends { defaultValue: string | number | boolean } ? HasDefault<B> : B;

/** The Drizzle column builder a field declares. */
export type ColumnBuilderOf<M extends FieldMeta> = WithDefault<M, WithNullness<M, WithOptions<M, KindBuilders[M['kind']]>>>;

type TimestampColumns<T> = T extends true ? { created_at: NotNull<HasDefault<Timestamp>>; updated_at: NotNull<HasDefault<Timestamp>> } : unknown;
type SoftDeleteColumns<S> = S extends true ? { deleted_at: Timestamp } : unknown;

/** Every column of an entity's table: id, its version, the fields, and the timestamps and deleted_at it asks for. */
export type EntityColumnBuilders<F extends Record<string, FieldMeta>, T extends boolean, S extends boolean> = { id: IsPrimaryKey<PgSerialBuilderInitial<''>>; version: NotNull<HasDefault<PgIntegerBuilderInitial<''>>> } & {
  [K in keyof F & string]: ColumnBuilderOf<F[K]>;
} & TimestampColumns<T> &
  SoftDeleteColumns<S>;

export type EntityTable<F extends Record<string, FieldMeta>, T extends boolean, S extends boolean> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, EntityColumnBuilders<F, T, S>, 'pg'>;
  dialect: 'pg';
}>;

interface KindValues {
  text: string;
  email: string;
  file: string;
  select: string;
  numeric: string;
  money: string;
  percent: string;
  integer: number;
  reference: number;
  date: string;
  datetime: Date;
  boolean: boolean;
}

/** A field's value in a payload (and in a row, where optional adds null). */
export type FieldValue<M extends FieldMeta> = M extends { kind: 'select'; options: readonly (infer O extends string)[] } ? O : KindValues[M['kind']];

type Writable<F> = { [K in keyof F]-?: F[K] extends { generated: false } ? K : never }[keyof F] & keyof F;
type RequiredKeys<F> = { [K in keyof F]-?: F[K] extends { optional: false } ? K : never }[keyof F] & keyof F;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a create payload holds once validated: the writable fields, required unless optional. */
export type CreateInput<F extends Record<string, FieldMeta>> = Simplify<
  { [K in Extract<Writable<F>, RequiredKeys<F>>]: FieldValue<F[K]> } & { [K in Exclude<Writable<F>, RequiredKeys<F>>]?: FieldValue<F[K]> | null }
>;

/** What an update payload holds once validated: any writable field except those read-only on update. */
export type UpdateInput<F extends Record<string, FieldMeta>> = Simplify<{
  [K in Writable<F> as F[K] extends { readOnlyOnUpdate: true } ? never : K]?: FieldValue<F[K]> | (F[K] extends { optional: false } ? never : null);
}>;
