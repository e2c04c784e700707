import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * When hedges may be closed (spec: closeCoverageConfig). One row. Exits, partial exits and
 * liquidations are refused unless `enabled` and the Mexico City time is inside [startTime, endTime]
 * (on weekdays only when `weekdaysOnly`).
 */
export const closeCoverageConfig = defineEntity({
  name: 'close_coverage_config',
  // Served by its domain routes (spec section 7), not the generic ones.
  genericApi: false,
  access: { module: { route: '/administrador/listas/cobertura-config', icon: 'Tune' } },
  timestamps: true,
  fields: {
    enabled: field.boolean(),
    /** HH:MM, Mexico City time. */
    startTime: field.text({ maxLength: 5 }),
    endTime: field.text({ maxLength: 5 }),
    weekdaysOnly: field.boolean(),
  },
  operations: ['list', 'one', 'update'],
});

/** The one row's id. */
export const COVER_CONFIG_ID = 1;
