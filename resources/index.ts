/** Every screen of the app, by route. A new screen group adds one line here. */
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { adminCatalogues } from './admin-catalogues.ts';
import { auditTrailScreens } from './audit-trail.ts';
import { forwardScreens } from './forwards.ts';
import { investmentScreens } from './investments.ts';
import { loanScreens } from './loans.ts';
import { permissionScreens } from './permissions.ts';
import { profileScreens } from './profile.ts';
import { userScreens } from './users.ts';

export const screens: Screen[] = [...adminCatalogues, ...auditTrailScreens, ...permissionScreens, ...userScreens, ...investmentScreens, ...forwardScreens, ...loanScreens, ...profileScreens];
