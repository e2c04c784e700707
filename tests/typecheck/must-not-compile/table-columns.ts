/**
 * Must NOT compile (tests/unit/schemas/table-columns-compile.test.ts reads the errors, line by line):
 * a misspelled or dropped column on an entity's table. Excluded from the project's tsconfig.
 */
import { entities } from '../../../schemas/index.ts';

export const misspelled = entities.user.table.emial;
export const noneAtAll = entities.user.table.no_such_column_at_all;
export const dropped = entities.currency.table.interest;
export const referenceWithoutItsId = entities.loan.table.customer;
