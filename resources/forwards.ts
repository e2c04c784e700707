/**
 * The hedges (spec section 2): /coberturas and its children, and the admin lists constantes, proyeccion
 * and cobertura-config. The concluded and open hedges are generated lists of their entities (spec
 * section 3's Closed and Open forward), and so are the constants (decision 087); the others are bespoke
 * pages, loaded lazily.
 */
import { entities } from '../schemas/index.ts';
import { forwardConstant } from '../schemas/forward-constant.ts';
import { STATUS } from '../schemas/status.ts';
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { hedgeActions } from '../src/pages/forwards/hedge-actions.tsx';
import { ConstantsHint } from '../src/pages/forwards/ConstantsHint.tsx';
import { lazyComponent, lazyInputs, lazyPage } from '../src/framework/screens/lazy-component.tsx';
import { ProfitHint } from '../src/pages/forwards/ProfitHint.tsx';

const NewHedgePage = lazyPage(() => import('../src/pages/forwards/NewHedgePage.tsx'), 'NewHedgePage');
const ProjectionPage = lazyPage(() => import('../src/pages/forwards/ProjectionPage.tsx'), 'ProjectionPage');
const CoverConfigPage = lazyPage(() => import('../src/pages/forwards/CoverConfigPage.tsx'), 'CoverConfigPage');
const OpenHedgesAside = lazyComponent(() => import('../src/pages/forwards/OpenHedgesAside.tsx').then((m) => m.OpenHedgesAside));
const ConstantInputs = lazyInputs<{ mode: 'create' | 'update' }>(() => import('../src/pages/forwards/ConstantInputs.tsx').then((m) => m.ConstantInputs));

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
  {
    // The pricing constants: the values in force by default, the history by the isCurrent filter; a new
    // value is POSTed to forwards/const (the entity's path), which keeps the previous one as history.
    kind: 'list',
    path: `${LISTS}/constantes`,
    entity: forwardConstant,
    columns: ['instrumentId', 'value', 'isCurrent', 'created_at'],
    hiddenFilters: ['isCurrent'],
    filterDefaults: { isCurrent: 'true' },
    sort: { field: 'id', order: 'DESC' },
    createLabel: 'caudal.forwards.constants.add',
    form: { inputs: ConstantInputs },
    aside: ConstantsHint,
  },
  { kind: 'page', path: `${LISTS}/proyeccion`, component: ProjectionPage },
  { kind: 'page', path: `${LISTS}/cobertura-config`, component: CoverConfigPage },
];
