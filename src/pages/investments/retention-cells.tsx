/**
 * The tax certificates list's drawn cells (resources/investments.ts loads them with the list, not with
 * every first screen): the XML and PDF links, and the "outdated" mark.
 */
import { Chip, Link, Stack } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useTranslate } from 'react-admin';
import { RETENTIONS_PREFIX as PREFIX } from './retention-prefix.ts';

export function RetentionFilesCell({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      <Link href={String(record.xml_location)} target="_blank" rel="noopener" download>
        XML
      </Link>
      <Link href={String(record.pdf_location)} target="_blank" rel="noopener" download>
        PDF
      </Link>
    </Stack>
  );
}

export function RetentionOutdatedCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return record.outdated ? <Chip size="small" color="warning" label={translate(`${PREFIX}.outdated`)} /> : null;
}
