/** The service accounts with their role, token prefix, last use and state; rotate and revoke per row. */
import { Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, type Instant } from '../../framework/format.ts';

export interface ServiceAccount {
  id: number;
  name: string;
  role_id: number;
  role_name: string | null;
  token_prefix: string;
  created_at: Instant;
  rotated_at: Instant | null;
  revoked_at: Instant | null;
  last_used_at: Instant | null;
  version: number;
}

/** A rotation or revocation the table asks for, which a dialog confirms (ServiceTokenDialogs.tsx). */
export interface PendingChange {
  account: ServiceAccount;
  kind: 'rotate' | 'revoke';
}

export function ServiceAccountsTable({ accounts, disabled, onChange }: { accounts: ServiceAccount[]; disabled: boolean; onChange: (change: PendingChange) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`caudal.serviceAccounts.${key}`);
  if (accounts.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('role')}</TableCell>
            <TableCell>{t('tokenPrefix')}</TableCell>
            <TableCell>{t('createdAt')}</TableCell>
            <TableCell>{t('lastUsed')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell>{account.name}</TableCell>
              <TableCell>{account.role_name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{`${account.token_prefix}…`}</TableCell>
              <TableCell>{formatDateTime(account.created_at)}</TableCell>
              <TableCell>{account.last_used_at ? formatDateTime(account.last_used_at) : t('never')}</TableCell>
              <TableCell>
                <Chip size="small" color={account.revoked_at ? 'default' : 'success'} label={account.revoked_at ? t('revoked') : t('active')} />
              </TableCell>
              <TableCell align="right">
                {!account.revoked_at && (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" disabled={disabled} onClick={() => onChange({ account, kind: 'rotate' })}>
                      {t('rotate')}
                    </Button>
                    <Button size="small" color="error" disabled={disabled} onClick={() => onChange({ account, kind: 'revoke' })}>
                      {t('revoke')}
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
