/**
 * "Cancelar" an issued invoice: POST invoices/{id}/cancel {motive, substitution?} with SAT's motives.
 * Motive 01 names the CFDI that replaces it, or, left empty, has Caudal issue that CFDI first
 * (POST invoices/{id}/substitute: relation 04, then this one cancelled with 01; docs/decisions/114).
 * A PAC may answer "pending" (the receiver must accept), which the toast says.
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

  const substitute = motive === '01' && substitution.trim() === '';
  const run = async () => {
    if (substitute) {
      const answer = await dataProvider.call<{ in_process?: boolean }>('POST', `invoices/${invoice.id}/substitute`, {});
      if (answer.in_process) toast.info(`${PREFIX}.inProcess`);
      else toast.success(`${PREFIX}.substituted`);
      return;
    }
    const answer = await dataProvider.call<{ status: string; in_process?: boolean }>('POST', `invoices/${invoice.id}/cancel`, { motive, ...(motive === '01' ? { substitution: substitution.trim() } : {}) });
    if (answer.in_process) toast.info(`${PREFIX}.inProcess`);
    else if (answer.status === 'cancellation_pending') toast.info(`${PREFIX}.pending`);
    else toast.success(`${PREFIX}.done`);
  };

  return (
    <InvoiceActionDialog invoice={invoice} prefix={PREFIX} confirmColor="error" canConfirm run={run} onClose={onClose}>
      <TextField select label={translate(`${PREFIX}.motive`)} value={motive} onChange={(e) => setMotive(e.target.value)}>
        {CANCELLATION_MOTIVES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`resources.invoices.options.cancellation_motive.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {motive === '01' && <TextField label={translate(`${PREFIX}.substitution`)} helperText={translate(`${PREFIX}.substitutionHint`)} value={substitution} onChange={(e) => setSubstitution(e.target.value)} />}
    </InvoiceActionDialog>
  );
}
