/**
 * "Registrar cobro" of an income invoice: POST invoices/{id}/payment {paid_at, form, amount?, currency?}. The
 * server issues the payment complement when the invoice is stamped; when it is not (no folio fiscal)
 * the payment is still recorded and the toast says no complement was issued (docs/decisions/025). A stamped
 * dollar invoice may be collected in pesos: the amount is then in pesos, converted at the FIX of the day
 * paid (docs/decisions/204).
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { DayField } from '../../framework/screens/DayInput.tsx';
import { useDataProvider, useTranslate } from 'react-admin';
import { PAYMENT_FORM_CODES } from '../../../schemas/rules/sat-catalogues.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { InvoiceActionDialog, type InvoiceForAction } from './InvoiceActionDialog.tsx';

const PREFIX = 'caudal.loans.invoicePayment';

/** Today in the browser's calendar, as the date input writes it. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function InvoicePaymentDialog({ invoice, onClose }: { invoice: InvoiceForAction; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [paidAt, setPaidAt] = useState(today);
  const [form, setForm] = useState<string>('03');
  const [amount, setAmount] = useState('');
  const invoiceCurrency = invoice.currency ?? 'MXN';
  // Only a stamped invoice in another currency can be paid in pesos (its complement states EquivalenciaDR).
  const mayPayInPesos = invoiceCurrency !== 'MXN' && invoice.stamped === true;
  const [currency, setCurrency] = useState(invoiceCurrency);
  const t = (key: string) => translate(`${PREFIX}.${key}`);

  const run = async () => {
    const trimmed = amount.trim();
    const answer = await dataProvider.call<{ complement_issued: boolean; in_process?: boolean }>('POST', `invoices/${invoice.id}/payment`, {
      paid_at: paidAt,
      form,
      ...(trimmed ? { amount: trimmed } : {}),
      ...(currency !== invoiceCurrency ? { currency } : {}),
    });
    // 202: the PAC did not confirm the complement in time; the server records it once it does (decision 101).
    if (answer.in_process) toast.info(`${PREFIX}.inProcess`);
    else if (answer.complement_issued) toast.success(`${PREFIX}.recorded`);
    else toast.warning(`${PREFIX}.recordedWithoutComplement`);
  };

  return (
    <InvoiceActionDialog invoice={invoice} prefix={PREFIX} canConfirm={paidAt !== ''} run={run} onClose={onClose}>
      <DayField size="medium" label={t('paidAt')} value={paidAt} onChange={setPaidAt} />
      <TextField select label={t('form')} value={form} onChange={(e) => setForm(e.target.value)}>
        {PAYMENT_FORM_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} {t(`forms.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {mayPayInPesos && (
        <TextField select label={t('currency')} value={currency} onChange={(e) => setCurrency(e.target.value)}>
          <MenuItem value={invoiceCurrency}>{translate(`${PREFIX}.currencyOwn`, { currency: invoiceCurrency })}</MenuItem>
          <MenuItem value="MXN">{t('currencyPesos')}</MenuItem>
        </TextField>
      )}
      <TextField label={t(currency === invoiceCurrency ? 'amount' : 'amountPesos')} value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </InvoiceActionDialog>
  );
}
