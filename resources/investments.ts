/**
 * The investments screens (spec section 2, /inversiones and two admin lists): investors, investments
 * (with the optional :id of the user whose "inversiones" action led there), payments, expenses, the
 * dashboards and the calculator. Investors, investments, payments and expenses are generated lists;
 * the dashboards and the calculator are bespoke pages, loaded lazily.
 */
import type { RaRecord } from 'ra-core';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { entities } from '../schemas/index.ts';
import { ROLE } from '../schemas/role.ts';
import { STATUS } from '../schemas/status.ts';
import type { RowAction, Screen } from '../src/framework/screens/screen-types.ts';
import { retentionActions } from '../src/pages/investments/retentions-screen.tsx';
import { lazyComponent, lazyPage } from '../src/framework/screens/lazy-component.tsx';

const ActiveDashboardPage = lazyPage(() => import('../src/pages/investments/DashboardPage.tsx'), 'ActiveDashboardPage');
const ConcludedDashboardPage = lazyPage(() => import('../src/pages/investments/DashboardPage.tsx'), 'ConcludedDashboardPage');
const CalculatorPage = lazyPage(() => import('../src/pages/investments/CalculatorPage.tsx'), 'CalculatorPage');
const CloseInvestmentDialog = lazyComponent(() => import('../src/pages/investments/CloseInvestmentDialog.tsx').then((m) => m.CloseInvestmentDialog));
const InvestmentDocumentsAction = lazyComponent(() => import('../src/pages/investments/InvestmentDocumentsAction.tsx').then((m) => m.InvestmentDocumentsAction));
const PayDialog = lazyComponent(() => import('../src/pages/investments/PayDialog.tsx').then((m) => m.PayDialog));
// The certificates list's drawn cells load with it (EntityList asks for them as it opens).
const retentionCells = () => import('../src/pages/investments/retention-cells.tsx');
const RetentionFilesCell = lazyComponent(() => retentionCells().then((m) => m.RetentionFilesCell));
const RetentionOutdatedCell = lazyComponent(() => retentionCells().then((m) => m.RetentionOutdatedCell));
const PayoutRunPanel = lazyComponent(() => import('../src/pages/investments/payout/PayoutRunPanel.tsx').then((m) => m.PayoutRunPanel));
const RetentionIssuePanel = lazyComponent(() => import('../src/pages/investments/RetentionIssuePanel.tsx').then((m) => m.RetentionIssuePanel));

const isOpen = (record: RaRecord) => record.status_id === STATUS.inProcess;
const notDeleted = (record: RaRecord) => !record.deleted_at;
/** An investment with payments made cannot be deleted (the server says so too): its delete is not offered. */
const withoutPayments = (record: RaRecord) => Number(record.paid_payments ?? 0) === 0;

const investmentActions: RowAction[] = [
  { name: 'cerrar', icon: EventBusyIcon, dialog: CloseInvestmentDialog, visible: isOpen },
  { name: 'documentos', icon: FolderOpenIcon, dialog: InvestmentDocumentsAction },
  { name: 'pagos', icon: PaymentsIcon, to: (record) => `/inversiones/pagos?filter=${encodeURIComponent(JSON.stringify({ investment_id: record.id }))}` },
];
const investorActions: RowAction[] = [
  { name: 'inversiones', icon: AccountBalanceIcon, to: (record) => `/inversiones/inversiones/${record.id}` },
  { name: 'dashboard', icon: DashboardIcon, to: (record) => `/inversiones/dashboard?user_id=${record.id}` },
];
const paymentActions: RowAction[] = [{ name: 'pagar', icon: PriceCheckIcon, dialog: PayDialog, visible: (record) => notDeleted(record) && !record.paid_at }];

const investmentColumns = ['key', 'user_id', 'amount', 'currency_id', 'emission', 'expiration', 'status_id'];
const paymentColumns = ['investment_id', 'date_payment', 'interests', 'retentions', 'total_to_pay', 'status_id', 'paid_at', 'cfdi_pdf_location', 'cfdi_xml_location'];

export const investmentScreens: Screen[] = [
  { kind: 'redirect', path: '/inversiones', to: '/inversiones/inversionistas' },
  {
    // The users of the investor role with their investments' figures (the user entity's computed columns).
    kind: 'list',
    path: '/inversiones/inversionistas',
    entity: entities.user,
    title: 'investors',
    permanentFilter: { role_id: ROLE.investor },
    columns: ['name', 'email', 'phone', 'person_type', 'investments_count', 'active_investments', 'active_capital', 'paid_total'],
    sort: { field: 'name', order: 'ASC' },
    readOnly: true,
    rowActions: investorActions,
  },
  { kind: 'list', path: '/inversiones/inversiones', entity: entities.investment, idFilter: 'user_id', columns: investmentColumns, rowActions: investmentActions, deletable: withoutPayments },
  // The month's payout run above the payments: prepare, approve, bank file, settle.
  { kind: 'list', path: '/inversiones/pagos', entity: entities.investment_detail, columns: paymentColumns, rowActions: paymentActions, aside: PayoutRunPanel },
  { kind: 'list', path: '/inversiones/gastos', entity: entities.expenses, columns: paymentColumns },
  {
    // Investors' tax certificates: staff issue a year's at once above the list; an investor lists and downloads theirs.
    kind: 'list', path: '/inversiones/constancias', entity: entities.retention_certificate, title: 'retentionCertificates', readOnly: true,
    columns: ['folio', 'user_id', 'year', 'receiver_rfc', 'nominal', 'withheld', 'real_interest', 'status', 'outdated', 'xml_location'],
    cells: { xml_location: RetentionFilesCell, outdated: RetentionOutdatedCell }, rowActions: retentionActions, aside: RetentionIssuePanel,
  },
  { kind: 'page', path: '/inversiones/dashboard', component: ActiveDashboardPage },
  { kind: 'page', path: '/inversiones/dashboard-concluidas', component: ConcludedDashboardPage },
  { kind: 'page', path: '/inversiones/calculadora', component: CalculatorPage },
  { kind: 'list', path: '/administrador/listas/inversiones', entity: entities.investment, columns: investmentColumns, rowActions: investmentActions, deletable: withoutPayments },
  { kind: 'list', path: '/administrador/listas/inversiones-detalles', entity: entities.investment_detail, columns: paymentColumns, rowActions: paymentActions },
];
