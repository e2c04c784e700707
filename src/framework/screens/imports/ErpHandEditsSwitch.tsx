/**
 * On the lists of the ERP's records (customers, companies, agents): the firm's "Editing by hand"
 * switch, for whoever may change the firm's settings (Admin, Root). Off, the records arrive by import
 * only; on, their screens create and edit them too (docs/decisions/241).
 */
import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FIRM_SETTINGS_MODULE } from '../../../../schemas/firm-settings.ts';
import { permissionFor } from '../../../auth/route-access.ts';
import { storedPermissions } from '../../../auth/session-storage.ts';
import { useChangeFirmSettings, useFirmSettings } from './use-firm-settings.ts';

export function ErpHandEditsSwitch() {
  const translate = useTranslate();
  const settings = useFirmSettings();
  const change = useChangeFirmSettings();
  const allowed = permissionFor(FIRM_SETTINGS_MODULE, storedPermissions())?.update === true;
  if (!allowed || !settings) return null;
  return (
    <Tooltip title={translate('caudal.imports.handEditsHelp')} describeChild>
      <FormControlLabel
        sx={{ mx: 1 }}
        control={<Switch size="small" checked={settings.erp_hand_edits} disabled={change.isPending} onChange={(event) => change.mutate({ erp_hand_edits: event.target.checked })} />}
        label={translate('caudal.imports.handEdits')}
      />
    </Tooltip>
  );
}
