/**
 * Users (spec: user, /administrador/listas/usuarios): the generated list and a form that asks the
 * password only when it is set, and the lada from the country codes. Row action "inversiones" opens
 * that user's investments.
 */
import { entities } from '../schemas/index.ts';
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { TOAST } from '../src/framework/feedback/messages.ts';
import { lazyInputs } from '../src/framework/screens/lazy-component.tsx';
import type { FormCheck } from '../src/framework/screens/form-message.ts';
import { loadCode } from '../src/code-loading.ts';

type Checks = [typeof import('../schemas/rules/user-type.ts'), typeof import('../src/auth/users/user-form-checks.ts')];
let checks: Checks | undefined;
const loadChecks = loadCode(() => Promise.all([import('../schemas/rules/user-type.ts'), import('../src/auth/users/user-form-checks.ts')]).then((loaded): Checks => (checks = loaded)));

/**
 * The identifiers and password policy (first), and Tipo for investors and clients, before sending;
 * their code (phone metadata included) loads with the form's inputs, not with the app (decision 157),
 * and runs synchronously once loaded, as it did before: a check still pending when the server's
 * refusal arrives would clear the refusal shown under its field.
 */
export const userFormCheck: FormCheck = (values, mode) => {
  if (!checks) return loadChecks().then(() => userFormCheck(values, mode));
  const [{ userTypeErrors }, { userFormChecks }] = checks;
  const typeErrors = Object.fromEntries(Object.entries(userTypeErrors(values)).map(([field, [message]]) => [field, message!]));
  return { ...typeErrors, ...userFormChecks(values) };
};

const UserInputs = lazyInputs(() => Promise.all([import('../src/auth/users/UserInputs.tsx'), loadChecks()]).then(([m]) => m.UserInputs));

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
