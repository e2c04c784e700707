/**
 * The app's screens as module rows: exactly the spec's route tree (section 2). The menu, the route
 * guard and the permission grid are built from these. `frontName` is the menu label's i18n key.
 */
export interface ModuleSeed {
  id: number;
  application_id: number;
  route: string;
  frontName: string;
  icon: string;
  isMenu?: boolean;
  children?: ModuleSeed[];
}

export const APPLICATIONS = [
  { id: 1, name: 'Inversiones', description: 'Inversionistas, inversiones, pagos, gastos y calculadora' },
  { id: 2, name: 'Préstamos', description: 'Préstamos, facturación, cobranza y cargos' },
  { id: 3, name: 'Coberturas', description: 'Coberturas cambiarias USD/MXN' },
  { id: 4, name: 'Administrador', description: 'Catálogos y configuración' },
  { id: 5, name: 'Perfil', description: 'Perfil del usuario' },
];

const child = (id: number, application_id: number, route: string, frontName: string, icon: string): ModuleSeed => ({ id, application_id, route, frontName, icon });

const ADMIN_LISTS = [
  ['aplicaciones', 'Apps'],
  ['modulos', 'ViewModule'],
  ['usuarios', 'People'],
  ['permisos', 'Lock'],
  ['roles', 'Badge'],
  ['estatus', 'Flag'],
  ['notificaciones', 'Notifications'],
  ['moneda', 'AttachMoney'],
  ['smslogs', 'Sms'],
  ['inversiones', 'Savings'],
  ['inversiones-detalles', 'ReceiptLong'],
  ['prestamos', 'RequestQuote'],
  ['prestamos-detalles', 'ListAlt'],
  ['documentos', 'Description'],
  ['clientes', 'Storefront'],
  ['empresas', 'Business'],
  ['agentes', 'SupportAgent'],
  ['constantes', 'Functions'],
  ['proyeccion', 'ShowChart'],
  ['cobertura-config', 'Tune'],
] as const;

export const MODULE_TREE: ModuleSeed[] = [
  {
    id: 1, application_id: 1, route: '/inversiones', frontName: 'inversiones', icon: 'Savings',
    children: [
      child(2, 1, '/inversiones/inversionistas', 'inversionistas', 'People'),
      child(3, 1, '/inversiones/dashboard', 'dashboard', 'Dashboard'),
      child(4, 1, '/inversiones/dashboard-concluidas', 'dashboard-concluidas', 'TaskAlt'),
      child(5, 1, '/inversiones/calculadora', 'calculadora', 'Calculate'),
      child(6, 1, '/inversiones/pagos', 'pagos', 'Payments'),
      child(7, 1, '/inversiones/gastos', 'gastos', 'ReceiptLong'),
      child(8, 1, '/inversiones/inversiones', 'inversiones-lista', 'AccountBalance'),
    ],
  },
  {
    id: 10, application_id: 2, route: '/prestamos', frontName: 'prestamos', icon: 'RequestQuote',
    children: [
      child(11, 2, '/prestamos/prestamos', 'prestamos-lista', 'RequestQuote'),
      child(12, 2, '/prestamos/historial', 'historial', 'History'),
      child(13, 2, '/prestamos/facturas', 'facturas', 'Receipt'),
      child(14, 2, '/prestamos/cobros', 'cobros', 'PriceCheck'),
      child(15, 2, '/prestamos/vigentes', 'vigentes', 'EventAvailable'),
      child(16, 2, '/prestamos/concluidos', 'concluidos', 'TaskAlt'),
      child(17, 2, '/prestamos/clientes', 'prestamos-clientes', 'Storefront'),
      child(18, 2, '/prestamos/cargos', 'cargos', 'Paid'),
    ],
  },
  {
    id: 20, application_id: 3, route: '/coberturas', frontName: 'coberturas', icon: 'CurrencyExchange',
    children: [
      child(21, 3, '/coberturas/nueva-cobertura', 'nueva-cobertura', 'AddCard'),
      child(22, 3, '/coberturas/coberturas-vigentes', 'coberturas-vigentes', 'Timelapse'),
      child(23, 3, '/coberturas/coberturas-concluidas', 'coberturas-concluidas', 'TaskAlt'),
    ],
  },
  {
    id: 30, application_id: 4, route: '/administrador', frontName: 'administrador', icon: 'AdminPanelSettings',
    children: ADMIN_LISTS.map(([slug, icon], i) => child(31 + i, 4, `/administrador/listas/${slug}`, slug, icon)),
  },
  { id: 60, application_id: 5, route: '/perfil', frontName: 'perfil', icon: 'AccountCircle' },
];

/** The tree as module rows, parents first. */
export function moduleRows() {
  const rows = [];
  for (const parent of MODULE_TREE) {
    const isFather = (parent.children?.length ?? 0) > 0;
    rows.push({
      id: parent.id, application_id: parent.application_id, name: parent.frontName, description: parent.route,
      icon: parent.icon, frontName: parent.frontName, route: parent.route, isFather, isMenu: true, isEnlist: !isFather, moduleId: null,
    });
    for (const c of parent.children ?? []) {
      rows.push({
        id: c.id, application_id: c.application_id, name: c.frontName, description: c.route,
        icon: c.icon, frontName: c.frontName, route: c.route, isFather: false, isMenu: true, isEnlist: true, moduleId: parent.id,
      });
    }
  }
  return rows;
}
