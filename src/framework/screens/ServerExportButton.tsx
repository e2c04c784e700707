/**
 * "Exportar": the whole list as the server writes it (GET <list>/export, docs/decisions/150), with the
 * list's filters and sort and the columns the screen shows; CSV at a click, xlsx from the menu beside
 * it. While the file arrives the button says how much has come and cannot be pressed again.
 */
import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useListContext, useLocale, useTranslate } from 'react-admin';
import { apiDownload } from '../http/http-client.ts';
import { listQuery } from '../data-provider/list-params.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { keysToWire, wireKey } from '../../../schemas/framework/wire-names.ts';

type Format = 'csv' | 'xlsx';

/** `1,234,567` bytes -> `1.2 MB` in the person's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy by then; the object URL would hold the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `entity`: the list's, whose renamed fields the export names by their wire names (docs/decisions/270). */
export function ServerExportButton({ apiPath, columns, fileName, entity }: { apiPath: string; columns: string[]; fileName: string; entity?: Entity }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { filter, filterValues, sort } = useListContext();
  const [bytes, setBytes] = useState<number | undefined>(undefined);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const running = useRef(false);
  const busy = bytes !== undefined;

  async function run(format: Format) {
    setMenu(null);
    // A second click before React has re-rendered the disabled button still finds the export running.
    if (running.current) return;
    running.current = true;
    setBytes(0);
    try {
      const wire = (name: string) => (entity ? wireKey(entity, name) : name);
      const filters: Record<string, unknown> = { ...filterValues, ...filter };
      const query = {
        ...listQuery({ filter: entity ? keysToWire(entity, filters) : filters, sort: sort ? { ...sort, field: wire(sort.field) } : sort }),
        format,
        columns: columns.map(wire).join(','),
      };
      const blob = await apiDownload(`/${apiPath}/export`, { query, onProgress: setBytes });
      saveBlob(blob, `${fileName}.${format}`);
    } catch {
      // The Oops dialog has said what went wrong (apiDownload reports it).
    } finally {
      running.current = false;
      setBytes(undefined);
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Button
        size="small"
        onClick={() => void run('csv')}
        disabled={busy}
        aria-label={translate('ra.action.export')}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      >
        {busy ? translate('caudal.export.running', { size: formatBytes(bytes, locale) }) : translate('ra.action.export')}
      </Button>
      <IconButton size="small" disabled={busy} aria-label={translate('caudal.export.formats')} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
        <ArrowDropDownIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void run('csv')}>{translate('caudal.export.csv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('caudal.export.xlsx')}</MenuItem>
      </Menu>
    </Box>
  );
}
