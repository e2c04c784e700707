/**
 * The ids the first releases gave their modules (by position in a list, 31 + i under /administrador).
 * Databases seeded then hold these rows; a new database gets the same ids, so both agree and tests and
 * bookmarks that name a module id keep working. Frozen: a module declared later takes the next id of
 * the sequence when it first appears, and keeps it.
 */
const ADMIN_LISTS = [
  'aplicaciones', 'modulos', 'usuarios', 'permisos', 'roles', 'estatus', 'notificaciones', 'moneda', 'smslogs', 'inversiones',
  'inversiones-detalles', 'prestamos', 'prestamos-detalles', 'documentos', 'clientes', 'empresas', 'agentes', 'constantes', 'proyeccion',
  'cobertura-config',
];

export const LEGACY_MODULE_IDS: ReadonlyMap<string, number> = new Map([
  ['/inversiones', 1],
  ...['inversionistas', 'dashboard', 'dashboard-concluidas', 'calculadora', 'pagos', 'gastos', 'inversiones'].map((s, i): [string, number] => [`/inversiones/${s}`, 2 + i]),
  ['/prestamos', 10],
  ...['prestamos', 'historial', 'facturas', 'cobros', 'vigentes', 'concluidos', 'clientes', 'cargos'].map((s, i): [string, number] => [`/prestamos/${s}`, 11 + i]),
  ['/coberturas', 20],
  ...['nueva-cobertura', 'coberturas-vigentes', 'coberturas-concluidas'].map((s, i): [string, number] => [`/coberturas/${s}`, 21 + i]),
  ['/administrador', 30],
  ...ADMIN_LISTS.map((s, i): [string, number] => [`/administrador/listas/${s}`, 31 + i]),
  ['/perfil', 60],
]);

/** The highest legacy id: the sequence starts past it, so a new module never takes one a legacy module may still claim. */
export const LAST_LEGACY_MODULE_ID = Math.max(...LEGACY_MODULE_IDS.values());
