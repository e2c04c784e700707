/**
 * Admin approves the investors' payout runs (docs/decisions/250): the `root` flag on /inversiones/pagos,
 * which the declaration gives Admin. A database made before that declaration had recorded the (module,
 * Admin) pair already, so the reconciler does not write the new flag there (decision 167); this step does,
 * once, where Admin still manages the payments screen (create and update). A grant an administrator
 * narrowed below that, or removed, stays as they left it; a new database already has the flag and is
 * left alone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { raisedVersion } from '../../crud/repository.ts';
import type { DataStep } from '../data-step-runner.ts';

export const PAYOUT_APPROVAL_ROUTE = '/inversiones/pagos';

export default {
  async run(tx) {
    const permissions = entities.permission.table;
    const modules = entities.module.table;
    const granted = await tx
      .update(permissions)
      .set({ root: true, version: raisedVersion(permissions) })
      .where(
        and(
          eq(permissions.role_id, ROLE.admin),
          inArray(permissions.module_id, tx.select({ id: modules.id }).from(modules).where(eq(modules.route, PAYOUT_APPROVAL_ROUTE))),
          eq(permissions.root, false),
          eq(permissions.create, true),
          eq(permissions.update, true),
        ),
      )
      .returning({ id: permissions.id });
    return granted.length === 0 ? 'Admin already approves payout runs' : 'Admin may now approve payout runs (root on /inversiones/pagos)';
  },
} satisfies DataStep;
