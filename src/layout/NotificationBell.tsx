/**
 * The bell in the app bar: GET /notifies every minute (one of the spec's two paths the global error
 * dialog ignores, so a failed poll stays silent), the unread count as a badge, and mark as read.
 */
import type { Instant } from '../framework/format.ts';
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Divider, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../framework/data-provider/data-provider.ts';
import { formatDateTime } from '../framework/format.ts';
import { NOTIFICATIONS_PATH } from './notifications-request.ts';

export const NOTIFIES_POLL_MS = 60_000;

interface UserNotification {
  id: number;
  title: string;
  message: string;
  created_at: Instant;
  read_at: Instant | null;
}

interface NotifiesPage {
  result: UserNotification[];
  unread: number;
}

export function NotificationBell() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [page, setPage] = useState<NotifiesPage>({ result: [], unread: 0 });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The items are written once the menu is first opened: their dates go through Mexico City's clock,
  // whose first use costs a phone's first screen about 50 ms of work.
  const [opened, setOpened] = useState(false);

  const load = useCallback(async () => {
    try {
      setPage(await dataProvider.call<NotifiesPage>('GET', NOTIFICATIONS_PATH, undefined, { silent: true }));
    } catch {
      // Spec section 8: /notifies failures show nothing; the next poll tries again.
    }
  }, [dataProvider]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), NOTIFIES_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const mark = async (path: string) => {
    try {
      await dataProvider.call('PATCH', path, undefined, { silent: true });
    } finally {
      await load();
    }
  };

  return (
    <>
      {/* The name starts with the count the badge shows (WCAG 2.5.3, label in name), as the badge writes it. */}
      <IconButton color="inherit" aria-label={page.unread > 0 ? `${page.unread > 99 ? '99+' : page.unread}, ${translate('caudal.notifications.label')}` : translate('caudal.notifications.label')} data-testid="notification-bell" onClick={(e) => {
        setOpened(true);
        setAnchor(e.currentTarget);
      }}>
        <Badge badgeContent={page.unread} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}>
        {opened && page.result.length === 0 && <MenuItem disabled>{translate('caudal.notifications.empty')}</MenuItem>}
        {opened && page.result.map((n) => (
          <MenuItem key={n.id} onClick={() => void (n.read_at ? undefined : mark(`notifies/${n.id}/read`))} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }} data-unread={n.read_at === null}>
            <ListItemText
              primary={<Typography variant="body2" sx={{ fontWeight: n.read_at ? 400 : 700 }}>{n.title}</Typography>}
              secondary={<>{n.message}<br />{formatDateTime(n.created_at)}</>}
            />
          </MenuItem>
        ))}
        {opened && page.unread > 0 && <Divider />}
        {opened && page.unread > 0 && (
          <MenuItem sx={{ justifyContent: 'center' }} onClick={() => void mark('notifies/read')}>
            <Button size="small">{translate('caudal.notifications.markAll')}</Button>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
