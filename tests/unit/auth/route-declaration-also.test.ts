import { describe, expect, it } from 'vitest';
import { accessOf, undeclaredRoutes } from '../../../server/auth/route-access.ts';

describe('a declaration that asks for a second screen (alsoRequires)', () => {
  it('is read with the route\'s own flag, its second screen and its refusal', () => {
    expect(accessOf({ entity: 'investment', action: 'create', alsoRequires: { module: '/inversiones/pagos', action: 'root', refusal: 'imports.mayNotImport' } })).toEqual({
      kind: 'permission',
      action: 'create',
      module: undefined,
      entity: 'investment',
      also: { module: '/inversiones/pagos', action: 'root', refusal: 'imports.mayNotImport' },
    });
  });

  it('a malformed one is no declaration, so the server does not start on it', () => {
    const malformed = [
      { entity: 'investment', action: 'create', alsoRequires: null },
      { entity: 'investment', action: 'create', alsoRequires: { module: '', action: 'root' } },
      { entity: 'investment', action: 'create', alsoRequires: { module: '/inversiones/pagos', action: 'approve' } },
      { entity: 'investment', action: 'create', alsoRequires: { module: '/inversiones/pagos', action: 'root', refusal: 'no.such.message' } },
    ];
    for (const config of malformed) expect(accessOf(config), JSON.stringify(config)).toBeUndefined();
    expect(undeclaredRoutes(malformed.map((config, index) => ({ method: 'POST', url: `/api/x${index}`, options: { config } })))).toHaveLength(4);
  });

  it('without one, a permission route is what it was', () => {
    expect(accessOf({ module: '/perfil', action: 'read' })).toEqual({ kind: 'permission', action: 'read', module: '/perfil', entity: undefined });
  });
});
