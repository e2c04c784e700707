/** Every screen of the app, by route. A new screen group adds one line here. */
import { entityList } from '../schemas/index.ts';
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { adminCatalogues } from './admin-catalogues.ts';
import { auditTrailScreens } from './audit-trail.ts';
import { forwardScreens } from './forwards.ts';
import { investmentScreens } from './investments.ts';
import { loanScreens } from './loans.ts';
import { permissionScreens } from './permissions.ts';
import { profileScreens } from './profile.ts';
import { serviceAccountScreens } from './service-accounts.ts';
import { fiscalIdentityScreens } from './fiscal-identity.ts';
import { userScreens } from './users.ts';

const declaredScreens: Screen[] = [...adminCatalogues, ...auditTrailScreens, ...permissionScreens, ...userScreens, ...investmentScreens, ...forwardScreens, ...loanScreens, ...profileScreens, ...serviceAccountScreens, ...fiscalIdentityScreens];

/**
 * An entity's own module that no file here gives a screen gets the generated list (docs/decisions/167):
 * a plain catalogue is its declaration alone.
 */
const generatedLists: Screen[] = entityList
  .filter((entity) => entity.modules.some((m) => m.route === entity.module) && !declaredScreens.some((s) => s.path === entity.module))
  .map((entity) => ({ kind: 'list', path: entity.module, entity }));

export const screens: Screen[] = [...declaredScreens, ...generatedLists];
