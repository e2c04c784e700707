/**
 * The firm's settings (docs/decisions/241): named values in firm_setting, read where a rule needs
 * them (no copy in memory: several servers share one database) and changed by Admin, audited.
 * Today one: whether the ERP's records (customers, companies, agents) may be created and edited by hand.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { firmSetting } from '../../schemas/import-tables.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { Db } from '../db/client.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

import { ERP_HAND_EDITS, FIRM_SETTINGS_MODULE as SETTINGS_MODULE } from '../../schemas/firm-settings.ts';

export async function erpHandEditsAllowed(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: firmSetting.value }).from(firmSetting).where(eq(firmSetting.name, ERP_HAND_EDITS)).limit(1);
  return row?.value === true;
}

export async function setErpHandEdits(db: Db, actor: Actor, allowed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await erpHandEditsAllowed(tx);
    await tx
      .insert(firmSetting)
      .values({ name: ERP_HAND_EDITS, value: allowed, updated_by: actor.userId })
      .onConflictDoUpdate({ target: firmSetting.name, set: { value: allowed, updated_by: actor.userId, updated_at: sql`now()` } });
    await writeAudit(tx, actor, { entity: 'firm_setting', entityId: ERP_HAND_EDITS, action: 'update', before: { value: before }, after: { value: allowed } });
  });
}

/** A create by hand of an ERP record, while editing by hand is off: a broken rule (422), not a missing permission. */
export async function assertHandCreate(db: Db, entity: Entity): Promise<void> {
  if (!entity.externalSource || (await erpHandEditsAllowed(db))) return;
  throw unprocessable({ _: [msg('imports.handEditsOff')] });
}

const differs = (next: unknown, now: unknown) => String(next ?? '') !== String(now ?? '');

/**
 * An edit by hand that changes an ERP record's fields (all but the hand-editable ones), while editing
 * by hand is off: 422 on them. A form sending the stored values back changes nothing and passes.
 */
export async function assertHandUpdate(db: Db, entity: Entity, body: unknown, current: Record<string, unknown>): Promise<void> {
  if (!entity.externalSource || !body || typeof body !== 'object' || Array.isArray(body)) return;
  const sent = body as Record<string, unknown>;
  const fromErp = Object.keys(sent).filter((name) => name in entity.fields && !entity.externalSource!.handEditable.includes(name) && differs(sent[name], current[name]));
  if (fromErp.length === 0 || (await erpHandEditsAllowed(db))) return;
  const errors: FieldErrors = Object.fromEntries(fromErp.map((name) => [name, [msg('imports.fieldFromErp')]]));
  throw unprocessable(errors);
}

export async function firmSettingRoutes(app: FastifyInstance) {
  const answer = async () => ({ data: { erp_hand_edits: await erpHandEditsAllowed(app.database.db) } });
  app.get('/firm-settings', { config: { signedIn: true }, schema: { tags: ['firm-settings'], summary: "The firm's settings (whether the ERP's records are edited by hand)" } }, answer);
  app.put(
    '/firm-settings',
    {
      config: { module: SETTINGS_MODULE, action: 'update', writes: 'none' },
      schema: { tags: ['firm-settings'], summary: "Change the firm's settings (Admin)", body: { type: 'object', properties: { erp_hand_edits: { type: 'boolean' } }, required: ['erp_hand_edits'] } },
    },
    async (request) => {
      const value = (request.body as { erp_hand_edits?: unknown } | null)?.erp_hand_edits;
      if (typeof value !== 'boolean') throw unprocessable({ erp_hand_edits: [msg('http.invalidData')] });
      await setErpHandEdits(app.database.db, request.actor, value);
      return answer();
    },
  );
}
