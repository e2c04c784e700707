// @vitest-environment jsdom
/**
 * What react-admin is handed before the app's first render (src/first-render-state.ts, decision 185): the
 * store's locale is the i18n provider's (or ra-core's I18nContextProvider draws nothing and a second, unsliced
 * render draws the app), the permissions are the auth provider's own answer, and the resource definitions are
 * what each entity's `<Resource>` registered.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { CoreAdminContext, Resource, usePermissions, type I18nProvider } from 'ra-core';
import { entityList } from '../../../schemas/index.ts';
import { authProvider } from '../../../src/auth/auth-provider.ts';
import { setSession, storePermissions } from '../../../src/auth/session-storage.ts';
import { PERMISSIONS_QUERY_KEY, firstRenderState } from '../../../src/first-render-state.ts';
import { adminPermissions, session } from '../auth/fixtures.ts';

const provider = (locale: string): I18nProvider => ({ getLocale: () => locale, translate: (key) => key, changeLocale: async () => undefined });

beforeEach(() => localStorage.clear());

describe('firstRenderState', () => {
  it.each(['es', 'en'])('keeps the i18n provider’s locale (%s) in the store', (locale) => {
    const { store, i18nProvider } = firstRenderState(provider(locale));
    expect(store.getItem('locale')).toBe(locale);
    expect(i18nProvider.getLocale()).toBe(locale);
  });

  it('holds the permissions the auth provider answers, under the key usePermissions reads', async () => {
    const { token, user } = session();
    setSession(token, user);
    storePermissions(adminPermissions);
    const { queryClient } = firstRenderState(provider('es'));
    const held = queryClient.getQueryState(PERMISSIONS_QUERY_KEY);
    expect(held?.status).toBe('success');
    expect(held?.data).toEqual(await authProvider.getPermissions!({}));
    expect(held?.data).toEqual(adminPermissions);
  });

  it('is what react-admin\'s own usePermissions reads on its very first render: no pending state, no second draw', async () => {
    const { token, user } = session();
    setSession(token, user);
    storePermissions(adminPermissions);
    const { queryClient, store } = firstRenderState(provider('es'));
    const renders: { isPending: boolean; permissions: unknown }[] = [];
    function Probe() {
      const { isPending, permissions } = usePermissions();
      renders.push({ isPending, permissions });
      return null;
    }
    render(
      <CoreAdminContext authProvider={authProvider} queryClient={queryClient} store={store}>
        <Probe />
      </CoreAdminContext>,
    );
    await waitFor(() => expect(renders.length).toBeGreaterThan(0));
    expect(renders[0]).toEqual({ isPending: false, permissions: adminPermissions });
  });

  it('defines every entity as its <Resource> registered it, with its record representation', () => {
    const { resourceDefinitions } = firstRenderState(provider('es'));
    expect(Object.keys(resourceDefinitions).sort()).toEqual(entityList.map((e) => e.name).sort());
    for (const entity of entityList) {
      expect(resourceDefinitions[entity.name]).toEqual(Resource.registerResource!({ name: entity.name, recordRepresentation: entity.recordRepresentation }));
      expect(resourceDefinitions[entity.name]!.recordRepresentation).toBe(entity.recordRepresentation);
    }
  });

  it('gives each app its own store and query client: nothing of a previous session carries over', () => {
    const first = firstRenderState(provider('es'));
    const second = firstRenderState(provider('es'));
    expect(second.store).not.toBe(first.store);
    expect(second.queryClient).not.toBe(first.queryClient);
  });
});
