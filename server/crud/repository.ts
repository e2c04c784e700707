/**
 * The generic repository: the only code that turns an entity declaration into SQL.
 * Routes and domain services ask it for rows; it never knows about HTTP.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { searchableFields } from '../../schemas/framework/define-entity.ts';
import type { Database, Db } from '../db/client.ts';
import { fromDatabaseError } from '../http/database-errors.ts';
import { HttpError, notFound, unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { writeAudit, writeAudits, type Actor } from './audit.ts';
import type { EntityHooks, HookContext, PendingChange, RecordChange } from './hooks.ts';
import type { Filter, ListQuery } from './list-query.ts';
import { staleVersion } from './versions.ts';
import { labelJoins, type LabelJoins } from './reference-joins.ts';
import { afterPosition, type KeysetPosition } from './keyset.ts';
import { asPlaceholder, asValue, containsPattern, countStatements, ListStatementCache, placeholderValues, shapeOf, type Bind, type ListStatements } from './list-statements.ts';

export type Row = Record<string, unknown>;

/** The sort column's raw value beside an exported row, for the next batch's keyset. */
const SORT_KEY = '__keyset_sort';

/** Above this many expected matches the total is the planner's estimate: counting a million rows exactly costs more than the page. */
export const COUNT_CAP = 10_000;

/**
 * A list's total: the planner's estimate when it expects more than COUNT_CAP matches, else the count
 * capped at COUNT_CAP + 1 (countStatements gives both texts). Routes with lists of their own use it too.
 */
export async function estimatedOrCappedCount(database: Database, explainText: string, cappedCountText: string, params: unknown[]): Promise<number> {
  const plan = await database.query<{ 'QUERY PLAN': unknown }>(explainText, params);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  if (estimate > COUNT_CAP) return estimate;
  // COUNT_CAP + 1 when the planner underestimated: "more than the cap" is all a capped count knows.
  const [capped] = await database.query<{ n: number }>(cappedCountText, params);
  return Number(capped?.n ?? 0);
}

/**
 * The version column raised by one, for domain code that changes an entity's row with its own UPDATE:
 * every change moves the version on, so a form read before it is refused (docs/decisions/100).
 */
export const raisedVersion = (table: { version: PgColumn }): SQL => sql`${table.version} + 1`;

/** Where a write happens, and the version its writer read (absent: last write wins, docs/decisions/100). */
export interface WriteOptions {
  scope?: SQL;
  tx?: Db;
  expectedVersion?: number;
}

/** An update's extras: hooks' warnings, the approved change it applies, and where held changes are told. */
export interface UpdateOptions extends WriteOptions {
  warnings?: FieldErrors;
  approvedChange?: number;
  pending?: PendingChange[];
}

export interface ListResult {
  result: Row[];
  total: number;
}

export class Repository {
  readonly table: PgTable;
  private readonly columns: Record<string, PgColumn>;
  private readonly listStatements: ListStatementCache<Row>;
  private readonly writeOnly: string[];
  private labelJoinsMade?: LabelJoins;

  constructor(
    readonly entity: Entity,
    private readonly database: Database,
    /** The entity's lifecycle hooks (hooks.ts), run in each write's transaction. */
    private readonly hooks: EntityHooks = {},
  ) {
    this.table = entity.table;
    this.columns = entity.table;
    this.listStatements = new ListStatementCache(entity.name);
    this.writeOnly = Object.entries(entity.fields as Record<string, { writeOnly?: boolean }>).filter(([, meta]) => meta.writeOnly).map(([name]) => name);
  }

  private get db(): Db {
    return this.database.db;
  }

  /** The joins that label the list's references, made on first use: targets are declared lazily. */
  private get labels(): LabelJoins {
    return (this.labelJoinsMade ??= labelJoins(this.entity, this.table));
  }

  /** A column of the entity, or a reference's label (`currency_id_label`) in lists. */
  column(name: string): PgColumn {
    const col = this.columns[name] ?? this.labels.labelColumns.get(name);
    if (!col) throw new Error(`${this.entity.name} has no column ${name}`);
    return col;
  }

  /** `bind` puts the value itself in the condition, or a placeholder named `name` (list-statements.ts). */
  private filterCondition(filter: Filter, name: string, bind: Bind): SQL {
    const expression = filter.computed ? this.labels.computed.get(filter.field) : undefined;
    if (expression) {
      // A computed column's value is bound as it is (no column to encode it); only eq and ranges reach here.
      const operator = filter.operator === 'gte' || filter.operator === 'lte' ? filter.operator : 'eq';
      const comparison = operator === 'gte' ? gte(expression, filter.value) : operator === 'lte' ? lte(expression, filter.value) : eq(expression, filter.value);
      return this.entity.computed[filter.field]?.condition?.(operator, filter.value, comparison) ?? comparison;
    }
    const col = this.column(filter.field);
    switch (filter.operator) {
      case 'eq':
        return eq(col, bind(name, filter.value));
      case 'in':
        return inArray(col, filter.value as unknown[]);
      case 'contains':
        return ilike(col, bind(name, containsPattern(String(filter.value))) as string);
      case 'gte':
        return gte(col, bind(name, filter.value));
      case 'lte':
        return lte(col, bind(name, filter.value));
    }
  }

  /** The WHERE of a list: filters, search, ids, the deleted switch, and the caller's row-level scope. */
  private whereOf(query: ListQuery, scope?: SQL, bind: Bind = asValue): SQL | undefined {
    const conditions: (SQL | undefined)[] = query.filters.map((f, i) => this.filterCondition(f, `f${i}`, bind));
    if (query.ids) conditions.push(inArray(this.column('id'), query.ids));
    if (query.q) {
      const pattern = bind('q', containsPattern(query.q)) as string;
      const searchable = searchableFields(this.entity).filter((name) => !query.unsearchable?.has(name)).map((name) => ilike(this.column(name), pattern));
      conditions.push(searchable.length > 0 ? or(...searchable) : sql`false`);
    }
    if (this.entity.softDelete) {
      if (query.trashed === 'without') conditions.push(isNull(this.column('deleted_at')));
      if (query.trashed === 'only') conditions.push(isNotNull(this.column('deleted_at')));
    }
    conditions.push(scope);
    return and(...conditions);
  }

  private orderOf(query: ListQuery) {
    const direction = query.order === 'asc' ? asc : desc;
    const by = this.entity.computed[query.sort]?.sortBy?.() ?? this.labels.computed.get(query.sort) ?? this.column(query.sort);
    return query.sort === 'id' ? [direction(this.column('id'))] : [direction(by), direction(this.column('id'))];
  }

  async list(query: ListQuery, scope?: SQL): Promise<ListResult> {
    const offset = (query.page - 1) * query.take;
    const shape = scope ? undefined : shapeOf(query);
    const statements = shape === undefined ? undefined : this.listStatements.of(shape, (name) => this.prepareList(query, name));
    let rows: Row[];
    let counted: number;
    if (statements) {
      const values = placeholderValues(query, (name) => this.column(name));
      const params = statements.countParams(values);
      [rows, counted] = await Promise.all([statements.page(values), this.countBy(statements.explainText, statements.cappedCountText, params)]);
    } else {
      const where = this.whereOf(query, scope);
      [rows, counted] = await Promise.all([
        this.pageOf(query, where, query.take, offset),
        this.count(where, this.labelsFilteredBy(query)),
      ]);
    }
    // A short page is the end of the list: where it ends is the exact total, whatever the estimate said.
    const total = rows.length < query.take && (rows.length > 0 || offset === 0) ? offset + rows.length : counted;
    return { result: rows.map((r) => this.serialize(r)), total };
  }

  /**
   * Every row the list would show, in its order, `size` at a time (exports): filters, search and the
   * caller's scope as the list has them, read by keyset (keyset.ts), so no batch costs more than the first.
   */
  async *batches(query: ListQuery, scope: SQL | undefined, size: number): AsyncGenerator<Row[]> {
    const where = this.whereOf(query, scope);
    const computed = this.labels.computed.get(query.sort);
    const by = computed ?? this.column(query.sort);
    const own = this.columns[query.sort];
    const nullable = !own || !own.notNull;
    const selection = { ...this.labels.selection, [SORT_KEY]: sql`${by}` };
    let last: KeysetPosition | undefined;
    for (;;) {
      const after = last && afterPosition(by, this.column('id'), query.order, last, { byIsId: query.sort === 'id', nullable });
      const rows: Row[] = await this.labels
        .apply(this.db.select(selection).from(this.table).$dynamic())
        .where(and(where, after))
        .orderBy(...this.orderOf(query))
        .limit(size);
      if (rows.length === 0) return;
      const end = rows[rows.length - 1];
      last = { sortValue: end[SORT_KEY], id: end.id as number };
      yield rows.map((row) => {
        delete row[SORT_KEY];
        return this.serialize(row);
      });
      if (rows.length < size) return;
    }
  }

  /** The statements of a list shape, with placeholders where its values go. */
  private prepareList(query: ListQuery, name: string): ListStatements<Row> {
    const where = this.whereOf(query, undefined, asPlaceholder);
    const page = this.pageOf(query, where, sql.placeholder('take'), sql.placeholder('offset')).prepare(name);
    const matching = this.labels.apply(this.db.select({ one: sql`1` }).from(this.table).$dynamic(), this.labelsFilteredBy(query)).where(where);
    return { page: (values) => page.execute(values) as Promise<Row[]>, ...countStatements(matching, COUNT_CAP) };
  }

  /**
   * A page of the list, every label and computed column selected. With computed columns (correlated
   * subqueries per row) the page's ids are cut first and the columns worked out for those rows only:
   * PostgreSQL projects every row below LIMIT, so page 20 would compute them for the 475 rows OFFSET
   * skips (collections, decision 179). Same rows, same order: the order ends with the id either way.
   */
  private pageOf(query: ListQuery, where: SQL | undefined, take: number | Placeholder, offset: number | Placeholder) {
    const order = this.orderOf(query);
    const rows = this.labels.apply(this.db.select(this.labels.selection).from(this.table).$dynamic());
    if (Object.keys(this.entity.computed).length === 0) return rows.where(where).orderBy(...order).limit(take).offset(offset);
    const labelsRead = this.labelsFilteredBy(query);
    const ids = this.labels
      .apply(this.db.select({ id: this.column('id') }).from(this.table).$dynamic(), this.labels.labelColumns.has(query.sort) ? new Set([...labelsRead, query.sort]) : labelsRead)
      .where(where)
      .orderBy(...order)
      .limit(take)
      .offset(offset);
    return rows.where(inArray(this.column('id'), ids)).orderBy(...order);
  }

  /**
   * The labels a list's WHERE reads (a filter on `currency_id_label`): the only joins its count needs.
   * Search reads the entity's own fields; a row scope or a computed column names real tables, never a label's alias.
   */
  private labelsFilteredBy(query: ListQuery): ReadonlySet<string> {
    return new Set(query.filters.map((f) => f.field).filter((name) => this.labels.labelColumns.has(name)));
  }

  /**
   * Exact when the planner expects at most COUNT_CAP matches, its estimate above that. The plan is asked
   * first because it costs a plan, not a scan: a filter matching 200,000 of a million rows is never
   * counted, so the total costs the same at a million rows as at ten thousand (bench/README.md).
   * Only the label joins `where` reads (`labels`): the rest would keep the count off an index-only scan.
   */
  async count(where: SQL | undefined, labels: ReadonlySet<string>): Promise<number> {
    const matching = this.labels.apply(this.db.select({ one: sql`1` }).from(this.table).$dynamic(), labels).where(where);
    const { explainText, cappedCountText, countParams } = countStatements(matching, COUNT_CAP);
    return this.countBy(explainText, cappedCountText, countParams({}));
  }

  private countBy(explainText: string, cappedCountText: string, params: unknown[]): Promise<number> {
    return estimatedOrCappedCount(this.database, explainText, cappedCountText, params);
  }

  /** `tx` reads inside the caller's transaction (PGlite runs one at a time: a read beside it would wait forever). */
  async findById(id: number, options: { withDeleted?: boolean; scope?: SQL; tx?: Db } = {}): Promise<Row | undefined> {
    const conditions = [eq(this.column('id'), id), options.scope];
    if (this.entity.softDelete && !options.withDeleted) conditions.push(isNull(this.column('deleted_at')));
    // As the list shows it: with its references' labels.
    const rows = await this.labels.apply((options.tx ?? this.db).select(this.labels.selection).from(this.table).$dynamic()).where(and(...conditions)).limit(1);
    return rows[0] ? this.serialize(rows[0]) : undefined;
  }

  /** A written record as GET one answers it: with its references' labels and computed columns, when the entity has any. */
  async asListed(row: Row, tx?: Db): Promise<Row> {
    if (this.labels.labelColumns.size === 0 && this.labels.computed.size === 0) return row;
    return (await this.findById(row.id as number, { withDeleted: true, tx })) ?? row;
  }

  async getById(id: number, options: { withDeleted?: boolean; scope?: SQL; tx?: Db } = {}): Promise<Row> {
    const row = await this.findById(id, options);
    if (!row) throw notFound();
    return row;
  }

  /** Columns the API never returns (password hashes); a row of an entity without any is returned as it is. */
  serialize(row: Row): Row {
    if (this.writeOnly.length === 0) return row;
    const out: Row = { ...row };
    for (const key of this.writeOnly) delete out[key];
    return out;
  }

  private async guarded<T>(operation: 'write' | 'delete', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw fromDatabaseError(error, operation) ?? error;
    }
  }

  /** `warnings`: where hooks put the values they accept with a remark (answered beside the record). */
  async create(data: Row, actor: Actor, tx?: Db, warnings: FieldErrors = {}): Promise<Row> {
    return this.guarded('write', () =>
      this.inTransaction(tx, async (t) => {
        const context: HookContext = { tx: t, actor, warnings, pending: [] };
        await this.hooks.lockParents?.({ data }, t);
        const values = (await this.hooks.beforeCreate?.({ ...data }, context)) ?? data;
        const [row] = await t.insert(this.table).values(values).returning();
        const after = this.serialize(row);
        await writeAudit(t, actor, { entity: this.entity.name, entityId: after.id as number, action: 'create', after });
        await this.changed({ action: 'create', after }, context);
        return after;
      }),
    );
  }

  /**
   * Many records of one owner at once (a loan's schedule): each through the hooks as create takes it, then
   * one INSERT for all and their audit rows in one statement more, where create would cost two statements
   * a record. Same rows, same audit rows, same hooks after.
   */
  async createMany(data: readonly Row[], actor: Actor, tx?: Db): Promise<Row[]> {
    if (data.length === 0) return [];
    return this.guarded('write', () =>
      this.inTransaction(tx, async (t) => {
        const context: HookContext = { tx: t, actor, warnings: {}, pending: [] };
        const values: Row[] = [];
        for (const record of data) {
          await this.hooks.lockParents?.({ data: record }, t);
          values.push((await this.hooks.beforeCreate?.({ ...record }, context)) ?? record);
        }
        const rows = await t.insert(this.table).values(values).returning();
        const created = rows.map((row) => this.serialize(row));
        await writeAudits(t, actor, created.map((after) => ({ entity: this.entity.name, entityId: after.id as number, action: 'create', after })));
        for (const after of created) await this.changed({ action: 'create', after }, context);
        return created;
      }),
    );
  }

  async update(id: number, data: Row, actor: Actor, options: UpdateOptions = {}): Promise<Row> {
    return this.guarded('write', () =>
      this.inTransaction(options.tx, async (t) => {
        const context: HookContext = { tx: t, actor, warnings: options.warnings ?? {}, approvedChange: options.approvedChange, pending: options.pending ?? [] };
        // The database's four-eyes trigger reads it: this transaction applies that approved change.
        if (options.approvedChange !== undefined) await t.execute(sql`select set_config('caudal.approved_change', ${String(options.approvedChange)}, true)`);
        await this.hooks.lockParents?.({ id, data }, t);
        const before = await this.lockOne(t, id, options.scope);
        // Checked before the hooks too: they would judge the change against a record the writer never saw.
        this.checkVersion(before, options.expectedVersion);
        const { version: _never, ...changes }: Row = (await this.hooks.beforeUpdate?.({ ...data }, before, context)) ?? { ...data };
        if (this.entity.timestamps) changes.updated_at = new Date();
        const row = await this.writeVersioned(t, id, changes, options.expectedVersion);
        const after = this.serialize(row);
        await writeAudit(t, actor, { entity: this.entity.name, entityId: id, action: 'update', before, after });
        await this.changed({ action: 'update', before, after }, context);
        return after;
      }),
    );
  }

  async remove(id: number, actor: Actor, options: WriteOptions = {}): Promise<Row> {
    return this.guarded('delete', () =>
      this.inTransaction(options.tx, async (t) => {
        const context: HookContext = { tx: t, actor, warnings: {}, pending: [] };
        await this.hooks.lockParents?.({ id }, t);
        const before = await this.lockOne(t, id, options.scope);
        this.checkVersion(before, options.expectedVersion);
        await this.hooks.beforeDelete?.(before, context);
        if (this.entity.softDelete) {
          const row = await this.writeVersioned(t, id, { deleted_at: new Date() }, options.expectedVersion);
          await writeAudit(t, actor, { entity: this.entity.name, entityId: id, action: 'soft-delete', before, after: this.serialize(row) });
        } else {
          const gone = await t.delete(this.table).where(this.versionedRow(id, options.expectedVersion)).returning({ id: this.column('id') });
          if (gone.length === 0) throw staleVersion(await this.currentVersion(t, id));
          await writeAudit(t, actor, { entity: this.entity.name, entityId: id, action: 'delete', before });
        }
        await this.changed({ action: 'delete', before }, context);
        return before;
      }),
    );
  }

  private async changed(change: RecordChange, context: HookContext): Promise<void> {
    await this.hooks.afterChange?.(change, context);
  }

  /** Clears deleted_at of a soft-deleted record (PATCH {entity}/{id}/recovery). */
  async recover(id: number, actor: Actor, options: WriteOptions = {}): Promise<Row> {
    return this.inTransaction(options.tx, async (t) => {
      await this.hooks.lockParents?.({ id }, t);
      const before = await this.lockOne(t, id, options.scope, true);
      if (before.deleted_at === null) throw unprocessable({ id: [msg('http.notDeleted')] });
      this.checkVersion(before, options.expectedVersion);
      const after = this.serialize(await this.writeVersioned(t, id, { deleted_at: null }, options.expectedVersion));
      await writeAudit(t, actor, { entity: this.entity.name, entityId: id, action: 'recover', before, after });
      await this.changed({ action: 'recover', before, after }, { tx: t, actor, warnings: {}, pending: [] });
      return after;
    });
  }

  /** The record's row, or the one the writer read: `where id = $1 and version = $2` when it names a version. */
  private versionedRow(id: number, expectedVersion: number | undefined): SQL | undefined {
    return and(eq(this.column('id'), id), expectedVersion === undefined ? undefined : eq(this.column('version'), expectedVersion));
  }

  /**
   * One UPDATE makes the change, raises the version and holds the writer to the version it read, so no
   * other write can slip between a check and the change. No row back: the record moved on (409).
   */
  private async writeVersioned(t: Db, id: number, changes: Row, expectedVersion: number | undefined): Promise<Row> {
    const [row] = await t
      .update(this.table)
      .set({ ...changes, version: raisedVersion({ version: this.column('version') }) })
      .where(this.versionedRow(id, expectedVersion))
      .returning();
    if (!row) throw staleVersion(await this.currentVersion(t, id));
    return row;
  }

  private checkVersion(before: Row, expectedVersion: number | undefined): void {
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw staleVersion(before.version as number);
  }

  private async currentVersion(t: Db, id: number): Promise<number> {
    const [row] = await t.select({ version: this.column('version') }).from(this.table).where(eq(this.column('id'), id)).limit(1);
    if (!row) throw notFound();
    return row.version as number;
  }

  private async lockOne(t: Db, id: number, scope?: SQL, withDeleted = false): Promise<Row> {
    const conditions = [eq(this.column('id'), id), scope];
    if (this.entity.softDelete && !withDeleted) conditions.push(isNull(this.column('deleted_at')));
    const rows = await t.select().from(this.table).where(and(...conditions)).limit(1).for('update');
    if (!rows[0]) throw notFound();
    return this.serialize(rows[0]);
  }

  private inTransaction<T>(tx: Db | undefined, work: (t: Db) => Promise<T>): Promise<T> {
    if (tx) return work(tx);
    return this.db.transaction((t) => work(t));
  }
}
