/**
 * The bodies of the hedge calls (spec section 7, Hedges) that are not an entity's generic create or
 * update. The browser's forms and the server's routes validate with these same schemas.
 */
import { z } from 'zod';
import { field } from './framework/field.ts';
import { fieldSchema } from './framework/validation.ts';
import { forwardInstrument } from './forward-instrument.ts';
import { user } from './user.ts';
import { MESSAGES } from './framework/messages.ts';

/** A hedge runs 1 to 12 months (the curve has one point per month to maturity). */
export const MAX_FORWARD_MONTHS = 12;

const ZERO = /^0+(\.0+)?$/;
const aboveZero = (schema: z.ZodType) => schema.refine((v) => typeof v !== 'string' || !ZERO.test(v), MESSAGES.greaterThanZero);

const usdAmount = aboveZero(fieldSchema(field.money()));
const side = fieldSchema(field.select(['buy', 'sell']));
const months = fieldSchema(field.integer({ min: 1, max: MAX_FORWARD_MONTHS }));
const recordId = fieldSchema(field.integer({ min: 1 }));

/** POST forward/graph: how much, which side, for how long. */
export const simulationRequest = z.strictObject({
  amountUSD: usdAmount,
  side,
  months,
  instrumentId: fieldSchema(field.reference(() => forwardInstrument, { optional: true })),
});

/** POST forward/notify: the simulation's terms and the instrument; staff name the client (userId). */
export const notifyRequest = z.strictObject({
  amountUSD: usdAmount,
  side,
  months,
  instrumentId: fieldSchema(field.reference(() => forwardInstrument)),
  userId: fieldSchema(field.reference(() => user, { optional: true })),
});

/** POST forward/exit: the open forward whose pending amount closes by differential. */
export const exitRequest = z.strictObject({ id: recordId });

/** POST forward/partial: the part, in USD, never more than what is pending. */
export const partialRequest = z.strictObject({ id: recordId, amountUSD: usdAmount });

/** POST forwards/const: the new current value of an instrument's constant. */
export const constantRequest = z.strictObject({
  instrumentId: fieldSchema(field.reference(() => forwardInstrument)),
  value: fieldSchema(field.numeric({ precision: 18, scale: 6 })),
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = fieldSchema(field.text({ maxLength: 5 })).refine((v) => typeof v !== 'string' || HH_MM.test(v), MESSAGES.time);

/** PUT closeCoverageConfig: any of the fields; the window must not end before it starts. */
export const coverConfigUpdate = z
  .strictObject({
    enabled: fieldSchema(field.boolean()).optional(),
    startTime: time.optional(),
    endTime: time.optional(),
    weekdaysOnly: fieldSchema(field.boolean()).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: MESSAGES.nothingToChange, path: ['_'] })
  .refine((v) => !(typeof v.startTime === 'string' && typeof v.endTime === 'string') || v.startTime <= v.endTime, {
    message: MESSAGES.windowOrder,
    path: ['endTime'],
  });

/** POST app/forex-quoutes: a USD/MXN quote typed by a manager; its time defaults to now. */
export const quoteRequest = z.strictObject({
  rate: aboveZero(fieldSchema(field.numeric({ precision: 12, scale: 4 }))),
  quotedAt: fieldSchema(field.datetime({ optional: true })),
});

export type SimulationRequest = { amountUSD: string; side: 'buy' | 'sell'; months: number; instrumentId: number | null };
export type NotifyRequest = Omit<SimulationRequest, 'instrumentId'> & { instrumentId: number; userId: number | null };
