/**
 * Who may do what, as the server enforces it (docs/decisions/283): the permission rows a database holds
 * (role x module route x flags; Root passes every check, server/auth/access.ts) and the requirement of
 * every route the built app registered (its config's `module` or `entity` and `action`, read with the
 * auth plugin's own functions), beside the matrix the declarations promise (resources/modules.ts and the
 * entities' `access`, which the module reconciler writes). `npm run access` prints them (scripts/access.ts);
 * tests/api/auth/access-declarations.test.ts compares them.
 */
import type { Action, Entity } from '../schemas/framework/define-entity.ts';
import type { RoleName } from '../schemas/framework/access.ts';
import { ROLE } from '../schemas/role.ts';
import { declaredGrants, declaredModules, SECTIONS, type SectionDeclaration } from '../resources/modules.ts';
import { ACTIONS, entityRequirement, type Requirement } from '../server/auth/access.ts';
import { accessOf, type AlsoRequired, type RouteEntry } from '../server/auth/route-access.ts';

/** role -> module route -> the actions it may take there. */
export type Matrix = Map<RoleName, Map<string, Set<Action>>>;

export const ROLE_NAMES = Object.keys(ROLE) as RoleName[];
const roleNameOf = new Map(Object.entries(ROLE).map(([name, id]) => [id as number, name as RoleName]));

function put(matrix: Matrix, role: RoleName, module: string, actions: Iterable<Action>): void {
  const byModule = matrix.get(role) ?? new Map<string, Set<Action>>();
  matrix.set(role, byModule);
  const held = byModule.get(module) ?? new Set<Action>();
  byModule.set(module, held);
  for (const action of actions) held.add(action);
}

/** What the declarations grant: every declared module, each role's declared actions (what the reconciler writes on a new database). */
export function declaredMatrix(sections: readonly SectionDeclaration[] = SECTIONS): Matrix {
  const matrix: Matrix = new Map();
  for (const { module, section } of declaredModules(sections)) {
    for (const [role, actions] of declaredGrants(module, section)) put(matrix, role, module.route, actions);
  }
  return matrix;
}

export interface PermissionRow {
  role_id: number;
  route: string;
  read: boolean;
  create: boolean;
  update: boolean;
  destroy: boolean;
  root: boolean;
}

/** The query that reads what a database grants: the permission rows of modules that are not retired, by route. */
export const PERMISSION_ROWS_SQL =
  'select p.role_id, m.route, p.read, p."create", p.update, p.destroy, p.root from permission p join module m on m.id = p.module_id where m.retired is not true order by m.id, p.role_id';

/** What the server enforces from these rows: a flag held is an action allowed; Root passes every check whatever its rows say. */
export function enforcedMatrix(rows: readonly PermissionRow[]): Matrix {
  const matrix: Matrix = new Map();
  const modules = new Set(rows.map((row) => row.route));
  for (const row of rows) {
    const role = roleNameOf.get(Number(row.role_id));
    if (role && role !== 'root') put(matrix, role, row.route, ACTIONS.filter((action) => Boolean(row[action])));
  }
  for (const module of modules) put(matrix, 'root', module, ACTIONS);
  return matrix;
}

export type RouteKind = 'public' | 'signedIn' | 'operator' | 'permission';

export interface RouteRule {
  method: string;
  url: string;
  kind: RouteKind;
  /** Permission routes: any of these modules with the action; `anySignedIn` when a lookup catalogue's read opens it to everyone signed in. */
  requirement?: Requirement;
  /** A second screen's read and flag the declaration asks besides (route-access.ts `alsoRequires`). */
  also?: AlsoRequired;
}

/** Every registered route (HEAD and OPTIONS twins apart) with what it asks, as the auth plugin decides it. */
export function routeRules(routeTable: readonly RouteEntry[], entities: Readonly<Record<string, Entity>>): RouteRule[] {
  const seen = new Set<string>();
  const rules: RouteRule[] = [];
  for (const entry of routeTable) {
    const access = accessOf(entry.options.config as Record<string, unknown>);
    for (const method of entry.method.split(',')) {
      if (method === 'HEAD' || method === 'OPTIONS' || seen.has(`${method} ${entry.url}`)) continue;
      seen.add(`${method} ${entry.url}`);
      if (!access) throw new Error(`${method} ${entry.url} declares no access`);
      if (access.kind !== 'permission') {
        rules.push({ method, url: entry.url, kind: access.kind });
        continue;
      }
      const entity = access.entity ? entities[access.entity] : undefined;
      if (access.entity && !entity) throw new Error(`${method} ${entry.url} names entity ${access.entity}, which is not registered`);
      const requirement: Requirement = entity
        ? entityRequirement(entity, access.action as Action)
        : { modules: access.module ? [access.module] : [], actions: [access.action as Action] };
      rules.push({ method, url: entry.url, kind: 'permission', requirement, ...(access.also ? { also: access.also } : {}) });
    }
  }
  return rules.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** May this role call a route with this requirement, by the matrix (the auth plugin's rule: Root always, else any module with any action)? */
export function matrixAllows(matrix: Matrix, role: RoleName, requirement: Requirement, also?: AlsoRequired): boolean {
  if (role === 'root') return true;
  const byModule = matrix.get(role);
  const secondScreen = !also || (byModule?.get(also.module)?.has('read') === true && byModule.get(also.module)!.has(also.action));
  if (requirement.anySignedIn) return secondScreen;
  return secondScreen && requirement.modules.some((module) => requirement.actions.some((action) => byModule?.get(module)?.has(action)));
}

/** Module routes the permission routes name that no declaration has: only Root could call them. */
export function undeclaredModules(rules: readonly RouteRule[], sections: readonly SectionDeclaration[] = SECTIONS): string[] {
  const declared = new Set(declaredModules(sections).map(({ module }) => module.route));
  const named = rules.flatMap((rule) => rule.requirement?.modules ?? []);
  return [...new Set(named)].filter((module) => !declared.has(module)).sort();
}

// ---- the printed report ----

const LETTER: Record<Action, string> = { read: 'R', create: 'C', update: 'U', destroy: 'D', root: '*' };
const SHOWN_ROLES: readonly RoleName[] = ['admin', 'gestor', 'investor', 'client', 'default'];

const cell = (actions: ReadonlySet<Action> | undefined) => (actions && actions.size > 0 ? ACTIONS.filter((a) => actions.has(a)).map((a) => LETTER[a]).join('') : '-');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}

export interface ReportInput {
  enforced: Matrix;
  rules: readonly RouteRule[];
  /** Where the permission rows came from, for the heading. */
  source: string;
  sections?: readonly SectionDeclaration[];
}

/** The matrix (modules down, roles across, action letters in the cells) and the routes each module and action opens, as markdown. */
export function renderReport({ enforced, rules, source, sections = SECTIONS }: ReportInput): string {
  const declared = declaredMatrix(sections);
  const declaredRoutes = declaredModules(sections).map(({ module }) => module.route);
  const inDatabase = [...new Set([...enforced.values()].flatMap((byModule) => [...byModule.keys()]))];
  const modules = [...declaredRoutes, ...inDatabase.filter((m) => !declaredRoutes.includes(m)).sort()];
  const out: string[] = [
    '# Access: roles x modules x actions',
    '',
    `Permission rows: ${source}. Routes: the app's route table. Root passes every check (server/auth/access.ts).`,
    'R read, C create, U update, D destroy, * root; "-" nothing. A cell that differs from the declarations shows "held (declared ...)".',
    '',
  ];
  const rows = modules.map((module) => [
    module,
    ...SHOWN_ROLES.map((role) => {
      const held = cell(enforced.get(role)?.get(module));
      const promised = declaredRoutes.includes(module) ? cell(declared.get(role)?.get(module)) : 'not declared';
      return held === promised ? held : `${held} (declared ${promised})`;
    }),
  ]);
  out.push(...table(['Module', 'Admin', 'Gestor', 'Investor', 'Client', 'Default'], rows), '');

  const unknown = undeclaredModules(rules, sections);
  if (unknown.length > 0) out.push('## Modules routes name that nothing declares (Root alone may call them)', '', ...unknown.map((m) => `- ${m}`), '');

  out.push('## Routes each module and action opens', '', 'A route listed under several modules opens to a role holding the action on any of them.', '');
  const permission = rules.filter((rule) => rule.kind === 'permission' && !rule.requirement!.anySignedIn);
  for (const module of modules) {
    const lines: string[] = [];
    for (const action of ACTIONS) {
      const opened = permission.filter((rule) => rule.requirement!.modules.includes(module) && rule.requirement!.actions.includes(action));
      if (opened.length === 0) continue;
      const also = (rule: RouteRule) => rule.requirement!.modules.filter((m) => m !== module);
      const besides = (rule: RouteRule) => (rule.also ? ` (and ${rule.also.action} on ${rule.also.module})` : '');
      lines.push(`- ${action}: ${opened.map((rule) => `${rule.method} ${rule.url}${also(rule).length > 0 ? ` (or ${also(rule).join(', ')})` : ''}${besides(rule)}`).join(', ')}`);
    }
    if (lines.length > 0) out.push(`### ${module}`, '', ...lines, '');
  }
  const listed = (title: string, chosen: readonly RouteRule[]) => (chosen.length === 0 ? [] : [`## ${title}`, '', ...chosen.map((rule) => `- ${rule.method} ${rule.url}`), '']);
  out.push(
    ...listed('Any signed-in user (their own session and profile; lookup catalogues\' reads)', rules.filter((rule) => rule.kind === 'signedIn' || rule.requirement?.anySignedIn)),
    ...listed('Operator: Root\'s session or METRICS_TOKEN', rules.filter((rule) => rule.kind === 'operator')),
    ...listed('Public', rules.filter((rule) => rule.kind === 'public')),
  );
  return out.join('\n');
}
