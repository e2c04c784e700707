/**
 * /coberturas/coberturas-vigentes: GET forward_open with filters (user, instrument, status), the spec's
 * Open forward columns, and the row actions diferencial, parcialidad and liquidate. Above the list:
 * whether hedges may be closed now (closeCoverageConfig/check) and the maturities (forward/calendar).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { BooleanField, Datagrid, FilterButton, List, Pagination, SelectInput, TextField, TopToolbar, ExportButton, useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { silentListQueryOptions } from '../../framework/data-provider/silent-list.ts';
import { LastUpdate } from '../../framework/screens/LastUpdate.tsx';
import { SCROLL_WIDE_TABLE, DateColumn, MoneyColumn, NameColumn, OptionColumn, RateColumn } from './hedge-columns.tsx';
import { picksOwner, useHedgeLookups, type HedgeLookups } from './hedge-api.ts';
import { HedgeActionsContext, HedgeRowActions } from './HedgeRowActions.tsx';
import { MaturityCalendar } from './MaturityCalendar.tsx';

const R = 'forward_open';
/** Spec section 9: filter option values are the id as a string, labelled with the name. */
const choices = (options: { id: number; name: string }[]) => options.map((o) => ({ id: String(o.id), name: o.name }));

export function hedgeFilters(lookups: HedgeLookups, resource: string) {
  const filters = [
    <SelectInput key="instrumentId" source="instrumentId" label={`resources.${resource}.fields.instrumentId`} choices={choices(lookups.instruments)} />,
    <SelectInput key="statusId" source="statusId" label={`resources.${resource}.fields.statusId`} choices={choices(lookups.status)} />,
  ];
  if (picksOwner()) filters.unshift(<SelectInput key="userId" source="userId" label={`resources.${resource}.fields.userId`} choices={choices(lookups.users)} />);
  return filters;
}

interface ClosingCheck {
  canClose: boolean;
  reason?: string;
}

export function OpenHedgesPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const lookups = useHedgeLookups();
  const [version, setVersion] = useState(0);
  const [check, setCheck] = useState<ClosingCheck | null>(null);
  const filters = useMemo(() => hedgeFilters(lookups, R), [lookups]);

  useEffect(() => {
    dataProvider
      .call<ClosingCheck>('GET', 'closeCoverageConfig/check', undefined, { silent: true })
      .then(setCheck)
      .catch(() => setCheck(null));
  }, [dataProvider, version]);

  const onDone = useCallback(() => setVersion((v) => v + 1), []);
  const context = useMemo(() => ({ closingAllowed: check?.canClose ?? false, onDone }), [check, onDone]);

  return (
    <Box>
      {check && (
        <Alert severity={check.canClose ? 'success' : 'warning'} sx={{ mt: 2 }} data-testid="closing-check">
          {check.canClose ? translate('caudal.forwards.open.closingOn') : translate('caudal.forwards.open.closingOff', { reason: check.reason ?? '' })}
        </Alert>
      )}
      <MaturityCalendar version={version} />
      <HedgeActionsContext.Provider value={context}>
        <List
          resource={R}
          title={translate('resources.forward_open.name', { smart_count: 2 })}
          filters={filters}
          filterDefaultValues={{ statusId: '1' }}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={25}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
          actions={<TopToolbar><FilterButton /><ExportButton maxResults={9999} /></TopToolbar>}
          empty={false}
          queryOptions={silentListQueryOptions}
          sx={SCROLL_WIDE_TABLE}
        >
          <LastUpdate resource={R} />
          <Datagrid rowClick={false} bulkActionButtons={false} size="small">
            <TextField source="id" label="resources.forward_open.fields.id" />
            {picksOwner() && <NameColumn source="user" resource={R} />}
            <TextField source="instrument" label="resources.forward_open.fields.instrument" sortable={false} />
            <OptionColumn source="side" resource={R} />
            <MoneyColumn source="amountUSD" resource={R} currency="" sortable />
            <MoneyColumn source="pendingAmountUSD" resource={R} currency="" sortable />
            <MoneyColumn source="pendingAmountMXN" resource={R} />
            <RateColumn source="K" resource={R} />
            <DateColumn source="maturity" resource={R} sortable />
            <NameColumn source="status" resource={R} />
            <BooleanField source="canBeLiquidate" label="resources.forward_open.fields.canBeLiquidate" sortable={false} />
            <HedgeRowActions />
          </Datagrid>
        </List>
      </HedgeActionsContext.Provider>
    </Box>
  );
}
