/**
 * Four eyes on a person's data (schemas/user.ts marks the fields, FieldAccess.approval): a write that
 * would change one of them is split. What it changes of the other fields is written now; the four-eyes
 * changes become a pending change request (profile_request, requested_by the actor) that someone other
 * than the requester and the person approves (server/routes/profile/profile-requests.ts). Runs inside the
 * user's beforeUpdate hook, so every writer through the repository inherits it; the database trigger
 * users_four_eyes refuses any writer that does not.
 */
import { fourEyesFields } from '../../schemas/framework/four-eyes.ts';
import type { RequestedChanges } from '../../schemas/profile.ts';
import { user } from '../../schemas/user.ts';
import { writeAudit } from '../crud/audit.ts';
import type { HookContext } from '../crud/hooks.ts';
import { holdChange } from '../stores/profile-store.ts';

type Row = Record<string, unknown>;

const HELD_FIELDS = fourEyesFields(user);

/** Fields that go with a held one, so the record never shows half of a change (a role's Tipo). */
const GOES_WITH: Readonly<Record<string, readonly string[]>> = { role_id: ['type'], phone: ['lada'] };

const differs = (next: unknown, now: unknown) => String(next ?? '') !== String(now ?? '');

/** The changes of `changes` to four-eyes fields that differ from `current` (already in their stored form). */
export function fourEyesChanges(changes: Row, current: Row): Row {
  const held: Row = {};
  for (const field of HELD_FIELDS) if (field in changes && differs(changes[field], current[field])) held[field] = changes[field];
  for (const [field, companions] of Object.entries(GOES_WITH)) {
    if (!(field in held)) continue;
    for (const companion of companions) if (companion in changes) held[companion] = changes[companion];
  }
  return held;
}

/**
 * The changes to write now: all of them when this write applies an approved request, else those that
 * are not held. A held change is recorded (and audited) as the actor's pending request for this person,
 * replacing the actor's previous pending one for them.
 */
export async function holdFourEyesChanges(changes: Row, current: Row, context: HookContext): Promise<Row> {
  if (context.approvedChange !== undefined) return changes;
  const held = fourEyesChanges(changes, current);
  const fields = Object.keys(held);
  if (fields.length === 0) return changes;
  const userId = Number(current.id);
  const request = await holdChange(context.tx, userId, context.actor.userId ?? null, held as RequestedChanges);
  await writeAudit(context.tx, context.actor, { entity: 'profile_request', entityId: request.id, action: 'create', after: held });
  context.pending.push({ id: request.id, fields: fields.filter((field) => HELD_FIELDS.includes(field)) });
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !(field in held)));
}
