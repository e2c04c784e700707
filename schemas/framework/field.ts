/**
 * Field builders: the vocabulary an entity declaration is written in.
 * A field is plain metadata; `table.ts` turns it into a column and `validation.ts` into zod.
 */
import type { DeclaredText, MessageKey } from './messages.ts';

export type FieldKind =
  | 'text'
  | 'email'
  | 'numeric'
  | 'money'
  | 'percent'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'file';

/** What a generated screen and the generic API may do with a field. */
export interface FieldFlags {
  /** Not shown in lists or forms; never required. */
  hidden?: boolean;
  /** May be left empty; empty is stored as NULL. */
  optional?: boolean;
  /** Set on create, refused on update (e.g. an investment's `key`). */
  readOnlyOnUpdate?: boolean;
  /** Shown as a list column (default: true unless hidden). */
  list?: boolean;
  /** Offered as a list filter and accepted as a query parameter; indexed. */
  filterable?: boolean;
  /** The list may be sorted on it; indexed. */
  sortable?: boolean;
  /** Included in the `q` text search. */
  searchable?: boolean;
  /** Never leaves the server (password hashes). */
  writeOnly?: boolean;
  /** Set by the server (timestamps, computed figures): neither in create nor in update payloads. */
  generated?: boolean;
  /** SQL column name when it differs from the field name. */
  column?: string;
  /**
   * The field's name on the API (payloads, answers, list parameters, the OpenAPI, the export's columns)
   * when it differs from its name in code: a rename in code keeps the spec's name (docs/decisions/270).
   */
  apiName?: string;
  /** Unique constraint on the column. */
  unique?: boolean;
  /**
   * A required field added to a table that has rows: the data step (its name after the number, e.g.
   * `loans_to_matriz` for `0007_loans_to_matriz.ts`) that fills it. The migration adds the column
   * nullable, the step fills it, and the framework makes it NOT NULL in the step's transaction
   * (docs/decisions/274).
   */
  backfilledBy?: string;
  /** Value used on create when the payload omits it. */
  defaultValue?: string | number | boolean;
  /** text: what the text is, for the checks, examples and widgets that know it (schemas/rules/). */
  format?: TextFormat;
  /** text kinds: the value must match; `message` names the shared text (schemas/framework/messages.ts) a mismatch shows. */
  pattern?: FieldPattern;
  /** Checks of the value alone, run after the kind's own (validation.ts): browser and server run the same functions. */
  validators?: readonly FieldValidator[];
  /** Who may read or change the field beyond the entity's permission (per-field access). */
  access?: FieldAccess;
}

export interface FieldPattern {
  regex: RegExp;
  message: MessageKey;
  /** A value that matches, the n-th of many (tests build valid records from declarations). */
  example?: (n: number) => string;
}

/** Digits and nothing else (account numbers, postal codes). */
export const DIGITS_ONLY: FieldPattern = { regex: /^\d+$/, message: 'digitsOnly' };

/**
 * A custom check: the value (already of the field's kind, trimmed and non-blank) and the declared
 * `params` in, the key of the shared message to show out, or null when the value is fine. A check that
 * names other fields in `reads` also gets the record (the payload over the stored record) and runs
 * beside the identifier checks (formats.ts), whenever the field or one it reads is written.
 */
export interface FieldValidator<P extends Record<string, unknown> = Record<string, unknown>> {
  check: (value: unknown, params: P, record: Readonly<Record<string, unknown>>) => MessageKey | null;
  params?: P;
  reads?: readonly string[];
}

/**
 * `staff`: only roles that are not owner-scoped (an investor or a client edits their own user, but
 * not its role or type). `read: 'staff'` drops the field from answers to owner-scoped roles; `change:
 * 'staff'` refuses a changed value from them with "Value cannot be changed". Nobody reads a writeOnly
 * field; nobody writes a generated one. `approval: 'four-eyes'`: a change of an existing record's value
 * is never written by one person alone; the server holds it as a pending change that someone else
 * approves (server/entities/four-eyes.ts, and a database trigger for any other writer).
 */
export interface FieldAccess {
  read?: 'staff';
  change?: 'staff';
  approval?: 'four-eyes';
}

/** Texts with rules of their own: Mexican identifiers (DOMAIN.md), phones and passwords. */
export type TextFormat = 'rfc' | 'curp' | 'clabe' | 'phone' | 'country-code' | 'password';

/** The order a reference's options are offered in. */
export interface LookupSort {
  field: string;
  order?: 'ASC' | 'DESC';
}

/** An entity as a reference target: only what a reference needs, to keep the types acyclic. */
export interface ReferenceTarget {
  readonly name: string;
  readonly recordRepresentation: string;
  readonly table: unknown;
}

export interface FieldMeta extends Required<Pick<FieldFlags, 'hidden' | 'optional' | 'readOnlyOnUpdate' | 'list' | 'filterable' | 'sortable' | 'searchable' | 'writeOnly' | 'generated' | 'unique'>> {
  kind: FieldKind;
  column?: string;
  apiName?: string;
  backfilledBy?: string;
  defaultValue?: string | number | boolean;
  format?: TextFormat;
  /** text, email, file: maximum length. */
  maxLength?: number;
  /** numeric kinds: SQL precision and scale. */
  precision?: number;
  scale?: number;
  /** integer: inclusive bounds. */
  min?: number;
  max?: number;
  /** select: the fixed options. */
  options?: readonly string[];
  /** reference: the target entity, lazily (entities may reference each other or themselves). */
  reference?: () => ReferenceTarget;
  /**
   * reference: a filter on the lookup's options (a module's parent is chosen among parents), by the
   * target's fields. The browser offers only those; the API refuses any other (docs/decisions/272).
   */
  lookupFilter?: Record<string, string | number | boolean>;
  /** reference: what the API answers for a record outside `lookupFilter` (default: "not one of the options"). */
  lookupMessage?: DeclaredText;
  /** reference: the order of the lookup's options (default: by id), a field of the target. */
  lookupSort?: LookupSort;
  /** reference: the target's field that names a record in the select and the list (default: its recordRepresentation). */
  lookupLabel?: string;
  /** file: accepted extensions, lower case with the dot. */
  accept?: readonly string[];
  /**
   * file: an upload of one of these extensions belongs in another file field of the record (a loan
   * detail's one upload takes its CFDI's .pdf or .xml; the .xml is kept in cfdi_xml_location).
   */
  uploadTargets?: Readonly<Record<string, string>>;
  /** text: a multi-line text. */
  multiline?: boolean;
  /** text: how its list filter matches: a part of the text (default) or the whole of it (a record's number kept as text). */
  filterMatch?: 'contains' | 'exact';
  /**
   * reference: the API path (GET, answering `{ data: [{ id, name }] }`) that offers the list filter's
   * options, for lists whose readers may not list the target itself (a hedge's owners: forward/misc/users).
   */
  lookup?: string;
  /** money: the symbol shown before the amount ('' for none: an amount in USD under a "USD" header). */
  symbol?: string;
  /** money: a figure whose sign is the point (a profit): shown green when positive, red when negative. */
  signed?: boolean;
  pattern?: FieldPattern;
  validators?: readonly FieldValidator[];
  access?: FieldAccess;
  /** rfc: the select field whose `fisica` / `moral` says which RFC length is expected. */
  personKindField?: string;
  /** phone: the country-code field whose code goes in front of a national number (and is set from the number when absent). */
  countryCodeField?: string;
}

/** A flag as the declaration wrote it: true, false (or absent), or boolean when only known at run time. */
type FlagOf<Fl, Key extends keyof FieldFlags> = Key extends keyof Fl ? (Fl[Key] extends true ? true : Fl[Key] extends false | undefined ? false : boolean) : false;
type Either<A extends boolean, B extends boolean> = A extends true ? true : B extends true ? true : A extends false ? B : boolean;

/**
 * A field as its declaration's type keeps it: the kind and the flags that decide its value's type
 * (schemas/framework/entity-types.ts reads them for the table, the rows and the payloads).
 */
export type Field<K extends FieldKind, Fl> = FieldMeta & {
  kind: K;
  optional: Either<Either<FlagOf<Fl, 'optional'>, FlagOf<Fl, 'hidden'>>, FlagOf<Fl, 'generated'>>;
  generated: FlagOf<Fl, 'generated'>;
  writeOnly: FlagOf<Fl, 'writeOnly'>;
  readOnlyOnUpdate: FlagOf<Fl, 'readOnlyOnUpdate'>;
} & (Fl extends { defaultValue: string | number | boolean } ? { defaultValue: Fl['defaultValue'] } : unknown);

function meta<K extends FieldKind, Fl extends FieldFlags>(kind: K, flags: Fl, extra: Partial<FieldMeta> = {}): Field<K, Fl> {
  const hidden = flags.hidden ?? false;
  const generated = flags.generated ?? false;
  const built: FieldMeta = {
    kind,
    hidden,
    // Spec section 5: every form field is required unless hidden or optional.
    optional: (flags.optional ?? false) || hidden || generated,
    readOnlyOnUpdate: flags.readOnlyOnUpdate ?? false,
    list: flags.list ?? (!hidden && !flags.writeOnly),
    filterable: flags.filterable ?? false,
    sortable: flags.sortable ?? false,
    searchable: flags.searchable ?? false,
    writeOnly: flags.writeOnly ?? false,
    generated,
    unique: flags.unique ?? false,
    column: flags.column,
    apiName: flags.apiName,
    backfilledBy: flags.backfilledBy,
    defaultValue: flags.defaultValue,
    format: flags.format,
    pattern: flags.pattern,
    validators: flags.validators,
    access: flags.access,
    ...extra,
  };
  // The one place the flags' literal types meet the values computed from them (the lines above).
  return built as Field<K, Fl>;
}

type TextFlags = FieldFlags & { maxLength?: number; multiline?: boolean; filterMatch?: 'contains' | 'exact' };
/** An identifier field's format is its builder's: not a flag to pass. */
type IdentifierFlags = Omit<FieldFlags, 'format'>;

export const field = {
  text: <const Fl extends TextFlags = {}>(flags: Fl = {} as Fl) =>
    meta('text', flags, { maxLength: flags.maxLength ?? 255, multiline: flags.multiline ?? false, filterMatch: flags.filterMatch }),
  email: <const Fl extends FieldFlags = {}>(flags: Fl = {} as Fl) => meta('email', flags, { maxLength: 254 }),
  /** A decimal quantity (days, factors): digits with an optional decimal part. */
  numeric: <const Fl extends FieldFlags & { precision?: number; scale?: number } = {}>(flags: Fl = {} as Fl) =>
    meta('numeric', flags, { precision: flags.precision ?? 18, scale: flags.scale ?? 4 }),
  /** An amount of money: two decimals, never a JavaScript number. */
  money: <const Fl extends FieldFlags & { symbol?: string; signed?: boolean } = {}>(flags: Fl = {} as Fl) =>
    meta('money', flags, { precision: 18, scale: 2, symbol: flags.symbol, signed: flags.signed }),
  /** An annual rate in percent (12.5 means 12.5 %). */
  percent: <const Fl extends FieldFlags = {}>(flags: Fl = {} as Fl) => meta('percent', flags, { precision: 9, scale: 4 }),
  integer: <const Fl extends FieldFlags & { min?: number; max?: number } = {}>(flags: Fl = {} as Fl) =>
    meta('integer', flags, { min: flags.min ?? 0, max: flags.max ?? 2147483647 }),
  /** A business date, `YYYY-MM-DD`. */
  date: <const Fl extends FieldFlags = {}>(flags: Fl = {} as Fl) => meta('date', flags),
  /** An instant, ISO 8601 in UTC. */
  datetime: <const Fl extends FieldFlags = {}>(flags: Fl = {} as Fl) => meta('datetime', flags),
  boolean: <const Fl extends FieldFlags = {}>(flags: Fl = {} as Fl) => meta('boolean', flags),
  select: <const O extends readonly string[], const Fl extends FieldFlags = {}>(options: O, flags: Fl = {} as Fl) =>
    meta('select', flags, { options, maxLength: 64 }) as Field<'select', Fl> & { options: O },
  reference: <
    const Fl extends FieldFlags & { lookupFilter?: FieldMeta['lookupFilter']; lookupMessage?: DeclaredText; lookup?: string; lookupSort?: LookupSort; lookupLabel?: string } = {},
  >(
    target: () => ReferenceTarget,
    flags: Fl = {} as Fl,
  ) =>
    meta('reference', flags, {
      reference: target,
      lookupFilter: flags.lookupFilter,
      lookupMessage: flags.lookupMessage,
      lookup: flags.lookup,
      lookupSort: flags.lookupSort,
      lookupLabel: flags.lookupLabel,
    }),
  /**
   * Mexican identifiers and phones (DOMAIN.md): text fields whose format the generic validation
   * normalises and checks (schemas/framework/formats.ts), with a warning for an RFC's check digit.
   */
  rfc: <const Fl extends IdentifierFlags & { personKindField?: string } = {}>(flags: Fl = {} as Fl) =>
    meta('text', { ...flags, format: 'rfc' }, { maxLength: 13, personKindField: flags.personKindField }),
  curp: <const Fl extends IdentifierFlags = {}>(flags: Fl = {} as Fl) => meta('text', { ...flags, format: 'curp' }, { maxLength: 18 }),
  clabe: <const Fl extends IdentifierFlags = {}>(flags: Fl = {} as Fl) => meta('text', { ...flags, format: 'clabe' }, { maxLength: 18 }),
  /** E.164 once stored; `countryCodeField` names the field with the lada. */
  phone: <const Fl extends IdentifierFlags & { countryCodeField?: string } = {}>(flags: Fl = {} as Fl) =>
    meta('text', { ...flags, format: 'phone' }, { maxLength: 20, countryCodeField: flags.countryCodeField }),
  /** A country calling code (`+52`); `52` is stored as `+52`. */
  countryCode: <const Fl extends IdentifierFlags = {}>(flags: Fl = {} as Fl) => meta('text', { ...flags, format: 'country-code' }, { maxLength: 6 }),
  /** A stored file: the record holds the url the upload returned. */
  /** `uploadTargets`: an extension whose file belongs in another field (a loan detail's .xml in cfdi_xml_location). */
  file: <const Fl extends FieldFlags & { uploadTargets?: FieldMeta['uploadTargets'] } = {}>(accept: readonly string[], flags: Fl = {} as Fl) =>
    meta('file', flags, { accept, maxLength: 1024, uploadTargets: flags.uploadTargets }),
};

/** The field an upload of this file name goes to: its own, unless its extension belongs in another. */
export function uploadFieldFor(source: string, meta: FieldMeta, filename: string): string {
  const lower = filename.toLowerCase();
  const routed = Object.entries(meta.uploadTargets ?? {}).find(([extension]) => lower.endsWith(extension));
  return routed ? routed[1] : source;
}

/** The extensions a file field keeps itself (those it accepts, less those routed to another field). */
export function storedExtensions(meta: FieldMeta): readonly string[] {
  const routed = Object.keys(meta.uploadTargets ?? {});
  return (meta.accept ?? []).filter((extension) => !routed.includes(extension));
}

export const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set(['numeric', 'money', 'percent']);
