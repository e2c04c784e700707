/**
 * /coberturas/coberturas-concluidas: GET forward_closed, the spec's Closed forward (amountUSD,
 * instrument, status, profit in MXN, user, parentId) with how each part was closed. Profit is what the
 * client receives (negative: what it pays), so its sign is coloured.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { Datagrid, ExportButton, FilterButton, FunctionField, List, Pagination, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import Decimal from 'decimal.js';
import { silentListQueryOptions } from '../../framework/data-provider/silent-list.ts';
import { formatDateTime, formatMoney } from '../../framework/format.ts';
import { LastUpdate } from '../../framework/screens/LastUpdate.tsx';
import { SCROLL_WIDE_TABLE, MoneyColumn, NameColumn, OptionColumn, RateColumn } from './hedge-columns.tsx';
import { picksOwner, useHedgeLookups } from './hedge-api.ts';
import { hedgeFilters } from './OpenHedgesPage.tsx';

const R = 'forward_closed';
const KINDS = ['partial', 'differential', 'liquidation'];

function Profit({ record }: { record: RaRecord }) {
  const value = String(record.profit ?? '0');
  const color = new Decimal(value).isNegative() ? 'error.main' : 'success.main';
  return <Typography variant="body2" sx={{ color, fontWeight: 600 }} data-testid="profit">{formatMoney(value)}</Typography>;
}

export function ClosedHedgesPage() {
  const translate = useTranslate();
  const lookups = useHedgeLookups();
  const filters = useMemo(() => {
    const kinds = KINDS.map((k) => ({ id: k, name: `resources.forward_closed.options.kind.${k}` }));
    return [...hedgeFilters(lookups, R), <SelectInput key="kind" source="kind" label="resources.forward_closed.fields.kind" choices={kinds} />];
  }, [lookups]);

  return (
    <Box>
      <List
        resource={R}
        title={translate('resources.forward_closed.name', { smart_count: 2 })}
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        actions={<TopToolbar><FilterButton /><ExportButton maxResults={9999} /></TopToolbar>}
        empty={false}
        queryOptions={silentListQueryOptions}
        sx={SCROLL_WIDE_TABLE}
      >
        <LastUpdate resource={R} />
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>{translate('caudal.forwards.closed.profitHint')}</Typography>
        <Datagrid rowClick={false} bulkActionButtons={false} size="small">
          <TextField source="id" label="resources.forward_closed.fields.id" />
          <TextField source="parentId" label="resources.forward_closed.fields.parentId" sortable={false} />
          {picksOwner() && <NameColumn source="user" resource={R} />}
          <TextField source="instrument" label="resources.forward_closed.fields.instrument" sortable={false} />
          <OptionColumn source="kind" resource={R} />
          <OptionColumn source="side" resource={R} />
          <MoneyColumn source="amountUSD" resource={R} currency="" sortable />
          <RateColumn source="K" resource={R} />
          <RateColumn source="referenceRate" resource={R} />
          <FunctionField source="profit" label="resources.forward_closed.fields.profit" sortable textAlign="right" render={(record: RaRecord) => <Profit record={record} />} />
          <NameColumn source="status" resource={R} />
          <FunctionField source="created_at" label="resources.forward_closed.fields.created_at" sortable render={(r: RaRecord) => formatDateTime(r.created_at)} />
        </Datagrid>
      </List>
    </Box>
  );
}
