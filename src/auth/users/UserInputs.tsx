/**
 * The users form (spec: user): the generated inputs, plus what they cannot guess. The password is
 * asked on create and, on edit, only when the person chooses to change it; it is never shown back.
 * The lada is a select of GET phone_code (Mexico first); the server puts it in front of the phone.
 */
import { useEffect, useState } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { PasswordInput, SelectInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { entities } from '../../../schemas/index.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { EntityInput } from '../../framework/screens/EntityInput.tsx';
import { FormSections } from '../../framework/screens/FormSections.tsx';
import { mayChangeCredentialsOf, mayGrantRole } from '../../../schemas/rules/credentials.ts';
import { LOOKUP_PAGE_SIZE } from '../../framework/screens/lookup.ts';
import { phoneCodes } from '../auth-api.ts';
import { storedUser } from '../session-storage.ts';
import type { PhoneCode } from '../session-types.ts';

const FIELDS = entities.user.fields as Record<string, FieldMeta>;
/** Drawn by this form itself, or set by the server. */
const SPECIAL = new Set(['password', 'lada', 'phone', 'language', 'must_change_password']);
const GENERATED_ORDER = Object.keys(FIELDS).filter((name) => !SPECIAL.has(name) && !FIELDS[name].generated && !FIELDS[name].hidden);

let codesOnce: Promise<PhoneCode[]> | null = null;

function LadaInput({ disabled }: { disabled?: boolean }) {
  const [codes, setCodes] = useState<PhoneCode[]>([]);
  useEffect(() => {
    let live = true;
    codesOnce ??= phoneCodes().catch((error: unknown) => {
      codesOnce = null;
      throw error;
    });
    codesOnce.then((rows) => live && setCodes(rows)).catch(() => live && setCodes([]));
    return () => {
      live = false;
    };
  }, []);
  const choices = codes.map((row) => ({ id: row.code, name: `${row.iso} ${row.code}` }));
  return <SelectInput source="lada" choices={choices} defaultValue="+52" emptyText="" disabled={disabled} sx={{ width: 150, flexShrink: 0 }} />;
}

function PasswordOnDemand() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [changing, setChanging] = useState(false);
  const toggle = (next: boolean) => {
    setChanging(next);
    // Unticked: nothing is sent, so the stored password stays as it is.
    if (!next) setValue('password', undefined, { shouldDirty: true });
  };
  return (
    <>
      <FormControlLabel control={<Checkbox checked={changing} onChange={(e) => toggle(e.target.checked)} />} label={translate('resources.user.form.changePassword')} />
      {changing && <PasswordInput source="password" autoComplete="new-password" fullWidth />}
    </>
  );
}

/** The roles this person may give (a role is granted only from above), and the record's own. */
function RoleInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<{ role_id?: number }>();
  const me = storedUser();
  const { data } = useGetList<{ id: number; name: string }>('role', { pagination: { page: 1, perPage: LOOKUP_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' } });
  const choices = (data ?? []).filter((role) => mayGrantRole(me?.role_id, role.id) || role.id === record?.role_id);
  return <SelectInput source="role_id" choices={choices} optionText="name" disabled={disabled} emptyText={translate('caudal.form.none')} fullWidth />;
}

/** The sign-in fields: the server refuses their change from whoever may not make it (schemas/rules/credentials.ts). */
const CREDENTIALS = new Set(['username', 'email', 'role_id']);

/**
 * What the signed-in person may change of this record: someone else's credentials and role only as
 * their administrator (decision 126), their own credentials but not their own role.
 */
function useCredentialAccess(mode: 'create' | 'update'): { credentials: boolean; role: boolean } {
  const record = useRecordContext<{ id?: number; role_id?: number }>();
  const me = storedUser();
  if (mode === 'create' || !record) return { credentials: true, role: true };
  const administers = mayChangeCredentialsOf(me?.role_id, record.role_id);
  const self = me !== null && Number(me.id) === Number(record.id);
  return { credentials: self || administers, role: administers };
}

export function UserInputs({ mode }: { mode: 'create' | 'update' }) {
  const translate = useTranslate();
  const access = useCredentialAccess(mode);
  const locked = (name: string) => CREDENTIALS.has(name) && !(name === 'role_id' ? access.role : access.credentials);
  const input = (name: string) =>
    name === 'role_id' ? (
      <RoleInput disabled={locked(name)} />
    ) : name === 'phone' ? (
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <LadaInput disabled={!access.credentials} />
        <EntityInput entityName="user" source="phone" meta={FIELDS.phone} disabled={!access.credentials} />
      </Box>
    ) : (
      <EntityInput entityName="user" source={name} meta={FIELDS[name]} disabled={locked(name)} />
    );
  const after = (
    <>
      {mode === 'create' ? <PasswordInput source="password" autoComplete="new-password" fullWidth /> : access.credentials ? <PasswordOnDemand /> : null}
      {mode === 'update' && (
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }} data-testid="four-eyes-hint">
          {translate('caudal.fourEyes.formHint')}
        </Typography>
      )}
      {(!access.credentials || !access.role) && (
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
          {translate(access.credentials ? 'resources.user.form.ownRole' : 'resources.user.form.credentialsLocked')}
        </Typography>
      )}
    </>
  );
  return <FormSections entityName="user" sections={entities.user.formSections} shown={[...GENERATED_ORDER, 'phone']} render={input} after={after} />;
}
