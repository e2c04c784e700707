/**
 * The tax certificates screen's own pieces (/inversiones/constancias, a generic list of GET
 * retention_certificate): the XML and PDF links, the "outdated" mark, and the row actions "Cancelar"
 * (SAT motive 02 or 03) and "Emitir corregida" (a new certificate related to this one), offered as the
 * role's permissions allow (the server checks the same). An investor sees only theirs, and downloads.
 * The cells are in retention-cells.tsx, loaded with the list.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import type { RaRecord } from 'ra-core';
import { entities } from '../../../schemas/index.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import { lazyComponent } from '../../framework/screens/lazy-component.tsx';
import type { RowAction } from '../../framework/screens/screen-types.ts';

// The cancel / correct dialog loads when first opened, not with every role's first screen.
const ActionDialog = lazyComponent(() => import('./RetentionActionDialog.tsx').then((m) => m.RetentionActionDialog));
const may = (action: 'create' | 'destroy') => canAccessResource(entities.retention_certificate, action, storedPermissions());
const live = (record: RaRecord) => record.status !== 'cancelled';

export const retentionActions: RowAction[] = [
  {
    name: 'corregir_constancia',
    icon: PublishedWithChangesIcon,
    // Outdated and live, or cancelled: a new one from the payments as they are now.
    visible: (record) => may('create') && (record.outdated === true || !live(record)),
    dialog: ({ record, onClose }) => <ActionDialog record={record} kind="correct" onClose={onClose} />,
  },
  {
    name: 'cancelar_constancia',
    icon: CancelIcon,
    visible: (record) => may('destroy') && live(record),
    dialog: ({ record, onClose }) => <ActionDialog record={record} kind="cancel" onClose={onClose} />,
  },
];
