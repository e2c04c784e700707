/**
 * Service accounts (docs/decisions/245), Root only (the routes ask for the root flag on their module,
 * which no role but Root holds): list them, create one (its token is answered once, here and never
 * again), rotate its token (the old one stops at once) and revoke it. Every change is audited without
 * the token or its hash.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { role } from '../../schemas/role.ts';
import { serviceAccount } from '../../schemas/service-account.ts';
import { ROLES_NOT_FOR_SERVICE_ACCOUNTS } from '../auth/service-bearer.ts';
import {
  changeServiceToken,
  findServiceAccountView,
  insertServiceAccount,
  listServiceAccounts,
  newServiceToken,
  type ServiceAccountView,
} from '../auth/service-account-store.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { parseId } from '../crud/routes.ts';
import { staleVersion } from '../crud/versions.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { comparesVersion } from '../crud/record-preconditions.ts';
import { msg } from '../i18n/localized.ts';
import { parseBody } from './forwards/forwards-input.ts';

export const SERVICE_ACCOUNTS_MODULE = '/administrador/cuentas-de-servicio';
const tags = ['service_accounts'];
const rootOnly = { action: 'root', module: SERVICE_ACCOUNTS_MODULE } as const;

const createBody = z.object({ name: z.string().trim().min(1).max(80), role_id: z.coerce.number().int().positive() }).strict();
const changeBody = z.object({ version: z.coerce.number().int().positive().optional() }).strict();

/** The audit row's picture of an account: never the token nor its hash. */
const audited = (view: ServiceAccountView) => ({ name: view.name, role_id: view.role_id, token_prefix: view.token_prefix, revoked_at: view.revoked_at, version: view.version });

export async function serviceAccountRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/service_accounts', { config: rootOnly, schema: { tags } }, async () => {
    const [result, roles] = await Promise.all([listServiceAccounts(db), db.select({ id: role.table.id, name: role.table.name }).from(role.table).orderBy(role.table.id)]);
    return { data: { result, total: result.length, roles: roles.filter((r) => !ROLES_NOT_FOR_SERVICE_ACCOUNTS.has(Number(r.id))) } };
  });

  app.post('/service_accounts', { config: { ...rootOnly, writes: 'none' }, schema: { tags } }, async (request, reply) => {
    const body = parseBody<z.infer<typeof createBody>>(createBody, request.body);
    if (ROLES_NOT_FOR_SERVICE_ACCOUNTS.has(body.role_id)) throw unprocessable({ role_id: [msg('serviceAccounts.roleNotAllowed')] });
    const [known] = await db.select({ id: role.table.id }).from(role.table).where(eq(role.table.id, body.role_id));
    if (!known) throw unprocessable({ role_id: [msg('serviceAccounts.roleMissing')] });
    const [taken] = await db.select({ id: serviceAccount.id }).from(serviceAccount).where(eq(serviceAccount.name, body.name));
    if (taken) throw unprocessable({ name: [msg('serviceAccounts.nameTaken')] });
    const secret = newServiceToken();
    const view = await db.transaction(async (tx) => {
      const id = await insertServiceAccount(tx, { name: body.name, roleId: body.role_id, createdBy: request.actor.userId, hash: secret.hash, prefix: secret.prefix });
      const created = (await findServiceAccountView(tx, id))!;
      await writeAudit(tx, request.actor, { entity: 'service_account', entityId: id, action: 'create', after: audited(created) });
      return created;
    });
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ data: { ...view, token: secret.token } });
  });

  async function change(id: number, kind: 'rotate' | 'revoke', version: number | undefined, actor: Actor) {
    const secret = kind === 'rotate' ? newServiceToken() : undefined;
    const view = await db.transaction(async (tx) => {
      const before = await findServiceAccountView(tx, id);
      if (!before) throw notFound();
      // Already revoked is the state, not the input: a 409, as every "already done" (decision 203).
      if (before.revoked_at) throw new HttpError(409, msg('serviceAccounts.revoked'));
      // No version named: the one just read stands for it (decision 203), so of two rotations at once the
      // second changes nothing and hears 409, instead of handing the first caller a token already dead.
      const changed = await changeServiceToken(tx, id, secret ? { kind: 'rotate', hash: secret.hash, prefix: secret.prefix } : { kind: 'revoke' }, version ?? before.version, new Date());
      if (changed === undefined) throw staleVersion(before.version);
      const after = (await findServiceAccountView(tx, id))!;
      await writeAudit(tx, actor, { entity: 'service_account', entityId: id, action: kind, before: audited(before), after: audited(after) });
      return after;
    });
    return { view, token: secret?.token };
  }

  app.post('/service_accounts/:id/rotate', { config: { ...rootOnly, writes: comparesVersion('service_account', changeBody) }, schema: { tags } }, async (request, reply) => {
    const body = parseBody<z.infer<typeof changeBody>>(changeBody, request.body);
    const { view, token } = await change(parseId(request), 'rotate', body.version, request.actor);
    reply.header('cache-control', 'no-store');
    return { data: { ...view, token } };
  });

  app.post('/service_accounts/:id/revoke', { config: { ...rootOnly, writes: comparesVersion('service_account', changeBody) }, schema: { tags } }, async (request) => {
    const body = parseBody<z.infer<typeof changeBody>>(changeBody, request.body);
    const { view } = await change(parseId(request), 'revoke', body.version, request.actor);
    return { data: view };
  });
}
