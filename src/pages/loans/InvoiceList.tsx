/**
 * The invoices generated so far (GET invoices, newest first), with their XML and PDF and, as the
 * role's permissions allow, the row actions "Registrar cobro" (income invoices) and "Cancelar".
 */
import { useState } from 'react';
import { Button, Card, CardHeader, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { entities } from '../../../schemas/index.ts';
import { formatDateTime, formatMoney } from '../../framework/format.ts';
import { InvoiceCancelDialog } from './InvoiceCancelDialog.tsx';
import { InvoicePaymentDialog } from './InvoicePaymentDialog.tsx';
import { LoanTablePagination } from './LoanTablePagination.tsx';
import { mayDestroy, mayUpdate } from './loan-permissions.ts';
import { useLoanData, type Page } from './loan-api.ts';

interface Invoice {
  id: number;
  loan_detail_id: number;
  uuid: string | null;
  cfdi_type: 'I' | 'P' | null;
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

type Action = { kind: 'payment' | 'cancel'; invoice: Invoice };

const live = (invoice: Invoice) => invoice.status !== 'cancelled' && invoice.status !== 'cancellation_pending';

const COLUMNS = ['folio', 'loan_detail_id', 'uuid', 'receiver_name', 'receiver_rfc', 'total', 'status', 'created_at'] as const;

export function InvoiceList() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data } = useLoanData<Page<Invoice>>(`invoices?take=${perPage}&page=${page + 1}&sort=created_at&order=desc`);
  const field = (name: string) => translate(`resources.invoices.fields.${name}`);
  const [action, setAction] = useState<Action | null>(null);
  const canCollect = mayUpdate(entities.invoices);
  const canCancel = mayDestroy(entities.invoices);
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
                <TableCell />
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
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      {canCollect && live(invoice) && invoice.cfdi_type !== 'P' && (
                        <Button size="small" onClick={() => setAction({ kind: 'payment', invoice })}>
                          {translate('caudal.loans.invoicePayment.action')}
                        </Button>
                      )}
                      {canCancel && live(invoice) && (
                        <Button size="small" color="error" onClick={() => setAction({ kind: 'cancel', invoice })}>
                          {translate('caudal.loans.invoiceCancel.action')}
                        </Button>
                      )}
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
      {action?.kind === 'payment' && <InvoicePaymentDialog invoice={action.invoice} onClose={() => setAction(null)} />}
      {action?.kind === 'cancel' && <InvoiceCancelDialog invoice={action.invoice} onClose={() => setAction(null)} />}
    </Card>
  );
}
