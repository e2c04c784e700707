/**
 * Collections (/prestamos/cobros) on the generic list: the running loans with an expired unpaid payment
 * (the loan's computed `expired_details`, `expired_amount`, `oldest_expiration`, `charge_status_id`),
 * oldest first. "Generar cobro" (POST loan/charge) sets those payments' status to 8; once generated the
 * row's button is disabled (the server would change nothing). Several loans are charged at once by
 * selecting them: one call per loan with the version the list showed, each checked by the server.
 */
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import type { RaRecord } from 'ra-core';
import { STATUS } from '../../../schemas/status.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import type { BulkAction, RowAction } from '../../framework/screens/screen-types.ts';
import { notifyLoansChanged } from './loan-api.ts';

/** The module and flag of POST loan/charge (server/routes/loans/loans-collections.ts). */
const CHARGE_ACCESS = { module: '/prestamos/cobros', action: 'update' } as const;
/** The body's `version` when the list gave one. */
const withVersion = (version: unknown) => (typeof version === 'number' ? { version } : {});
const charged = (record: RaRecord) => record.charge_status_id === STATUS.chargeGenerated;

export const generateCharge: RowAction = {
  name: 'generar_cobro',
  icon: PriceCheckIcon,
  visible: () => canAccessResource({ module: CHARGE_ACCESS.module }, CHARGE_ACCESS.action, storedPermissions()),
  disabled: charged,
  run: async (record, { api, toast, refresh }) => {
    try {
      // The version the list showed: a loan changed since is refused (409) rather than charged blind.
      await api.call('POST', 'loan/charge', { loan_id: record.id, ...withVersion(record.version) });
      toast.success(TOAST.updatedShort);
      notifyLoansChanged();
      refresh();
    } catch (error) {
      toast.error(TOAST.chargeError, error);
    }
  },
};

export const generateCharges: BulkAction = {
  name: 'generar_cobro',
  icon: PriceCheckIcon,
  confirm: 'caudal.loans.collections.confirmBulk',
  access: CHARGE_ACCESS,
  success: TOAST.updatedShort,
  error: TOAST.chargeError,
  run: async (ids, api, records) => {
    const versions = new Map(records.map((record) => [record.id, record.version]));
    try {
      // One loan at a time: each charge locks its loan, and the first refusal stops the rest. Each sends the
      // version the list showed: a loan changed since is refused (409) rather than charged blind.
      for (const id of ids) await api.call('POST', 'loan/charge', { loan_id: id, ...withVersion(versions.get(id)) });
    } finally {
      notifyLoansChanged();
    }
  },
};

/** Only loans with a payment still to charge may be selected. */
export const chargeable = (record: RaRecord) => !charged(record);
