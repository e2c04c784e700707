/** The collections list's charge status as a chip (resources/loans.ts loads it with the list). */
import { Chip } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { STATUS } from '../../../schemas/status.ts';
import { useStatusNames } from './use-status-names.ts';

export function ChargeStatusChip({ record }: { record: RaRecord }) {
  const statusName = useStatusNames();
  const status = record.charge_status_id as number | null;
  if (status === null || status === undefined) return null;
  return <Chip size="small" data-testid="charge-status" data-status={status} color={status === STATUS.chargeGenerated ? 'warning' : 'error'} label={statusName(status)} />;
}
