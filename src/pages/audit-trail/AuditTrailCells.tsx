/**
 * The Bitácora's drawn cells: what the record is of and what was done, in the person's language, and
 * the before/after of only the fields that changed (the server's `changes`, schemas/views/audit-trail.ts).
 */
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatPhone, isBusinessDate, isInstant } from '../../framework/format.ts';

export function SubjectCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const subject = String(record.entity ?? '');
  return <>{translate(`resources.audit_log.options.entity.${subject}`, { _: subject })}</>;
}

export function ActionCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const action = String(record.action ?? '');
  return <>{translate(`resources.audit_log.actions.${action}`, { _: action })}</>;
}

type Changes = Record<string, [unknown, unknown]>;

function parsedChanges(text: unknown): Changes | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Changes) : undefined;
  } catch {
    return undefined;
  }
}

const MEXICAN_PHONE = /^\+52\d{10}$/;

/**
 * A value as a person reads it: a date as dd/mm/aaaa, an instant as Mexico City's clock, a Mexican phone in
 * groups, other text as it is, nothing as "empty", a structure as compact JSON.
 */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (isBusinessDate(value)) return formatDate(value);
  if (isInstant(value)) return formatDateTime(value) || value;
  if (typeof value === 'string' && MEXICAN_PHONE.test(value)) return formatPhone(value);
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * A changed field's label: its entity's own, else the Bitácora's shared names for the columns no screen
 * labels (session_id, bank_name, role_id ...), never the database's name when either has one.
 */
function fieldLabel(translate: ReturnType<typeof useTranslate>, entity: string, name: string): string {
  const shared = translate(`resources.audit_log.fieldNames.${name}`, { _: name });
  return translate(`resources.${entity}.fields.${name}`, { _: shared });
}

export function ChangesCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const changes = parsedChanges(record.changes);
  const empty = translate('resources.audit_log.changes.empty');
  if (!changes) {
    // An import keeps its rows, a refusal what was asked: no field by field comparison to show.
    if (Array.isArray(record.after)) return <>{translate('resources.audit_log.changes.items', { smart_count: record.after.length })}</>;
    return record.before || record.after ? <>{translate('resources.audit_log.changes.none')}</> : null;
  }
  const entity = String(record.entity ?? '');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
      {Object.entries(changes).map(([name, [before, after]]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {fieldLabel(translate, entity, name)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {record.action === 'create' ? shown(after, empty) : `${shown(before, empty)} → ${shown(after, empty)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
