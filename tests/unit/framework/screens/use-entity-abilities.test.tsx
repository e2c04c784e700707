// @vitest-environment jsdom
/**
 * The screens mirror the role's permissions: a button the server would refuse is not offered.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../../schemas/index.ts';
import type { Entity } from '../../../../schemas/framework/define-entity.ts';
import { useEntityAbilities } from '../../../../src/framework/screens/use-entity-abilities.ts';

function Abilities({ entity }: { entity: Entity }) {
  const { create, update, delete: remove, isPending } = useEntityAbilities(entity);
  if (isPending) return null;
  return <p data-testid="abilities">{`create:${create} update:${update} delete:${remove}`}</p>;
}

function authProviderAllowing(allowed: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ action }) => allowed.includes(action),
  };
}

async function abilitiesOf(entity: Entity, allowed: string[]) {
  render(
    <CoreAdminContext authProvider={authProviderAllowing(allowed)} store={memoryStore()}>
      <Abilities entity={entity} />
    </CoreAdminContext>,
  );
  const text = await waitFor(() => screen.getByTestId('abilities').textContent ?? '');
  screen.getByTestId('abilities').remove();
  return text;
}

describe('useEntityAbilities', () => {
  it('offers what both the entity and the role allow', async () => {
    expect(await abilitiesOf(entities.currency, ['create', 'edit', 'delete'])).toBe('create:true update:true delete:true');
  });

  it('hides what the role may not do', async () => {
    expect(await abilitiesOf(entities.currency, ['edit'])).toBe('create:false update:true delete:false');
  });

  it('hides what the entity does not offer, whatever the role', async () => {
    expect(await abilitiesOf(entities.expenses, ['create', 'edit', 'delete'])).toBe('create:true update:false delete:false');
    // The ERP's records are created and updated (by its imports, and by hand where the firm allows it: the list
    // weighs the firm's setting, docs/decisions/241), never deleted.
    expect(await abilitiesOf(entities.company, ['create', 'edit', 'delete'])).toBe('create:true update:true delete:false');
  });
});
