/**
 * The hedges (spec section 2): /coberturas and its children, and the admin lists constantes, proyeccion
 * and cobertura-config. The concluded and open hedges are generated lists of their entities (spec
 * section 3's Closed and Open forward); the others are bespoke pages, loaded lazily.
 */
import { lazy } from 'react';
import { entities } from '../schemas/index.ts';
import { STATUS } from '../schemas/status.ts';
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { hedgeActions } from '../src/pages/forwards/hedge-actions.tsx';
import { OpenHedgesAside } from '../src/pages/forwards/OpenHedgesAside.tsx';
import { ProfitHint } from '../src/pages/forwards/ProfitHint.tsx';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const NewHedgePage = page(() => import('../src/pages/forwards/NewHedgePage.tsx'), 'NewHedgePage');
const ConstantsPage = page(() => import('../src/pages/forwards/ConstantsPage.tsx'), 'ConstantsPage');
const ProjectionPage = page(() => import('../src/pages/forwards/ProjectionPage.tsx'), 'ProjectionPage');
const CoverConfigPage = page(() => import('../src/pages/forwards/CoverConfigPage.tsx'), 'CoverConfigPage');

const LISTS = '/administrador/listas';

export const forwardScreens: Screen[] = [
  { kind: 'redirect', path: '/coberturas', to: '/coberturas/nueva-cobertura' },
  { kind: 'page', path: '/coberturas/nueva-cobertura', component: NewHedgePage },
  {
    kind: 'list',
    path: '/coberturas/coberturas-vigentes',
    entity: entities.forward_open,
    columns: ['userId', 'instrumentId', 'side', 'amountUSD', 'pendingAmountUSD', 'pendingAmountMXN', 'K', 'maturity', 'statusId', 'canBeLiquidate'],
    // Spec section 9: filter values are ids as strings; the screen opens on the active hedges.
    filterDefaults: { statusId: String(STATUS.active) },
    rowActions: hedgeActions,
    aside: OpenHedgesAside,
  },
  {
    kind: 'list',
    path: '/coberturas/coberturas-concluidas',
    entity: entities.forward_closed,
    columns: ['parentId', 'userId', 'instrumentId', 'kind', 'side', 'amountUSD', 'K', 'referenceRate', 'profit', 'statusId', 'created_at'],
    aside: ProfitHint,
  },
  { kind: 'page', path: `${LISTS}/constantes`, component: ConstantsPage },
  { kind: 'page', path: `${LISTS}/proyeccion`, component: ProjectionPage },
  { kind: 'page', path: `${LISTS}/cobertura-config`, component: CoverConfigPage },
];
