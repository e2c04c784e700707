/**
 * The Edit half of EntityFormDialog: react-admin's EditBase and SimpleForm, held to the version the
 * form was read at (the data provider sends it back). A save the server refuses as stale (409, docs/
 * decisions/100) is no toast and no Oops dialog: StaleRecordNotice says so inside the form and offers
 * to reload, and the form then keeps what the person typed on top of the current record.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { EditBase, SimpleForm } from 'react-admin';
import type { Identifier } from 'ra-core';
import type { Resolver } from 'react-hook-form';
import { staleWriteVersion } from '../http/api-error.ts';
import { StaleRecordNotice, type Staleness } from './StaleRecordNotice.tsx';

interface Props {
  resource: string;
  id: Identifier;
  resolver: Resolver;
  toolbar: ReactElement;
  /** With the record the server answered (its `pending_change`, when a four-eyes change was held for approval). */
  onSaved: (saved?: Record<string, unknown>) => void;
  onFailed: (error: unknown) => void;
  children: ReactNode;
}

/**
 * When the record is fetched again (Reload, or a refresh after an upload), the fields the person
 * changed keep their values and the others take the stored ones.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * A background refetch would move the form's record, and the version it saves with, under the person
 * without a word: the record changes only when they reload (or the form itself refreshes it).
 */
const NO_SILENT_REFETCH = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export function EntityEditForm({ resource, id, resolver, toolbar, onSaved, onFailed, children }: Props) {
  const [staleness, setStaleness] = useState<Staleness>('current');
  const onError = (error: unknown) => {
    if (staleWriteVersion(error) !== undefined) setStaleness('stale');
    else onFailed(error);
  };
  return (
    <EditBase resource={resource} id={id} redirect={false} mutationMode="pessimistic" queryOptions={NO_SILENT_REFETCH} mutationOptions={{ onSuccess: (saved: Record<string, unknown>) => onSaved(saved), onError }}>
      <SimpleForm resolver={resolver} toolbar={toolbar} mode="onTouched" noValidate resetOptions={KEEP_TYPED}>
        <StaleRecordNotice staleness={staleness} onReloaded={() => setStaleness('reloaded')} />
        {children}
      </SimpleForm>
    </EditBase>
  );
}
