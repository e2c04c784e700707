/**
 * An entity whose rules are all declared (docs/decisions/271, 272): an RFC unique ignoring case but for
 * SAT's generic ones, a code unique within its region, an opening no later than the closing, and a
 * manager who must be a Gestor. Declared only here; tests pass it as `extraEntities`.
 */
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';
import { ROLE } from '../../schemas/role.ts';
import { user } from '../../schemas/user.ts';

export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export const constrainedEntity = defineEntity({
  name: 'test_branch',
  access: { module: '/administrador/listas/moneda' },
  fields: {
    name: field.text({ maxLength: 80 }),
    rfc: field.text({ maxLength: 13, optional: true, apiName: 'tax_id' }),
    code: field.text({ maxLength: 16 }),
    region: field.text({ maxLength: 16 }),
    opens_on: field.date(),
    closes_on: field.date({ optional: true }),
    manager_id: field.reference(() => user, {
      optional: true,
      lookupFilter: { role_id: ROLE.gestor },
      lookupMessage: { es: 'El responsable debe ser un Gestor', en: 'The manager must be a Gestor' },
    }),
  },
  constraints: [
    { kind: 'unique', name: 'rfc', fields: ['rfc'], ignoreCase: true, except: GENERIC_RFCS, message: { es: 'Ya existe una sucursal con este RFC', en: 'A branch with this RFC already exists' } },
    { kind: 'unique', name: 'code_region', fields: ['code', 'region'], message: { es: 'La clave ya existe en esta región', en: 'The code already exists in this region' } },
    { kind: 'compare', name: 'opens_before_closing', left: 'opens_on', op: '<=', right: 'closes_on', message: { es: 'El cierre no puede ser antes de la apertura', en: 'The closing cannot be before the opening' } },
  ],
});

export const constrainedEntities = { [constrainedEntity.name]: constrainedEntity };
