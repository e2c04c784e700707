/**
 * What react-admin would otherwise learn in effects after the app's first render, handed to it before
 * (decision 185). Each of these, learnt late, re-rendered the whole app outside the first render's
 * transition, in one long task on a phone (total blocking time):
 * - the store's `locale`: ra-core's I18nContextProvider draws nothing until the store's locale equals the
 *   i18n provider's, so without it the first render stopped there and the app was drawn by a second,
 *   unsliced render;
 * - the permissions: `usePermissions` asked the auth provider (which reads them from the stored session)
 *   and, when the answer came a moment later, the routes were rebuilt and every resource re-registered;
 * - the resource definitions: each `<Resource>` registered itself from an effect, one state update each.
 */
import { QueryClient } from '@tanstack/react-query';
import { Resource, memoryStore, type I18nProvider, type ResourceDefinitions, type Store } from 'ra-core';
import { entityList } from '../schemas/index.ts';
import { storedPermissions } from './auth/session-storage.ts';

export interface FirstRenderState {
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
  resourceDefinitions: ResourceDefinitions;
}

/** usePermissions' query key for its default (empty) parameters, as ra-core builds it. */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/** Each entity's definition exactly as its `<Resource name recordRepresentation>` would register it. */
export function resourceDefinitions(): ResourceDefinitions {
  return Object.fromEntries(
    entityList.map((entity) => [entity.name, Resource.registerResource({ name: entity.name, recordRepresentation: entity.recordRepresentation })]),
  );
}

export function firstRenderState(i18nProvider: I18nProvider): FirstRenderState {
  const queryClient = new QueryClient();
  // The same answer authProvider.getPermissions gives, so the first render already has it.
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, storedPermissions() ?? []);
  return {
    i18nProvider,
    store: memoryStore({ locale: i18nProvider.getLocale() }),
    queryClient,
    resourceDefinitions: resourceDefinitions(),
  };
}
