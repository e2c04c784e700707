/**
 * The hedge tables whose API is not an entity's generic one (spec section 7 names them forwards/const,
 * forwards/projection, closeCoverageConfig, app/forex-quoutes): their tables, for drizzle-kit.
 */
import { closeCoverageConfig as coverConfigEntity } from './cover-config.ts';
import { forwardConstant as constantEntity } from './forward-constant.ts';
import { forwardInstrument as instrumentEntity } from './forward-instrument.ts';
import { forwardProjection as projectionEntity, forwardProjectionUpload as uploadEntity } from './forward-projection.ts';
import { forexQuote as quoteEntity } from './quote.ts';

export const forwardInstrument = instrumentEntity.table;
export const forwardConstant = constantEntity.table;
export const forwardProjectionUpload = uploadEntity.table;
export const forwardProjection = projectionEntity.table;
export const forexQuote = quoteEntity.table;
export const closeCoverageConfig = coverConfigEntity.table;
