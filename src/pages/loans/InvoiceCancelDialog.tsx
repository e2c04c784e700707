/**
 * "Cancelar" an issued invoice: POST invoices/{id}/cancel {motive, substitution?} with SAT's motives
 * (01 needs the UUID of the CFDI that replaces it). A PAC may answer "pending" (the receiver must
 * accept), which the toast says.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { CANCELLATION_MOTIVES } from '../../../schemas/invoice.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { InvoiceActionDialog, type InvoiceForAction } from './InvoiceActionDialog.tsx';

const PREFIX = 'caudal.loans.invoiceCancel';

export function InvoiceCancelDialog({ invoice, onClose }: { invoice: InvoiceForAction; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [motive, setMotive] = useState<string>('02');
  const [substitution, setSubstitution] = useState('');

  const run = async () => {
    const answer = await dataProvider.call<{ status: string; in_process?: boolean }>('POST', `invoices/${invoice.id}/cancel`, { motive, ...(motive === '01' ? { substitution: substitution.trim() } : {}) });
    if (answer.in_process) toast.info(`${PREFIX}.inProcess`);
    else if (answer.status === 'cancellation_pending') toast.info(`${PREFIX}.pending`);
    else toast.success(`${PREFIX}.done`);
  };

  return (
    <InvoiceActionDialog invoice={invoice} prefix={PREFIX} confirmColor="error" canConfirm={motive !== '01' || substitution.trim() !== ''} run={run} onClose={onClose}>
      <TextField select label={translate(`${PREFIX}.motive`)} value={motive} onChange={(e) => setMotive(e.target.value)}>
        {CANCELLATION_MOTIVES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`resources.invoices.options.cancellation_motive.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {motive === '01' && <TextField label={translate(`${PREFIX}.substitution`)} value={substitution} onChange={(e) => setSubstitution(e.target.value)} />}
    </InvoiceActionDialog>
  );
}
