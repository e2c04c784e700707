/**
 * An import's rows by outcome (create / update with its changes / unchanged / refused with its reason),
 * a tab per outcome with its count, fifty rows at a time. On a phone the table keeps three narrow
 * columns and the detail wraps.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importApi, OUTCOMES, type ImportJob, type ImportOutcome, type ImportRow } from './import-api.ts';

function shown(value: unknown, empty: string): string {
  return value === null || value === undefined || value === '' ? empty : String(value);
}

function Detail({ entityName, row }: { entityName: string; row: ImportRow }) {
  const translate = useTranslate();
  const empty = translate('caudal.imports.empty');
  if (row.outcome === 'refused') return <Typography variant="body2" color="error">{row.reason}</Typography>;
  const label = (field: string) => translate(`resources.${entityName}.fields.${field}`, { _: field });
  if (row.outcome === 'create') {
    // A create names the records it points at (a loan's customer) as the list does, never by id.
    const references = Object.entries(row.changes ?? {});
    return (
      <>
        {translate('caudal.imports.created')}
        {references.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {references.map(([field, change]) => (
              <li key={field}>
                <strong>{label(field)}</strong>: {shown(change.to_label ?? change.to, empty)}
              </li>
            ))}
          </Box>
        )}
      </>
    );
  }
  if (!row.changes) return <>{translate('caudal.imports.same')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {Object.entries(row.changes).map(([field, change]) => (
        <li key={field}>
          <strong>{label(field)}</strong>: {shown(change.from_label ?? change.from, empty)} → {shown(change.to_label ?? change.to, empty)}
        </li>
      ))}
    </Box>
  );
}

export function ImportRows({ entityName, apiPath, job, initial }: { entityName: string; apiPath: string; job: ImportJob; initial?: ImportOutcome }) {
  const translate = useTranslate();
  const first = initial ?? OUTCOMES.find((outcome) => job.counts[outcome] > 0) ?? 'create';
  const [outcome, setOutcome] = useState<ImportOutcome>(first);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    let live = true;
    void importApi(apiPath)
      .rows(job.id, outcome, page)
      .then((answer) => {
        if (!live) return;
        setRows((before) => (page === 1 ? answer.result : [...before, ...answer.result]));
        setTotal(answer.total);
      });
    return () => {
      live = false;
    };
  }, [apiPath, job.id, job.status, outcome, page]);

  return (
    <Box>
      <Tabs value={outcome} onChange={(_event, next: ImportOutcome) => { setOutcome(next); setPage(1); setRows([]); }} variant="scrollable" allowScrollButtonsMobile aria-label={translate('caudal.imports.columns.detail')}>
        {OUTCOMES.map((name) => (
          <Tab key={name} value={name} label={`${translate(`caudal.imports.outcomes.${name}`)} (${job.counts[name]})`} />
        ))}
      </Tabs>
      {rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('caudal.imports.none')}</Typography>
      ) : (
        <Table size="small" sx={{ '& td': { verticalAlign: 'top', overflowWrap: 'break-word', wordBreak: 'break-word' }, '& td:first-of-type, & th:first-of-type': { whiteSpace: 'nowrap', width: '1%' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('caudal.imports.columns.row')}</TableCell>
              <TableCell sx={{ width: '25%' }}>{translate('caudal.imports.columns.key')}</TableCell>
              <TableCell>{translate('caudal.imports.columns.detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.row} data-outcome={row.outcome}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.key ?? ''}</TableCell>
                <TableCell>
                  <Detail entityName={entityName} row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length < total && (
        <Button size="small" onClick={() => setPage(page + 1)} sx={{ mt: 1 }}>
          {translate('caudal.imports.more')}
        </Button>
      )}
    </Box>
  );
}
