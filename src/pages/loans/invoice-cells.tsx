/** The invoices list's drawn cells (resources/loans.ts loads them with the list): its number, detail and files. */
import { Box, Link, Stack } from '@mui/material';
import type { RaRecord } from 'ra-core';

/** PR-75 on one line: the folio is read as one word. */
export function InvoiceNumberCell({ record }: { record: RaRecord }) {
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{String(record.number ?? '')}</Box>;
}

/** The detail by its number, as the candidates above name it (its label would be its cut-off date). */
export function InvoiceDetailCell({ record }: { record: RaRecord }) {
  return <>{String(record.loan_detail_id ?? '')}</>;
}

export function InvoiceFilesCell({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      <Link href={String(record.xml_location)} target="_blank" rel="noopener">
        XML
      </Link>
      <Link href={String(record.pdf_location)} target="_blank" rel="noopener">
        PDF
      </Link>
    </Stack>
  );
}
