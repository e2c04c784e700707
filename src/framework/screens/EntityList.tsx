/**
 * The generated list: sortable columns, filters from the filterable fields, paging, a last-update
 * stamp, per-row actions, the server's CSV and xlsx export, and create/edit dialogs.
 */
import { useRef, useState, type ReactElement } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Loading,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { labelKeyOf } from '../../../schemas/framework/reference-labels.ts';
import type { ListScreen } from './screen-types.ts';
import { canDo, columnMeta, listColumns, sortableColumns } from './entity-meta.ts';
import { useEntityAbilities } from './use-entity-abilities.ts';
import { entityFilters, preloadFilterInputs } from './entity-filters.tsx';
import { BulkActions, allowedBulkActions } from './BulkActions.tsx';
import { useRowCheckboxLabels } from './use-row-checkbox-labels.ts';
import { useAriaSort } from './use-aria-sort.ts';
import { EntityField, columnAlign } from './EntityField.tsx';
import type { FormDialogState } from './EntityFormDialog.tsx';
import { lazyComponent, preloadCode } from './lazy-component.tsx';
import { LastUpdate } from './LastUpdate.tsx';
import { ListLoadFailure, ListPagination } from './ListUnavailable.tsx';
import { silentListQueryOptions } from '../data-provider/silent-list.ts';
import { RowActions } from './RowActions.tsx';
import { hiddenOwnerField } from './own-records.ts';
import { ServerExportButton } from './ServerExportButton.tsx';
import { ListFrame } from './list/ListFrame.tsx';
import { CreateAction } from './list/CreateAction.tsx';
import { ListFilterButton } from './list/ListFilterButton.tsx';
import { ShownFilters, preloadShownFilters } from './list/ShownFilters.tsx';
import { ImportAction } from './imports/ImportAction.tsx';
import { useFirmSettings } from './imports/use-firm-settings.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';

/** The ERP lists' hand-editing switch loads beside them only (decision 188). */
const ErpHandEditsSwitch = lazyComponent(() => import('./imports/ErpHandEditsSwitch.tsx').then((m) => m.ErpHandEditsSwitch));

/** A phone's cards load on a phone only, beside its rows (decision 188). */
const PhoneCards = lazyComponent(() => import('./PhoneCards.tsx').then((m) => m.PhoneCards));

/** Create and Edit load when first opened (decision 157). */
const EntityFormDialog = lazyComponent(() => import('./EntityFormDialog.tsx').then((m) => m.EntityFormDialog));

export const PAGE_SIZES = [10, 25, 50, 100];

interface ExportTarget {
  apiPath: string;
  columns: string[];
  fileName: string;
  entity: Entity;
}

/** The filters' form and inputs load as the person reaches for the button, before a filter is picked. */
function preloadFilters(): void {
  preloadShownFilters();
  preloadFilterInputs();
}

interface ListActionsProps {
  filters: ReactElement<{ source: string }>[];
  creatable: boolean;
  createLabel?: string;
  onCreate: () => void;
  exportTarget: ExportTarget;
  /** The list's entity, when its records may be imported here (docs/decisions/240). */
  importable?: { entity: Entity; title: string };
  /** The ERP's records: the firm's hand-editing switch (docs/decisions/241). */
  erp: boolean;
}

function ListActions({ filters, creatable, createLabel, onCreate, exportTarget, importable, erp }: ListActionsProps) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListFilterButton filters={filters} onReach={preloadFilters} />
      {erp && <ErpHandEditsSwitch />}
      {creatable && <CreateAction label={createLabel} onCreate={onCreate} />}
      {importable && <ImportAction entity={importable.entity} title={importable.title} />}
      <ServerExportButton {...exportTarget} />
    </TopToolbar>
  );
}

/**
 * The row actions are the last column and stay pinned to the right edge while a wide list scrolls
 * sideways under them, so at 1366 px (Módulos, Préstamos) every action is in sight and clickable.
 */
const STICKY_ACTIONS = {
  '& .RaDatagrid-tbody td:last-of-type, & .RaDatagrid-thead th:last-of-type': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
  },
  '& .RaDatagrid-tbody td:last-of-type': { zIndex: 1 },
  '& .RaDatagrid-thead th:last-of-type': { zIndex: 3 },
  // react-admin slides the selection bar up over the list's top toolbar; ours sits inside the card, under
  // the last-update line, where that would cut it. It opens above the rows instead.
  '& .RaBulkActionsToolbar-toolbar[data-test="bulk-actions-toolbar"]': { position: 'relative', transform: 'none' },
} as const;

/** Eight columns and more (the hedges, the investors) fit the screen better with half the default cell padding. */
const COMPACT_CELLS = { '& .MuiTableCell-root': { px: 1 } } as const;
const WIDE_LIST = 8;

export function EntityList({ screen }: { screen: ListScreen }) {
  const { entity } = screen;
  const translate = useTranslate();
  // The screen's own cells and aside load beside its rows, not after them.
  for (const piece of [...Object.values(screen.cells ?? {}), screen.aside]) preloadCode(piece);
  const params = useParams();
  const [dialog, setDialog] = useState<FormDialogState>(null);
  const fields = entity.fields as Record<string, FieldMeta>;
  const sortable = sortableColumns(entity);
  const owner = hiddenOwnerField(entity);
  const columns = (screen.columns ?? listColumns(entity)).filter((name) => name !== owner);
  const idFilter = screen.idFilter && params.id ? { [screen.idFilter]: params.id } : {};
  const title = translate(screen.title ? `caudal.screens.${screen.title}` : `resources.${entity.name}.name`, { smart_count: 2 });
  const Aside = screen.aside;
  const abilities = useEntityAbilities(entity);
  // The ERP's records are created and edited by hand only where the firm turns editing on (docs/decisions/241).
  const erp = entity.externalSource !== undefined && !screen.readOnly;
  const settings = useFirmSettings(erp);
  const handEdits = !erp || settings?.erp_hand_edits === true;
  const creatable = abilities.create && !screen.readOnly && handEdits;
  // An import that asks more than the create flag (an investment's paid history, docs/decisions/280) is offered to whoever has it.
  const importAllowed = !entity.importRequires || canAccessResource({ module: entity.importRequires.screen }, entity.importRequires.action, storedPermissions());
  const importable = entity.importable && !screen.readOnly && importAllowed && (abilities.create || abilities.update) ? { entity, title } : undefined;
  // Off, a record of the ERP keeps only its hand-editable fields to edit (a customer's fiscal data); none, no edit.
  const editable = handEdits || (entity.externalSource?.handEditable.length ?? 0) > 0;
  const bulkActions = allowedBulkActions(screen.bulkActions);
  const listBox = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(listBox, bulkActions.length > 0);
  useAriaSort(listBox);
  // A list whose rows offer nothing (concluded hedges) has no actions column over its last one.
  const hasRowActions = (screen.rowActions?.length ?? 0) > 0 || (!screen.readOnly && ((canDo(entity, 'update') && editable) || canDo(entity, 'delete')));
  // The file holds what the list shows: the id, then the screen's columns (the server writes them as the cells do).
  const exportTarget: ExportTarget = { apiPath: entity.path, columns: ['id', ...columns], fileName: title, entity };

  const filters = entityFilters(entity, { readOnly: screen.readOnly, fixed: Object.keys(screen.permanentFilter ?? {}), hidden: screen.hiddenFilters }) as ReactElement<{ source: string; alwaysOn?: boolean }>[];
  // The search box is drawn with the list; the others in react-admin's filter form once added (ShownFilters).
  const search = filters.find((filter) => filter.props.alwaysOn);
  const addable = filters.filter((filter) => !filter.props.alwaysOn);

  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowActions = hasRowActions ? <RowActions entity={entity} actions={screen.rowActions ?? []} readOnly={screen.readOnly || !editable} deletedToast={screen.toasts?.deleted} deletable={screen.deletable} onEdit={(id) => setDialog({ mode: 'edit', id })} /> : null;

  // The rows; a failed load shows ListLoadFailure's notice in their place.
  const listContent = onPhone ? (
    <>
      <LastUpdate resource={entity.name} />
      <PhoneCards entityName={entity.name} columns={columns.map((name) => ({ name, meta: columnMeta(entity, name), Cell: screen.cells?.[name] }))} actions={rowActions} />
    </>
  ) : (
    <>
      <LastUpdate resource={entity.name} />
      {/* Checkboxes only where the screen declares bulk actions this role may do. */}
      <Datagrid
        rowClick={false}
        bulkActionButtons={bulkActions.length > 0 ? <BulkActions actions={bulkActions} /> : false}
        isRowSelectable={screen.selectable}
        size="small"
        sx={{ ...(hasRowActions ? STICKY_ACTIONS : {}), ...(columns.length >= WIDE_LIST ? COMPACT_CELLS : {}) }}
      >
        <EntityField entityName={entity.name} source="id" meta={{ kind: 'integer' } as FieldMeta} sortable label={translate(`resources.${entity.name}.fields.id`, { _: 'ID' })} textAlign="right" />
        {columns.map((name) => {
          const meta = columnMeta(entity, name);
          const Cell = screen.cells?.[name];
          const sortBy = fields[name]?.kind === 'reference' ? labelKeyOf(name) : undefined;
          return Cell ? (
            // A drawn cell (a chip, links) is no number to line up: it keeps the start.
            <FunctionField key={name} source={name} sortable={sortable.has(name)} sortBy={sortBy} render={(record) => <Cell record={record} />} />
          ) : (
            <EntityField key={name} entityName={entity.name} source={name} meta={meta} sortable={sortable.has(name)} sortBy={sortBy} textAlign={columnAlign(meta)} />
          );
        })}
        {rowActions}
      </Datagrid>
    </>
  );

  return (
    <Box ref={listBox}>
      {Aside && <Aside />}
      <ListBase
        resource={entity.name}
        filter={{ ...screen.permanentFilter, ...idFilter }}
        filterDefaultValues={screen.filterDefaults}
        sort={screen.sort ?? entity.defaultSort}
        perPage={25}
        queryOptions={silentListQueryOptions}
        disableSyncWithLocation={false}
        exporter={false}
        authLoading={<Loading />}
      >
        <ListFrame
          title={title}
          filters={
            <>
              {search}
              <ShownFilters filters={addable} />
            </>
          }
          actions={<ListActions filters={filters} creatable={creatable} createLabel={screen.createLabel} onCreate={() => setDialog({ mode: 'create', defaults: idFilter })} exportTarget={exportTarget} importable={importable} erp={erp} />}
          pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
          error={<ListLoadFailure resource={entity.name} />}
        >
          {listContent}
        </ListFrame>
      </ListBase>
      {dialog && <EntityFormDialog entity={entity} state={dialog} onClose={() => setDialog(null)} form={screen.form} createTitle={screen.createLabel} toasts={screen.toasts} />}
    </Box>
  );
}
