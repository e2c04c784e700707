/**
 * Lifecycle hooks of an entity's generic writes (docs/decisions/091). Declared on the server, keyed by
 * entity name (server/entities/), so server-only code (argon2) never reaches the browser's bundle.
 *
 * - `lockParents` runs first in the write's transaction, before the record is locked.
 * - `check` runs before any write, with the schema's validation: the field problems it returns are
 *   answered together with the schema's in one 422 (a bad email does not hide a weak password).
 * - `beforeCreate`, `beforeUpdate`, `beforeDelete` and `afterChange` run inside the write's
 *   transaction (server/crud/repository.ts): they may alter the data, write other rows with `tx`, or
 *   throw an HttpError, and then nothing of the write stays, its audit row included.
 */
import type { Db } from '../db/client.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { Actor } from './audit.ts';

type Row = Record<string, unknown>;

export interface CheckContext {
  actor: Actor;
  /** The stored record, on update. */
  current?: Row;
}

export interface HookContext {
  /** The write's transaction. */
  tx: Db;
  actor: Actor;
  /** Values accepted but worth a second look: answered as `warnings` beside the record. */
  warnings: FieldErrors;
  /**
   * The approved change request this write applies (its id): four-eyes fields are then written, not
   * held. Only the approval of a change request names one; the database checks it (users_four_eyes).
   */
  approvedChange?: number;
  /** Changes of four-eyes fields a hook held for someone else's approval instead of writing them. */
  pending: PendingChange[];
}

/** A change held for approval: the request that holds it and the fields it names. */
export interface PendingChange {
  id: number;
  fields: string[];
}

export interface RecordChange {
  action: 'create' | 'update' | 'delete' | 'recover';
  /** None for a create. */
  before?: Row;
  /** None for a delete (soft or hard). */
  after?: Row;
}

type MaybePromise<T> = T | Promise<T>;

/** What a write is about to touch: the record's id (update, delete, recover) and the data sent (create, update). */
export interface WriteTarget {
  id?: number;
  data?: Row;
}

export interface EntityHooks {
  /**
   * Runs first in the write's transaction, before the record itself is locked: locks the parent rows
   * the write will change, so every writer takes its locks in the same order (parent, then child) and
   * two writers wait for each other instead of deadlocking or reading a state the other is changing.
   */
  lockParents?(target: WriteTarget, tx: Db): MaybePromise<void>;
  check?(data: Row, context: CheckContext): MaybePromise<FieldErrors>;
  /** May return the row to insert instead of `data`. */
  beforeCreate?(data: Row, context: HookContext): MaybePromise<Row | void>;
  /** May return the changes to write instead of `changes`; `current` as stored (write-only fields left out). */
  beforeUpdate?(changes: Row, current: Row, context: HookContext): MaybePromise<Row | void>;
  beforeDelete?(current: Row, context: HookContext): MaybePromise<void>;
  /** After the row and its audit row are written; `after` as stored, write-only fields left out. */
  afterChange?(change: RecordChange, context: HookContext): MaybePromise<void>;
}

/** Hooks by entity name. */
export type HookRegistry = Readonly<Record<string, EntityHooks>>;
