/**
 * One list column per field kind: es-MX dates in Mexico City time, money from decimal strings.
 */
import { BooleanField, FunctionField, ReferenceField, TextField, useTranslate } from 'react-admin';
import { Link, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { labelKeyOf, referenceLabelField } from '../../../schemas/framework/reference-labels.ts';
import { useCatalogueWord } from './use-catalogue-word.ts';
import { businessDate, formatDate, instant, formatDateTime, formatDecimal, formatMoney, formatPercent, formatPhone } from '../format.ts';

const RIGHT_ALIGNED = new Set<FieldMeta['kind']>(['money', 'percent', 'numeric', 'integer']);

/**
 * Numbers line up on the right. Datagrid reads a column's alignment from the element it is given
 * (header and cells), not from what that element renders, so the list passes it on EntityField.
 */
export function columnAlign(meta: FieldMeta): 'right' | undefined {
  return RIGHT_ALIGNED.has(meta.kind) ? 'right' : undefined;
}

interface Props {
  entityName: string;
  source: string;
  meta: FieldMeta;
  sortable: boolean;
  /** What the list sorts by when this column's header is clicked; Datagrid reads it from this element (a reference: its label). */
  sortBy?: string;
  label?: string;
  /** Read by Datagrid for the header and the cells: give columnAlign(meta). */
  textAlign?: 'right';
}

function OptionLabel({ entityName, source, value }: { entityName: string; source: string; value: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.${entityName}.options.${source}.${value}`, { _: value })}</>;
}

/** A referenced catalogue row's name, in the screen's language when it is one of the catalogue's own words. */
function ReferenceLabel({ target, id, field, stored }: { target: string; id: unknown; field: string; stored: unknown }) {
  const word = useCatalogueWord();
  return <>{word(target, id, field, stored)}</>;
}

function FileLink({ url }: { url: string }) {
  const translate = useTranslate();
  return (
    <Link href={url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
      {translate('caudal.files.view')}
    </Link>
  );
}

/** A figure whose sign is the point (a profit): green when positive, red when negative. */
function SignedMoney({ value, symbol }: { value: string; symbol?: string }) {
  const color = value.trim().startsWith('-') ? 'error.main' : 'success.main';
  return <Typography component="span" variant="body2" sx={{ color, fontWeight: 600 }} data-testid="signed-money">{formatMoney(value, symbol)}</Typography>;
}

const show = (render: (value: string) => React.ReactNode) => (record: RaRecord, source: string) => {
  const value = record[source];
  return value === null || value === undefined || value === '' ? '' : render(String(value));
};

export function EntityField({ entityName, source, meta, sortable, label }: Props) {
  const common = { source, sortable, label };
  const cell = (render: (value: string) => React.ReactNode) => <FunctionField {...common} render={(record: RaRecord) => show(render)(record, source)} />;
  switch (meta.kind) {
    case 'money':
      if (meta.signed) return cell((value) => <SignedMoney value={value} symbol={meta.symbol} />);
      return cell((value) => formatMoney(value, meta.symbol));
    case 'percent':
      return cell(formatPercent);
    case 'numeric':
      // As many decimals as the column keeps: days (scale 0) read 30, not 30.00.
      return cell((value) => formatDecimal(value, meta.scale ?? 2));
    case 'integer':
      return <TextField {...common} />;
    case 'date':
      // The declaration says a date: its first 10 characters are its day (spec section 9), checked as one.
      return cell((value) => formatDate(businessDate(value.slice(0, 10))));
    case 'datetime':
      // The declaration says an instant: ISO text with its zone, else whatever Date reads of it.
      return cell((value) => formatDateTime(instant(value) ?? new Date(value)));
    case 'boolean':
      return <BooleanField {...common} />;
    case 'select':
      return cell((value) => <OptionLabel entityName={entityName} source={source} value={value} />);
    case 'reference': {
      const target = meta.reference!();
      const labelKey = labelKeyOf(source);
      const labelField = referenceLabelField(meta, target);
      // A target named by its id (a closed hedge's parent hedge) is shown by the id the row holds.
      if (labelField === 'id') return <TextField {...common} />;
      // Generic lists answer the name beside the id (joined on the server, and sorted there by it);
      // a record from elsewhere without it fetches the referenced record.
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) =>
            labelKey in record ? (
              <ReferenceLabel target={target.name} id={record[source]} field={labelField} stored={record[labelKey] ?? ''} />
            ) : (
              <ReferenceField record={record} source={source} reference={target.name} link={false}>
                <FunctionField render={(referenced: RaRecord) => <ReferenceLabel target={target.name} id={referenced.id} field={labelField} stored={referenced[labelField]} />} />
              </ReferenceField>
            )
          }
        />
      );
    }
    case 'file':
      return cell((url) => <FileLink url={url} />);
    default:
      // "+52 55 1000 0007", not "+525510000007": one formatter for every phone shown.
      if (meta.kind === 'text' && meta.format === 'phone') return cell((value) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(value)}</span>);
      // A record's key ("INV-2026-0008") is read as one word: broken at its hyphens it took three lines.
      if (meta.kind === 'text' && meta.unique && (meta.maxLength ?? Infinity) <= 40) return cell((value) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>);
      return <TextField {...common} />;
  }
}
