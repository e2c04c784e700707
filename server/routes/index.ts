/**
 * The API's domain routes (the generic CRUD of every entity is registered by app.ts). Each group is
 * one encapsulated plugin under /api; a new group adds one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.ts';
import { phoneCodeRoutes } from './auth-phone-codes.ts';
import { fileRoutes } from './files.ts';
import { forexRoutes } from './forex.ts';
import { forwardRoutes } from './forwards.ts';
import { investmentsGroup } from './investments-group.ts';
import { loanRoutes } from './loans.ts';
import { permissionRoutes } from './permissions.ts';
import { userRoutes } from './users.ts';
import { profileRoutes } from './profile.ts';
import { profileRequestRoutes } from './profile-requests.ts';
import { documentRoutes } from './documents.ts';
import { pdfRoutes } from './pdf.ts';
import { notifyRoutes } from './notifies.ts';

export const domainRoutes: FastifyPluginAsync[] = [authRoutes, phoneCodeRoutes, userRoutes, permissionRoutes, ...investmentsGroup, forwardRoutes, forexRoutes, loanRoutes, profileRoutes, profileRequestRoutes, documentRoutes, pdfRoutes, notifyRoutes];


/** fileRoutes takes the entity registry (tests register extra entities), so app.ts passes it. */
export { fileRoutes };
