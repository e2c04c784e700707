/** The profile's calls (spec section 7), through the data provider's `call`. */
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import type { Instant, BusinessDate } from '../../framework/format.ts';
import type { RowOf } from '../../../schemas/framework/define-entity.ts';
import type { ProfileChange } from '../../../schemas/profile.ts';
import type { userDocument } from '../../../schemas/user-document.ts';

export interface Profile extends ProfileChange {
  id: number;
  /** The user record's version: a change request names the one its form was filled from (decision 100). */
  version: number;
  user_guid: string;
  role_id: number;
  profile_picture_url: string | null;
  pending_request: { id: number; changes: Partial<ProfileChange>; created_at: Instant } | null;
}

/** A user document as GET user_document answers it: the declared row, its expiration always set, and whether it has passed. */
export type UserDocumentRow = Pick<RowOf<typeof userDocument>, 'id' | 'document_id' | 'name' | 'location'> & { expiration: BusinessDate; expired: boolean };

export const getProfile = (dp: CaudalDataProvider) => dp.call<Profile>('GET', 'profile');
export const requestProfileChange = (dp: CaudalDataProvider, change: ProfileChange, version: number) =>
  dp.call<{ id: number; message: string }>('POST', 'profile', { ...change, version }, { formShowsFieldErrors: true, formShowsStaleWrite: true });
export const changePassword = (dp: CaudalDataProvider, body: { current: string; new: string; confirm: string }) => dp.call<{ message: string }>('PATCH', 'profile/password', body, { formShowsFieldErrors: true });

/** PUT profile {profile_picture_url, profile_picture}: the file's name and its content in base64. */
export async function uploadPicture(dp: CaudalDataProvider, file: File): Promise<{ profile_picture_url: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  // The photo card says a refusal in its own toast: never an Oops dialog beside it.
  return dp.call('PUT', 'profile', { profile_picture_url: file.name, profile_picture: btoa(binary) }, { silent: true });
}
