/**
 * Rules a domain adds to an entity's generic writes without replacing its routes: `afterWrite` runs in
 * the write's transaction, sees the record as it was and as it is now (none when deleted), and may
 * refuse the change (any error rolls the whole write back) or bring dependent records up to date.
 */
import type { Actor } from './audit.ts';
import type { Db } from '../db/client.ts';
import type { Row } from './repository.ts';

export interface WriteChange {
  /** The record before the write; none for a create. */
  before?: Row;
  /** The record after the write; none for a delete (soft or hard). */
  after?: Row;
  actor: Actor;
}

export interface WriteRules {
  afterWrite(tx: Db, change: WriteChange): Promise<void>;
}
