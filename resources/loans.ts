/**
 * The loan screens (spec section 2, /prestamos): loans with their analytics and row actions
 * (detalles_prestamo, close, send to recalculate), the payment history, invoicing, collections,
 * active loans with a calendar, concluded loans, loan customers and charges; and the admin lists of
 * loans and loan details. The route's optional :id filters loans by customer.
 */
import CalculateIcon from '@mui/icons-material/Calculate';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ListAltIcon from '@mui/icons-material/ListAlt';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { RaRecord } from 'ra-core';
import { entities } from '../schemas/index.ts';
import { STATUS } from '../schemas/status.ts';
import type { RowAction, Screen } from '../src/framework/screens/screen-types.ts';
import { chargeable, generateCharge, generateCharges } from '../src/pages/loans/collections-screen.tsx';
import { invoiceActions } from '../src/pages/loans/invoices-screen.tsx';
import { mayUpdate } from '../src/pages/loans/loan-permissions.ts';
import { lazyComponent } from '../src/framework/screens/lazy-component.tsx';

const ActiveLoansAside = lazyComponent(() => import('../src/pages/loans/ActiveLoansAside.tsx').then((m) => m.ActiveLoansAside));
const InvoicesAside = lazyComponent(() => import('../src/pages/loans/InvoicesAside.tsx').then((m) => m.InvoicesAside));
const LoanAnalytics = lazyComponent(() => import('../src/pages/loans/LoanAnalytics.tsx').then((m) => m.LoanAnalytics));
const CloseLoanDialog = lazyComponent(() => import('../src/pages/loans/LoanActionDialogs.tsx').then((m) => m.CloseLoanDialog));
const RecalculateLoanDialog = lazyComponent(() => import('../src/pages/loans/LoanActionDialogs.tsx').then((m) => m.RecalculateLoanDialog));
const LoanDetailsDialog = lazyComponent(() => import('../src/pages/loans/LoanDetailsDialog.tsx').then((m) => m.LoanDetailsDialog));
const UpdateChargeDialog = lazyComponent(() => import('../src/pages/loans/UpdateChargeDialog.tsx').then((m) => m.UpdateChargeDialog));
// The lists' drawn cells load with their list (EntityList asks for them as it opens), not with every first screen.
const ChargeStatusChip = lazyComponent(() => import('../src/pages/loans/ChargeStatusChip.tsx').then((m) => m.ChargeStatusChip));
const invoiceCells = () => import('../src/pages/loans/invoice-cells.tsx');
const InvoiceNumberCell = lazyComponent(() => invoiceCells().then((m) => m.InvoiceNumberCell));
const InvoiceDetailCell = lazyComponent(() => invoiceCells().then((m) => m.InvoiceDetailCell));
const InvoiceFilesCell = lazyComponent(() => invoiceCells().then((m) => m.InvoiceFilesCell));


const LOANS = '/prestamos';
const ACTIVE = [STATUS.active, STATUS.inProcess];
/** Closing and recalculating apply to running loans, for roles that may change loans. */
const running = (record: RaRecord) => ACTIVE.includes(record.status_id) && mayUpdate(entities.loan);

const details: RowAction = { name: 'detalles_prestamo', icon: ListAltIcon, dialog: LoanDetailsDialog };
const loanActions: RowAction[] = [
  details,
  { name: 'cerrar_prestamo', icon: TaskAltIcon, dialog: CloseLoanDialog, visible: running },
  { name: 'recalcular', icon: CalculateIcon, dialog: RecalculateLoanDialog, visible: running },
];

// The other fields (movement, agent, grace days, residual) are in the form, the filters and the export.
const loanColumns = ['intelisis_id', 'customer_id', 'company_id', 'emission', 'expiration', 'amount', 'interests', 'currency_id', 'status_id'];
const detailColumns = ['loan_id', 'date_doc', 'expiration_doc', 'days', 'principal', 'interest', 'amount', 'status_id', 'cfdi_pdf_location'];
const invoiceColumns = ['number', 'loan_detail_id', 'uuid', 'receiver_name', 'receiver_rfc', 'total', 'currency', 'status', 'created_at', 'xml_location'];
const collectionColumns = ['intelisis_id', 'customer_id', 'currency_id', 'expired_details', 'expired_amount', 'oldest_expiration', 'charge_status_id'];

export const loanScreens: Screen[] = [
  { kind: 'redirect', path: LOANS, to: `${LOANS}/prestamos` },
  { kind: 'list', path: `${LOANS}/prestamos`, entity: entities.loan, title: 'loans', idFilter: 'customer_id', columns: loanColumns, rowActions: loanActions, aside: LoanAnalytics },
  { kind: 'list', path: `${LOANS}/historial`, entity: entities.loan_detail, title: 'loanHistory', columns: detailColumns },
  {
    kind: 'list', path: `${LOANS}/facturas`, entity: entities.invoices, title: 'invoicing', columns: invoiceColumns,
    cells: { number: InvoiceNumberCell, loan_detail_id: InvoiceDetailCell, xml_location: InvoiceFilesCell }, rowActions: invoiceActions, aside: InvoicesAside,
  },
  {
    // Loans with an expired unpaid payment, oldest first; charged one by one or several at once.
    kind: 'list', path: `${LOANS}/cobros`, entity: entities.loan, title: 'collections', readOnly: true, permanentFilter: { expired_details_gte: 1 },
    sort: { field: 'oldest_expiration', order: 'ASC' }, columns: collectionColumns, cells: { charge_status_id: ChargeStatusChip },
    rowActions: [generateCharge], bulkActions: [generateCharges], selectable: chargeable, aside: LoanAnalytics,
  },
  { kind: 'list', path: `${LOANS}/vigentes`, entity: entities.loan, title: 'loansActive', permanentFilter: { status_id: ACTIVE }, columns: loanColumns, rowActions: loanActions, aside: ActiveLoansAside },
  {
    kind: 'list', path: `${LOANS}/concluidos`, entity: entities.loan, title: 'loansConcluded', permanentFilter: { status_id: STATUS.concluded },
    columns: ['intelisis_id', 'customer_id', 'company_id', 'emission', 'expiration', 'amount', 'interests', 'currency_id', 'date_payment'], rowActions: [details],
  },
  // Fiscal data is corrected in the admin catalogue (/administrador/listas/clientes), not from the loans screens.
  { kind: 'list', path: `${LOANS}/clientes`, entity: entities.customer, title: 'loanCustomers', readOnly: true, rowActions: [{ name: 'prestamos', to: (record) => `${LOANS}/prestamos/${record.id}` }] },
  { kind: 'list', path: `${LOANS}/cargos`, entity: entities.loan_detail, title: 'loanCharges', permanentFilter: { status_id: STATUS.chargeGenerated }, columns: detailColumns, rowActions: [{ name: 'actualizar_cargo', icon: EditNoteIcon, dialog: UpdateChargeDialog, visible: () => mayUpdate(entities.loan_detail) }] },
  { kind: 'list', path: '/administrador/listas/prestamos', entity: entities.loan, columns: loanColumns, rowActions: loanActions },
  { kind: 'list', path: '/administrador/listas/prestamos-detalles', entity: entities.loan_detail, columns: detailColumns },
];
