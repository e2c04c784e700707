/** The investments issue's route plugins, registered together by server/routes/index.ts. */
import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics.ts';
import { calculatorRoutes } from './calculator.ts';
import { investmentDocumentRoutes } from './investments-documents.ts';
import { paymentRoutes } from './investments-payments.ts';
import { investmentRoutes } from './investments.ts';
import { investmentImportRoutes } from './investments-opening.ts';
import { investorStatementRoutes } from './investor-statements.ts';
import { payoutFileRoutes } from './payout-files.ts';
import { payoutRunRoutes } from './payout-runs.ts';
import { payoutSettleRoutes } from './payout-settle.ts';

export const investmentsGroup: FastifyPluginAsync[] = [investmentRoutes, investmentImportRoutes, investmentDocumentRoutes, paymentRoutes, payoutRunRoutes, payoutFileRoutes, payoutSettleRoutes, investorStatementRoutes, calculatorRoutes, analyticsRoutes];
