/**
 * The app's modules (spec section 2): the five sections and the screens no entity owns (dashboards,
 * calculator, the new-hedge page), with their menu entries and grants. Every other module is declared
 * by the entity whose records its screen shows (`access` in schemas/, docs/decisions/167) and joins the
 * section its route starts with. The server reads this file at every start (server/db/module-reconciler.ts):
 * a module declared and missing from the database is added with its grants, one no longer declared is
 * marked retired. So this file and what it imports stay free of React.
 */
import { declaredEntities } from '../schemas/index.ts';
import type { Entity } from '../schemas/framework/define-entity.ts';
import { EVERY_ACTION, MANAGE, moduleEntry, READ, READ_CREATE, READ_UPDATE, type Action, type Grants, type ModuleEntry, type RoleName } from '../schemas/framework/access.ts';

export type ModuleDeclaration = ModuleEntry & { label: string };

export interface SectionDeclaration extends ModuleDeclaration {
  /** The application row the section and its children belong to. */
  application: number;
  children: ModuleDeclaration[];
  /** What roles may do on every module of the section (its own row included) unless a module says otherwise for that role. */
  everyModule?: Grants;
}

export const APPLICATIONS = [
  { id: 1, name: 'Inversiones', description: 'Inversionistas, inversiones, pagos, gastos y calculadora' },
  { id: 2, name: 'Préstamos', description: 'Préstamos, facturación, cobranza y cargos' },
  { id: 3, name: 'Coberturas', description: 'Coberturas cambiarias USD/MXN' },
  { id: 4, name: 'Administrador', description: 'Catálogos y configuración' },
  { id: 5, name: 'Perfil', description: 'Perfil del usuario' },
];

type SectionSource = Omit<SectionDeclaration, 'label' | 'children'> & { label: string; children: ModuleEntry[] };

/** Gestor runs the business screens (sections inversiones, prestamos, coberturas). */
const BUSINESS: Grants = { gestor: MANAGE };
/** Investors and clients request hedges and work on their own open ones. */
const CLIENT_HEDGES: Grants = { investor: READ, client: READ };

const SECTION_SOURCES: SectionSource[] = [
  {
    route: '/inversiones', label: 'inversiones', icon: 'Savings', application: 1, everyModule: BUSINESS, grants: { investor: READ },
    children: [
      { route: '/inversiones/dashboard', icon: 'Dashboard', grants: { investor: READ } },
      { route: '/inversiones/dashboard-concluidas', icon: 'TaskAlt', grants: { investor: READ } },
      { route: '/inversiones/calculadora', icon: 'Calculate', grants: { investor: READ_CREATE } },
    ],
  },
  { route: '/prestamos', label: 'prestamos', icon: 'RequestQuote', application: 2, everyModule: BUSINESS, grants: { client: READ }, children: [] },
  {
    route: '/coberturas', label: 'coberturas', icon: 'CurrencyExchange', application: 3, everyModule: BUSINESS, grants: CLIENT_HEDGES,
    children: [{ route: '/coberturas/nueva-cobertura', icon: 'AddCard', grants: { investor: READ_CREATE, client: READ_CREATE } }],
  },
  {
    route: '/administrador', label: 'administrador', icon: 'AdminPanelSettings', application: 4,
    children: [
      // Root alone creates machines' tokens (docs/decisions/245): the API asks for the root flag, which Admin has not.
      { route: '/administrador/cuentas-de-servicio', icon: 'Key', grants: { admin: [] } },
      // Admin loads the firm's CSD and edits its fiscal identity (docs/decisions/247).
      { route: '/administrador/identidad-fiscal', icon: 'VerifiedUser' },
    ],
  },
  // Everyone reads and updates their own profile.
  {
    route: '/perfil', label: 'perfil', icon: 'AccountCircle', application: 5, children: [],
    everyModule: { admin: READ_UPDATE, gestor: READ_UPDATE, investor: READ_UPDATE, client: READ_UPDATE, default: READ_UPDATE },
  },
];

/**
 * The sections with the screens these entities own (their `access` entries) under the section their
 * route starts with, after the section's own; `entities` defaults to every declared one.
 */
export function sectionsOf(entities: readonly Pick<Entity, 'modules'>[], sources: readonly SectionSource[] = SECTION_SOURCES): SectionDeclaration[] {
  const entityModules = entities.flatMap((entity) => entity.modules);
  const sectionOf = (route: string) => sources.find((s) => route.startsWith(`${s.route}/`));
  for (const entry of entityModules) {
    if (!sectionOf(entry.route)) throw new Error(`module ${entry.route}: no section of resources/modules.ts starts its route`);
  }
  return sources.map((source) => ({
    ...source,
    children: [...source.children.map(moduleEntry), ...entityModules.filter((entry) => sectionOf(entry.route) === source)],
  }));
}

export const SECTIONS: SectionDeclaration[] = sectionsOf(Object.values(declaredEntities));

/** Every declared module, each section before its children. */
export function declaredModules(sections: readonly SectionDeclaration[] = SECTIONS): { module: ModuleDeclaration; section: SectionDeclaration }[] {
  return sections.flatMap((section) => [{ module: section, section }, ...section.children.map((module) => ({ module, section }))]);
}

/**
 * What each role may do on a module, as declared: Root everything, Admin manage, then the section's
 * `everyModule` and the module's own `grants`, each role's latest word winning.
 */
export function declaredGrants(module: ModuleDeclaration, section: SectionDeclaration): Map<RoleName, readonly Action[]> {
  const own = module === section ? section.grants : module.grants;
  const grants: Grants = { root: EVERY_ACTION, admin: MANAGE, ...section.everyModule, ...own };
  return new Map(Object.entries(grants) as [RoleName, readonly Action[]][]);
}
