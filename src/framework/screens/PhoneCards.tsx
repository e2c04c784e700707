/**
 * A generated list on a phone (under 600 px): one card per record, each column as a label and
 * its value, the row actions at the card's foot, instead of a table that shows 3 of 10 columns and needs
 * a sideways swipe. Sorting and filters stay in the list's toolbar; selection for bulk actions is a
 * desktop affordance.
 */
import type { ComponentType } from 'react';
import { Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ListNoResults, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { EntityField } from './EntityField.tsx';
import { LabelValueList } from './LabelValueList.tsx';

export interface PhoneColumn {
  name: string;
  meta: FieldMeta;
  /** A cell the screen draws itself (ListScreen.cells). */
  Cell?: ComponentType<{ record: RaRecord }>;
}

interface Props {
  entityName: string;
  columns: PhoneColumn[];
  /** The row actions, drawn in each record's context. */
  actions?: React.ReactNode;
}

export function PhoneCards({ entityName, columns, actions }: Props) {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  if (isPending || !data) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 1 }} />;
  // The laptop's table says the same (react-admin's Datagrid draws ListNoResults): "No se encontraron ...",
  // with "Limpiar filtros" when filters are on.
  if (data.length === 0) return <ListNoResults resource={entityName} />;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }} data-testid="phone-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" data-testid="phone-card">
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {translate(`resources.${entityName}.fields.id`, { _: 'ID' })} {record.id}
              </Typography>
              <LabelValueList
                items={columns.map(({ name, meta, Cell }) => ({
                  key: name,
                  label: translate(`resources.${entityName}.fields.${name}`, { _: name }),
                  value: Cell ? <Cell record={record} /> : <EntityField entityName={entityName} source={name} meta={meta} sortable={false} />,
                }))}
              />
            </CardContent>
            {actions ? <CardActions sx={{ justifyContent: 'flex-end', pt: 0, flexWrap: 'wrap' }}>{actions}</CardActions> : null}
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
