/** The invoices generated so far (GET invoices, newest first), with their XML and PDF. */
import { useState } from 'react';
import { Card, CardHeader, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../../framework/format.ts';
import { LoanTablePagination } from './LoanTablePagination.tsx';
import { useLoanData, type Page } from './loan-api.ts';

interface Invoice {
  id: number;
  loan_detail_id: number;
  uuid: string;
  serie: string;
  folio: string;
  receiver_name: string;
  receiver_rfc: string;
  currency: string;
  total: string;
  status: string;
  xml_location: string;
  pdf_location: string;
  created_at: string;
}

const COLUMNS = ['folio', 'loan_detail_id', 'uuid', 'receiver_name', 'receiver_rfc', 'total', 'status', 'created_at'] as const;

export function InvoiceList() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data } = useLoanData<Page<Invoice>>(`invoices?take=${perPage}&page=${page + 1}&sort=created_at&order=desc`);
  const field = (name: string) => translate(`resources.invoices.fields.${name}`);
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('caudal.loans.invoicing.invoices')} />
      {data && data.total === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {translate('caudal.loans.invoicing.noInvoices')}
        </Typography>
      ) : (
        <>
          <Table size="small" data-testid="invoices">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'total' ? 'right' : 'left'}>
                    {field(c)}
                  </TableCell>
                ))}
                <TableCell>{field('xml_location')} / {field('pdf_location')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.result ?? []).map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    {invoice.serie}-{invoice.folio}
                  </TableCell>
                  <TableCell>{invoice.loan_detail_id}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{invoice.uuid}</TableCell>
                  <TableCell>{invoice.receiver_name}</TableCell>
                  <TableCell>{invoice.receiver_rfc}</TableCell>
                  <TableCell align="right">
                    {formatMoney(invoice.total)} {invoice.currency}
                  </TableCell>
                  <TableCell>{translate(`resources.invoices.options.status.${invoice.status}`, { _: invoice.status })}</TableCell>
                  <TableCell>{formatDateTime(invoice.created_at)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Link href={invoice.xml_location} target="_blank" rel="noopener">
                        XML
                      </Link>
                      <Link href={invoice.pdf_location} target="_blank" rel="noopener">
                        PDF
                      </Link>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <LoanTablePagination
              count={data?.total ?? 0}
              page={page}
              perPage={perPage}
              options={[10, 25, 50]}
              onChange={(nextPage, nextPerPage) => {
                setPage(nextPage);
                setPerPage(nextPerPage);
              }}
            />
        </>
      )}
    </Card>
  );
}
