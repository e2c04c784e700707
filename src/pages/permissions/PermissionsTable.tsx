/** The grid itself: one row per module (children indented under their parent), one column per flag. */
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FLAGS, isChanged, type Flag, type GridRow } from './permission-grid.ts';

interface Props {
  rows: GridRow[];
  disabled: boolean;
  onFlag: (moduleId: number, flag: Flag, value: boolean) => void;
  onColumn: (flag: Flag, value: boolean) => void;
}

export function PermissionsTable({ rows, disabled, onFlag, onColumn }: Props) {
  const translate = useTranslate();
  const moduleLabel = (row: GridRow) => translate(`caudal.menu.${row.frontName}`, { _: row.name });
  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 260px)' }}>
      <Table size="small" stickyHeader aria-label={translate('caudal.permissions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('caudal.permissions.module')}</TableCell>
            {FLAGS.map((flag) => {
              const modules = rows.filter((r) => r.isModule);
              const all = modules.length > 0 && modules.every((r) => r.flags[flag]);
              const some = modules.some((r) => r.flags[flag]);
              const label = translate(`caudal.permissions.flags.${flag}`);
              return (
                <TableCell key={flag} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Checkbox
                    size="small"
                    checked={all}
                    indeterminate={some && !all}
                    disabled={disabled}
                    onChange={(e) => onColumn(flag, e.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('caudal.permissions.allInColumn', { flag: label }) } }}
                  />
                  {label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.moduleId}
              hover
              data-testid={`permission-row-${row.moduleId}`}
              sx={{ bgcolor: row.depth === 0 ? 'action.hover' : undefined, ...(isChanged(row) ? { boxShadow: 'inset 3px 0 0 #f0a202' } : {}) }}
            >
              <TableCell sx={{ pl: row.depth === 0 ? 2 : 5, fontWeight: row.depth === 0 ? 700 : 400 }}>{moduleLabel(row)}</TableCell>
              {FLAGS.map((flag) => (
                <TableCell key={flag} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={row.flags[flag]}
                    disabled={disabled || !row.isModule}
                    onChange={(e) => onFlag(row.moduleId, flag, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${moduleLabel(row)}: ${translate(`caudal.permissions.flags.${flag}`)}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
