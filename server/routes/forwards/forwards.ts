/**
 * The hedges (coberturas) API of spec section 7, one plugin: simulation and request, the open and
 * closed lists, exits, lookups and calendar, constants, the market projection and the close-coverage
 * configuration. The USD/MXN quotes are forex.ts.
 */
import type { FastifyInstance } from 'fastify';
import { forwardConstantRoutes } from './forwards-const.ts';
import { coverConfigRoutes } from './forwards-cover-config.ts';
import { forwardExitRoutes } from './forwards-exits.ts';
import { forwardListRoutes } from './forwards-lists.ts';
import { forwardMiscRoutes } from './forwards-misc.ts';
import { forwardProjectionRoutes } from './forwards-projection.ts';
import { forwardSimulationRoutes } from './forwards-simulation.ts';

export async function forwardRoutes(app: FastifyInstance) {
  await forwardSimulationRoutes(app);
  await forwardListRoutes(app);
  await forwardExitRoutes(app);
  await forwardMiscRoutes(app);
  await forwardConstantRoutes(app);
  await forwardProjectionRoutes(app);
  await coverConfigRoutes(app);
}
