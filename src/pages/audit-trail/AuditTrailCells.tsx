/**
 * The Bitácora's drawn cells: what the record is of and what was done, in the person's language, and
 * the before/after of only the fields that changed (the server's `changes`, schemas/views/audit-trail.ts).
 */
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useTranslate } from 'react-admin';

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

/** A value as a person reads it: text as it is, nothing as "empty", a structure as compact JSON. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
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
            {translate(`resources.${entity}.fields.${name}`, { _: name })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {record.action === 'create' ? shown(after, empty) : `${shown(before, empty)} → ${shown(after, empty)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
