/**
 * The app's modules (spec section 2): one per screen, under the section its route starts with, with the
 * menu's icon and label key. The server reads this file at every start (server/db/module-reconciler.ts):
 * a module declared here and missing from the database is added with its default grants, one no longer
 * declared is marked retired. So this file and what it imports stay free of React: the generated
 * catalogues declare their entries on their own lines (admin-catalogues.ts, `menu`), the screens built
 * from components (resources/<group>.ts) here.
 */
import type { Action } from '../schemas/framework/define-entity.ts';
import type { MenuEntry } from '../src/framework/screens/screen-types.ts';
import { catalogueScreens } from './admin-catalogues.ts';

export interface ModuleDeclaration {
  route: string;
  /** Label key under caudal.menu. */
  label: string;
  icon: string;
}

export interface SectionDeclaration extends ModuleDeclaration {
  /** The application row the section and its children belong to. */
  application: number;
  children: ModuleDeclaration[];
  /** What Admin may do on a module of this section when it first appears (Root may do everything). */
  adminGrant?: readonly Action[];
}

export const APPLICATIONS = [
  { id: 1, name: 'Inversiones', description: 'Inversionistas, inversiones, pagos, gastos y calculadora' },
  { id: 2, name: 'Préstamos', description: 'Préstamos, facturación, cobranza y cargos' },
  { id: 3, name: 'Coberturas', description: 'Coberturas cambiarias USD/MXN' },
  { id: 4, name: 'Administrador', description: 'Catálogos y configuración' },
  { id: 5, name: 'Perfil', description: 'Perfil del usuario' },
];

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** A module for a screen at `route`; its label key defaults to the route's last segment. */
export const screenModule = (route: string, entry: MenuEntry): ModuleDeclaration => ({ route, icon: entry.icon, label: entry.label ?? lastSegment(route) });

const LISTS = '/administrador/listas';

export const SECTIONS: SectionDeclaration[] = [
  {
    route: '/inversiones', label: 'inversiones', icon: 'Savings', application: 1,
    children: [
      screenModule('/inversiones/inversionistas', { icon: 'People' }),
      screenModule('/inversiones/dashboard', { icon: 'Dashboard' }),
      screenModule('/inversiones/dashboard-concluidas', { icon: 'TaskAlt' }),
      screenModule('/inversiones/calculadora', { icon: 'Calculate' }),
      screenModule('/inversiones/pagos', { icon: 'Payments' }),
      screenModule('/inversiones/gastos', { icon: 'ReceiptLong' }),
      screenModule('/inversiones/inversiones', { icon: 'AccountBalance', label: 'inversiones-lista' }),
      screenModule('/inversiones/constancias', { icon: 'Receipt' }),
    ],
  },
  {
    route: '/prestamos', label: 'prestamos', icon: 'RequestQuote', application: 2,
    children: [
      screenModule('/prestamos/prestamos', { icon: 'RequestQuote', label: 'prestamos-lista' }),
      screenModule('/prestamos/historial', { icon: 'History' }),
      screenModule('/prestamos/facturas', { icon: 'Receipt' }),
      screenModule('/prestamos/cobros', { icon: 'PriceCheck' }),
      screenModule('/prestamos/vigentes', { icon: 'EventAvailable' }),
      screenModule('/prestamos/concluidos', { icon: 'TaskAlt' }),
      screenModule('/prestamos/clientes', { icon: 'Storefront', label: 'prestamos-clientes' }),
      screenModule('/prestamos/cargos', { icon: 'Paid' }),
    ],
  },
  {
    route: '/coberturas', label: 'coberturas', icon: 'CurrencyExchange', application: 3,
    children: [
      screenModule('/coberturas/nueva-cobertura', { icon: 'AddCard' }),
      screenModule('/coberturas/coberturas-vigentes', { icon: 'Timelapse' }),
      screenModule('/coberturas/coberturas-concluidas', { icon: 'TaskAlt' }),
    ],
  },
  {
    route: '/administrador', label: 'administrador', icon: 'AdminPanelSettings', application: 4,
    children: [
      screenModule(`${LISTS}/usuarios`, { icon: 'People' }),
      screenModule(`${LISTS}/permisos`, { icon: 'Lock' }),
      screenModule(`${LISTS}/inversiones`, { icon: 'Savings' }),
      screenModule(`${LISTS}/inversiones-detalles`, { icon: 'ReceiptLong' }),
      screenModule(`${LISTS}/prestamos`, { icon: 'RequestQuote' }),
      screenModule(`${LISTS}/prestamos-detalles`, { icon: 'ListAlt' }),
      screenModule(`${LISTS}/constantes`, { icon: 'Functions' }),
      screenModule(`${LISTS}/proyeccion`, { icon: 'ShowChart' }),
      screenModule(`${LISTS}/cobertura-config`, { icon: 'Tune' }),
      screenModule(`${LISTS}/bitacora`, { icon: 'History' }),
      ...catalogueScreens.flatMap((screen) => (screen.menu ? [screenModule(screen.path, screen.menu)] : [])),
    ],
  },
  { route: '/perfil', label: 'perfil', icon: 'AccountCircle', application: 5, children: [], adminGrant: ['read', 'update'] },
];

/** Every declared module, each section before its children. */
export function declaredModules(sections: readonly SectionDeclaration[] = SECTIONS): { module: ModuleDeclaration; section: SectionDeclaration }[] {
  return sections.flatMap((section) => [{ module: section, section }, ...section.children.map((module) => ({ module, section }))]);
}
