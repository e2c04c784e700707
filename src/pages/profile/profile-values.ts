/** The profile form's values, pure: read from a profile, and carried onto a newer one (decision 100). */
import { PROFILE_FIELDS, type ProfileChange } from '../../../schemas/profile.ts';
import type { Profile } from './profile-api.ts';

export const valuesOf = (profile: Profile): ProfileChange => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileChange;

/** The form over a newer record: what the person changed stays, every other field takes the stored value. */
export function keepTyped(typed: ProfileChange, readFrom: Profile, current: Profile): ProfileChange {
  const before = valuesOf(readFrom);
  const now = valuesOf(current);
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, typed[f] !== before[f] ? typed[f] : now[f]])) as ProfileChange;
}
