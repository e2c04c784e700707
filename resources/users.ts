/**
 * Users (spec: user, /administrador/listas/usuarios): the generated list and a form that asks the
 * password only when it is set, and the lada from the country codes. Row action "inversiones" opens
 * that user's investments.
 */
import { entities } from '../schemas/index.ts';
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { TOAST } from '../src/framework/feedback/messages.ts';
import { UserInputs } from '../src/auth/users/UserInputs.tsx';
import { userFormChecks } from '../src/auth/users/user-form-checks.ts';
import { userTypeErrors } from '../schemas/rules/user-type.ts';
import type { FormCheck } from '../src/framework/screens/form-message.ts';

/** The identifiers and password policy (first), and Tipo for investors and clients, before sending. */
export const userFormCheck: FormCheck = (values, mode) => {
  const typeErrors = Object.fromEntries(Object.entries(userTypeErrors(values)).map(([field, [message]]) => [field, message!]));
  return { ...typeErrors, ...userFormChecks(values, mode) };
};

export const userScreens: Screen[] = [
  {
    kind: 'list',
    path: '/administrador/listas/usuarios',
    entity: entities.user,
    columns: ['key', 'name', 'email', 'phone', 'role_id', 'type'],
    rowActions: [{ name: 'inversiones', to: (record) => `/inversiones/inversiones/${record.id}` }],
    form: { inputs: UserInputs, hiddenFields: ['lada'], check: userFormCheck },
    toasts: { deleted: TOAST.userDeleted },
  },
];
