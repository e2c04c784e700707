/**
 * The hedges (spec section 2): /coberturas and its children, and the admin lists constantes, proyeccion
 * and cobertura-config. All bespoke pages (their API is spec section 7's Hedges calls), loaded lazily.
 */
import { lazy } from 'react';
import type { Screen } from '../src/framework/screens/screen-types.ts';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const NewHedgePage = page(() => import('../src/pages/forwards/NewHedgePage.tsx'), 'NewHedgePage');
const OpenHedgesPage = page(() => import('../src/pages/forwards/OpenHedgesPage.tsx'), 'OpenHedgesPage');
const ClosedHedgesPage = page(() => import('../src/pages/forwards/ClosedHedgesPage.tsx'), 'ClosedHedgesPage');
const ConstantsPage = page(() => import('../src/pages/forwards/ConstantsPage.tsx'), 'ConstantsPage');
const ProjectionPage = page(() => import('../src/pages/forwards/ProjectionPage.tsx'), 'ProjectionPage');
const CoverConfigPage = page(() => import('../src/pages/forwards/CoverConfigPage.tsx'), 'CoverConfigPage');

const LISTS = '/administrador/listas';

export const forwardScreens: Screen[] = [
  { kind: 'redirect', path: '/coberturas', to: '/coberturas/nueva-cobertura' },
  { kind: 'page', path: '/coberturas/nueva-cobertura', component: NewHedgePage },
  { kind: 'page', path: '/coberturas/coberturas-vigentes', component: OpenHedgesPage },
  { kind: 'page', path: '/coberturas/coberturas-concluidas', component: ClosedHedgesPage },
  { kind: 'page', path: `${LISTS}/constantes`, component: ConstantsPage },
  { kind: 'page', path: `${LISTS}/proyeccion`, component: ProjectionPage },
  { kind: 'page', path: `${LISTS}/cobertura-config`, component: CoverConfigPage },
];
