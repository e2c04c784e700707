/**
 * /administrador/listas/permisos (roles' row action "permisos" opens it with ?role_id=<id>): pick a
 * role, tick the five flags per module, Save. Spec section 6 and its toasts "Permisos actualizados" /
 * "Error al actualizar los permisos".
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { clearPermissions, storedUser } from '../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { reloadedOrError } from '../../framework/feedback/stale-detail.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { gridRows, isChanged, savePlan, setColumn, setFlag, type GridRow, type ModuleGridRow } from './permission-grid.ts';
import { useUnsavedChanges } from '../../framework/screens/use-unsaved-changes.tsx';
import { PermissionsTable } from './PermissionsTable.tsx';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';

export function PermissionsPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [params, setParams] = useSearchParams();
  const roleId = Number(params.get('role_id')) || null;
  const { data: roles = [] } = useGetList('role', { pagination: { page: 1, perPage: 999 }, sort: { field: 'id', order: 'ASC' } });
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  const word = useCatalogueWord();

  const load = useCallback(async () => {
    if (roleId === null) return setRows(null);
    setRows(null);
    setLoadError(undefined);
    try {
      const tree = await dataProvider.call<ModuleGridRow[] | { result: ModuleGridRow[] }>('GET', `permission/${roleId}/modules`, undefined, { silent: true });
      setRows(gridRows(Array.isArray(tree) ? tree : tree.result));
    } catch (error) {
      // Said once, in place of the grid, with a retry (decision 220).
      setRows([]);
      setLoadError(error ?? new Error('load failed'));
    }
  }, [roleId, dataProvider]);

  useEffect(() => {
    void load();
  }, [load]);

  const changed = rows?.filter(isChanged).length ?? 0;
  const unsaved = useUnsavedChanges(changed > 0 && !saving);

  async function save() {
    if (!rows || roleId === null) return;
    const plan = savePlan(rows, roleId);
    setSaving(true);
    try {
      // One at a time: the server audits each change, and a failure stops where it happened. Silent: a
      // refusal (a permission someone else created or changed meanwhile: 409) is said once, by the toast below.
      for (const data of plan.create) await dataProvider.call('POST', 'permission', data, { silent: true });
      for (const { id, data } of plan.update) await dataProvider.call('PUT', `permission/${id}`, data, { silent: true });
      toast.success(TOAST.permissionsUpdated);
      // Our own role changed: drop the stored sidebar so the menu asks the server for the new one.
      if (storedUser()?.role_id === roleId) clearPermissions();
    } catch (error) {
      toast.error(TOAST.permissionsError, reloadedOrError(translate, error));
    } finally {
      setSaving(false);
      // Either way the grid shows what is stored: one row per module.
      await load();
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('caudal.permissions.title')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('caudal.permissions.role')}
              value={roleId ?? ''}
              onChange={(e) => unsaved.confirmLeave(() => setParams({ role_id: String(e.target.value) }))}
              sx={{ width: { xs: '100%', sm: 280 } }}
            >
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {word('role', role.id, 'name', role.name)}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            {changed > 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('caudal.permissions.pending', { smart_count: changed })}
              </Typography>
            )}
            <Button onClick={() => rows && setRows(rows.map((r) => ({ ...r, flags: r.saved })))} disabled={changed === 0 || saving} sx={{ whiteSpace: 'nowrap' }}>
              {translate('caudal.permissions.discard')}
            </Button>
            <Button variant="contained" startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />} onClick={() => void save()} disabled={changed === 0 || saving}>
              {translate('caudal.permissions.save')}
            </Button>
          </Stack>
          {roleId === null && <Typography color="text.secondary">{translate('caudal.permissions.chooseRole')}</Typography>}
          {roleId !== null && rows === null && <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 4 }} />}
          {loadError !== undefined && <LoadFailed error={loadError} onRetry={() => void load()} />}
          {rows && rows.length > 0 && (
            <PermissionsTable
              rows={rows}
              disabled={saving}
              onFlag={(moduleId, flag, value) => setRows(setFlag(rows, moduleId, flag, value))}
              onColumn={(flag, value) => setRows(setColumn(rows, flag, value))}
            />
          )}
        </CardContent>
      </Card>
      {unsaved.dialog}
    </Box>
  );
}
