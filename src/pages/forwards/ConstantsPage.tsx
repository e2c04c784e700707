/**
 * /administrador/listas/constantes: GET forwards/const (isCurrent=1 by default: the values in force;
 * the filter shows the history), and "Nuevo valor", which POSTs forwards/const: the new value becomes
 * the current one of its instrument and the previous one stays as history.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { BooleanField, Datagrid, FilterButton, FunctionField, List, Pagination, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { silentListQueryOptions } from '../../framework/data-provider/silent-list.ts';
import { formatDateTime, formatDecimal } from '../../framework/format.ts';
import { LastUpdate } from '../../framework/screens/LastUpdate.tsx';
import { ConstantDialog } from './ConstantDialog.tsx';

/**
 * A list wider than the screen scrolls inside its card. react-admin's layout grows to fit its content
 * (min-width: fit-content), so the card's width is capped at the viewport less the open sidebar (240 px)
 * and the page margins; a narrow screen has no sidebar beside the content.
 */
const SCROLL_WIDE_TABLE = {
  '& .RaList-content': { overflowX: 'auto', maxWidth: { xs: 'calc(100vw - 32px)', md: 'calc(100vw - 258px)' } },
  // Twelve columns and the row actions fit a 1440 px screen with half the default cell padding.
  '& .RaList-content .MuiTableCell-root': { px: 1 },
} as const;

const R = 'forwards/const';
const CURRENT_CHOICES = [
  { id: '1', name: 'caudal.forwards.constants.onlyCurrent' },
  { id: '0', name: 'caudal.forwards.constants.history' },
];

export function ConstantsPage() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const actions = (
    <TopToolbar>
      <FilterButton />
      <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>{translate('caudal.forwards.constants.add')}</Button>
    </TopToolbar>
  );
  return (
    <Box>
      <List
        resource={R}
        title={translate('caudal.forwards.constants.title')}
        filters={[<SelectInput key="isCurrent" source="isCurrent" label="caudal.forwards.constants.current" choices={CURRENT_CHOICES} alwaysOn />]}
        filterDefaultValues={{ isCurrent: '1' }}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        actions={actions}
        empty={false}
        queryOptions={silentListQueryOptions}
        sx={SCROLL_WIDE_TABLE}
      >
        <LastUpdate resource={R} />
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>{translate('caudal.forwards.constants.hint')}</Typography>
        <Datagrid rowClick={false} bulkActionButtons={false} size="small">
          <TextField source="id" label="resources.forwards/const.fields.id" />
          <TextField source="instrument" label="resources.forwards/const.fields.instrument" sortable={false} />
          <FunctionField source="value" label="resources.forwards/const.fields.value" sortable textAlign="right" render={(r: RaRecord) => formatDecimal(r.value, 4)} />
          <BooleanField source="isCurrent" label="resources.forwards/const.fields.isCurrent" sortable={false} />
          <FunctionField source="created_at" label="resources.forwards/const.fields.created_at" sortable render={(r: RaRecord) => formatDateTime(r.created_at)} />
        </Datagrid>
      </List>
      <ConstantDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
