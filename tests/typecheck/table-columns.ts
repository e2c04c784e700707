/**
 * Part of `npm run typecheck`: an entity's table has its own columns and no others.
 * Each @ts-expect-error below fails the type check the day the line compiles (a string index crept back
 * onto the tables); the block at the end says the same of every registered entity at once.
 * tests/unit/schemas/table-columns-compile.test.ts also compiles must-not-compile/ and reads its errors.
 */
import { entities } from '../../schemas/index.ts';

export const realColumns = [entities.user.table.email, entities.currency.table.min_inv, entities.loan.table.id, entities.investment.table.version];

// @ts-expect-error: no such column
export const misspelled = entities.user.table.emial;
// @ts-expect-error: no such column
export const noneAtAll = entities.user.table.no_such_column_at_all;
// @ts-expect-error: a currency has no user
export const wrongEntity = entities.currency.table.user_id;
// @ts-expect-error: not a soft-deleting entity: no deleted_at
export const notSoftDeleted = entities.currency.table.deleted_at;

type Registered = typeof entities;
/** The names of the entities whose table answers to any string: none. */
type OpenTables = { [K in keyof Registered]: string extends keyof Registered[K]['table'] ? K : never }[keyof Registered];
export const everyTableIsClosed: [OpenTables] extends [never] ? true : OpenTables = true;
