/**
 * The API's domain routes (the generic CRUD of every entity is registered by app.ts). Each group is
 * one encapsulated plugin under /api; a new group adds one line here.
 */
import { firmSettingRoutes } from '../imports/firm-settings.ts';
import type { FastifyPluginAsync } from 'fastify';
import { serviceAccountRoutes } from './service-accounts.ts';
import { authRoutes } from './auth/auth.ts';
import { phoneCodeRoutes } from './auth/auth-phone-codes.ts';
import { fileRoutes } from './files/files.ts';
import { forexRoutes } from './forwards/forex.ts';
import { forwardRoutes } from './forwards/forwards.ts';
import { investmentsGroup } from './investments/investments-group.ts';
import { loanRoutes } from './loans/loans.ts';
import { permissionRoutes } from './auth/permissions.ts';
import { userRoutes } from './auth/users.ts';
import { profileRoutes } from './profile/profile.ts';
import { profileRequestRoutes } from './profile/profile-requests.ts';
import { documentRoutes } from './files/documents.ts';
import { pdfRoutes } from './files/pdf.ts';
import { notifyRoutes } from './notifies.ts';

export const domainRoutes: FastifyPluginAsync[] = [firmSettingRoutes, authRoutes, phoneCodeRoutes, userRoutes, permissionRoutes, ...investmentsGroup, forwardRoutes, forexRoutes, loanRoutes, profileRoutes, profileRequestRoutes, documentRoutes, pdfRoutes, notifyRoutes, serviceAccountRoutes];


/** fileRoutes takes the entity registry (tests register extra entities), so app.ts passes it. */
export { fileRoutes };
