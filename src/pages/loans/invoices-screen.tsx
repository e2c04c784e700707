/**
 * The invoices screen's own pieces (/prestamos/facturas, a generic list of GET invoices, newest first):
 * the XML and PDF links, and the row actions "Registrar cobro" (live income invoices) and "Cancelar"
 * (live invoices), offered as the role's permissions on invoices allow (the server checks the same).
 */
import PaymentsIcon from '@mui/icons-material/Payments';
import CancelIcon from '@mui/icons-material/Cancel';
import type { RaRecord } from 'ra-core';
import { entities } from '../../../schemas/index.ts';
import type { RowAction } from '../../framework/screens/screen-types.ts';
import type { InvoiceForAction } from './InvoiceActionDialog.tsx';
import { lazyComponent } from '../../framework/screens/lazy-component.tsx';
import { mayDestroy, mayUpdate } from './loan-permissions.ts';

// The dialogs load when first opened: resources/ (and so every role's first download) holds only the actions.
const InvoicePaymentDialog = lazyComponent(() => import('./InvoicePaymentDialog.tsx').then((m) => m.InvoicePaymentDialog));
const InvoiceCancelDialog = lazyComponent(() => import('./InvoiceCancelDialog.tsx').then((m) => m.InvoiceCancelDialog));

/** Not cancelled nor on its way to it: the actions apply. */
const live = (record: RaRecord) => record.status !== 'cancelled' && record.status !== 'cancellation_pending';
const forAction = (record: RaRecord): InvoiceForAction => ({ id: Number(record.id), serie: String(record.serie), folio: String(record.folio), currency: typeof record.currency === 'string' ? record.currency : undefined, stamped: typeof record.uuid === 'string' && record.uuid !== '' });

export const invoiceActions: RowAction[] = [
  {
    name: 'registrar_cobro',
    icon: PaymentsIcon,
    // A payment complement (type P) is itself a payment, and a PUE invoice was paid when issued: nothing to collect.
    visible: (record) => mayUpdate(entities.invoices) && live(record) && record.cfdi_type !== 'P' && record.payment_method !== 'PUE',
    dialog: ({ record, onClose }) => <InvoicePaymentDialog invoice={forAction(record)} onClose={onClose} />,
  },
  {
    name: 'cancelar_factura',
    icon: CancelIcon,
    visible: (record) => mayDestroy(entities.invoices) && live(record),
    dialog: ({ record, onClose }) => <InvoiceCancelDialog invoice={forAction(record)} onClose={onClose} />,
  },
];
