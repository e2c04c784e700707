/**
 * The profile form over a newer user record (a change request refused as stale, decision 100): what the
 * person typed stays, the rest follows the record, so the request asks only for what they changed.
 */
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/pages/profile/profile-api.ts';
import { keepTyped, valuesOf } from '../../../src/pages/profile/profile-values.ts';

const read: Profile = {
  id: 4, version: 3, user_guid: 'USR-0004', role_id: 5, profile_picture_url: null, pending_request: null,
  name: 'Sofía Castro Villa', email: 'inversionista@caudal.mx', rfc: 'CAVS880923P45', curp: 'CAVS880923MMCSLF08',
  bank_name: 'BBVA', bank_clabe: '012180001234567891', phone: '+525510000004',
};

describe('keepTyped', () => {
  it('keeps the fields the person changed and takes the stored value of the others', () => {
    const typed = { ...valuesOf(read), name: 'Sofía Castro V.' };
    const current: Profile = { ...read, version: 4, bank_name: 'Banco Nuevo' };
    expect(keepTyped(typed, read, current)).toEqual({ ...valuesOf(read), name: 'Sofía Castro V.', bank_name: 'Banco Nuevo' });
  });

  it('keeps what was typed where the record changed too: the person sees both and saves on purpose', () => {
    const typed = { ...valuesOf(read), bank_name: 'Banorte' };
    expect(keepTyped(typed, read, { ...read, version: 4, bank_name: 'Banco Nuevo' }).bank_name).toBe('Banorte');
  });
});
