/** The modules the server adds at start (resources/modules.ts and the entities' `access`) and the screens the browser shows (resources/index.ts) agree. */
import { describe, expect, it } from 'vitest';
import { screens } from '../../../resources/index.ts';
import { entityList } from '../../../schemas/index.ts';
import { declaredModules, SECTIONS } from '../../../resources/modules.ts';
import { moduleIcon } from '../../../src/layout/module-icons.ts';
import Label from '@mui/icons-material/Label';
import { appTexts } from '../../../src/i18n/app-texts.ts';
import { inLanguage } from '../../../src/i18n/texts.ts';
import { es } from '../../../src/i18n/es.ts';

const screenRoutes = new Set(screens.map((s) => s.path));
const modules = declaredModules().map(({ module }) => module);

describe('declared modules', () => {
  it('each route once', () => {
    const routes = modules.map((m) => m.route);
    expect(routes.length).toBe(new Set(routes).size);
  });

  it('every module has a screen (a redirect for a section) and every screen a module', () => {
    expect(modules.filter((m) => !screenRoutes.has(m.route)).map((m) => m.route)).toEqual([]);
    const moduleRoutes = new Set(modules.map((m) => m.route));
    const orphans = screens.filter((s) => s.kind !== 'redirect' && !moduleRoutes.has(s.path)).map((s) => s.path);
    expect(orphans).toEqual([]);
  });

  it('every child lives under its section\'s route', () => {
    for (const section of SECTIONS) for (const child of section.children) expect(child.route.startsWith(`${section.route}/`)).toBe(true);
  });

  it('every icon is one the menu knows', () => {
    expect(modules.filter((m) => moduleIcon(m.icon) === Label).map((m) => `${m.route}: ${m.icon}`)).toEqual([]);
  });

  it('every label has a menu text, or the screen\'s entity names it', () => {
    const menu = inLanguage(appTexts, 'es').caudal.menu as Record<string, string>;
    const resources = es.resources as Record<string, { name?: string }>;
    const entityOf = new Map(screens.flatMap((s) => (s.kind === 'list' ? [[s.path, s.entity.name] as const] : [])));
    const unnamed = modules.filter((m) => !menu[m.label] && !resources[entityOf.get(m.route) ?? '']?.name).map((m) => m.route);
    expect(unnamed).toEqual([]);
  });

  it('an entity\'s access gives its module: route, icon and the route\'s last segment as label', () => {
    const moneda = modules.find((m) => m.route === '/administrador/listas/moneda');
    expect(moneda).toEqual({ route: '/administrador/listas/moneda', icon: 'AttachMoney', label: 'moneda' });
  });

  it('a catalogue with nothing more than its declaration gets the generated list at its module', () => {
    const moneda = screens.find((s) => s.path === '/administrador/listas/moneda');
    expect(moneda).toEqual({ kind: 'list', path: '/administrador/listas/moneda', entity: entityList.find((e) => e.name === 'currency') });
  });


  it('every entity\'s module (and every screen it shares with) is declared, so its grants exist', () => {
    const routes = new Set(modules.map((m) => m.route));
    const missing = entityList.flatMap((e) => [e.module, ...e.sharedWith, ...e.readableFrom].filter((r) => !routes.has(r)).map((r) => `${e.name}: ${r}`));
    expect(missing).toEqual([]);
  });
});
