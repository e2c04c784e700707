/**
 * Data step 0001_payout_admin_approves (docs/decisions/250, 167): a database made before the payout run's
 * declaration has Admin managing /inversiones/pagos without `root`, and the reconciler does not write a
 * recorded pair again; the step gives Admin the flag there once, and leaves alone a grant an administrator
 * narrowed or one already in the new shape. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import step from '../../../server/db/data-steps/0001_payout_admin_approves.ts';
import { dataSteps } from '../../../server/db/data-steps/index.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

let t: TestDatabase;
const ADMIN = 3;

beforeAll(async () => {
  t = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await t?.dispose();
});

const adminGrant = async () =>
  (
    await t.database.query<{ read: boolean; create: boolean; update: boolean; destroy: boolean; root: boolean; version: number }>(
      `select p.read, p."create", p.update, p.destroy, p.root, p.version from permission p join module m on m.id = p.module_id where m.route = '/inversiones/pagos' and p.role_id = $1`,
      [ADMIN],
    )
  )[0];
const setGrant = (flags: string) => t.database.query(`update permission p set ${flags} from module m where m.id = p.module_id and m.route = '/inversiones/pagos' and p.role_id = $1`, [ADMIN]);
const runStep = () => t.database.db.transaction((tx) => step.run(tx));

describe('data step 0001_payout_admin_approves', () => {
  it('is declared, and a new database has it recorded with Admin already approving', async () => {
    expect(dataSteps.map((s) => s.name)).toContain('0001_payout_admin_approves');
    expect((await t.database.query<{ name: string }>(`select name from data_step where name = '0001_payout_admin_approves'`)).length).toBe(1);
    expect(await adminGrant()).toMatchObject({ read: true, create: true, update: true, destroy: true, root: true });
    expect((await prepareDatabase(t.database)).dataSteps).toEqual([]);
  });

  it('gives Admin root where it still manages the screen (a database of the previous version), once', async () => {
    await setGrant('root = false');
    const before = await adminGrant();
    expect(await runStep()).toMatch(/now approve/);
    expect(await adminGrant()).toEqual({ ...before, root: true, version: before.version + 1 });
    expect(await runStep()).toMatch(/already/);
    expect((await adminGrant()).version).toBe(before.version + 1);
  });

  it('leaves a grant an administrator narrowed as they left it', async () => {
    await setGrant('root = false, "create" = false, update = false, destroy = false');
    const before = await adminGrant();
    await runStep();
    expect(await adminGrant()).toEqual(before);
    await setGrant('root = true, "create" = true, update = true, destroy = true');
  });
});
