/**
 * The users form (spec: user): the generated inputs, plus what they cannot guess. The password is
 * asked on create and, on edit, only when the person chooses to change it; it is never shown back.
 * The lada is a select of GET phone_code (Mexico first); the server puts it in front of the phone.
 */
import { useEffect, useState } from 'react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { PasswordInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { entities } from '../../../schemas/index.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { EntityInput } from '../../framework/screens/EntityInput.tsx';
import { phoneCodes } from '../auth-api.ts';
import type { PhoneCode } from '../session-types.ts';

const FIELDS = entities.user.fields as Record<string, FieldMeta>;
/** Drawn by this form itself, or set by the server. */
const SPECIAL = new Set(['password', 'lada', 'phone', 'language', 'must_change_password']);
const GENERATED_ORDER = Object.keys(FIELDS).filter((name) => !SPECIAL.has(name) && !FIELDS[name].generated && !FIELDS[name].hidden);

let codesOnce: Promise<PhoneCode[]> | null = null;

function LadaInput() {
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
  return <SelectInput source="lada" choices={choices} defaultValue="+52" emptyText="" sx={{ width: 150, flexShrink: 0 }} />;
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

export function UserInputs({ mode }: { mode: 'create' | 'update' }) {
  return (
    <>
      {GENERATED_ORDER.map((name) => (
        <EntityInput key={name} entityName="user" source={name} meta={FIELDS[name]} />
      ))}
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <LadaInput />
        <EntityInput entityName="user" source="phone" meta={FIELDS.phone} />
      </Box>
      {mode === 'create' ? <PasswordInput source="password" autoComplete="new-password" fullWidth /> : <PasswordOnDemand />}
    </>
  );
}
