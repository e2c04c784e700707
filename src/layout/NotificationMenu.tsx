/**
 * The bell's opened list (src/layout/NotificationBell.tsx): loaded when the bell is first opened, so MUI's
 * Menu, its items and the dates' formatting are not part of every first screen (issue 39, decision 264).
 */
import { Button, Divider, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../framework/format.ts';
import type { NotifiesPage } from './NotificationBell.tsx';

interface Props {
  anchor: HTMLElement | null;
  page: NotifiesPage;
  onClose: () => void;
  onMark: (path: string) => void;
}

export function NotificationMenu({ anchor, page, onClose, onMark }: Props) {
  const translate = useTranslate();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}>
      {page.result.length === 0 && <MenuItem disabled>{translate('caudal.notifications.empty')}</MenuItem>}
      {page.result.map((n) => (
        <MenuItem key={n.id} onClick={() => (n.read_at ? undefined : onMark(`notifies/${n.id}/read`))} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }} data-unread={n.read_at === null}>
          <ListItemText
            primary={<Typography variant="body2" sx={{ fontWeight: n.read_at ? 400 : 700 }}>{n.title}</Typography>}
            secondary={<>{n.message}<br />{formatDateTime(n.created_at)}</>}
          />
        </MenuItem>
      ))}
      {page.unread > 0 && <Divider />}
      {page.unread > 0 && (
        <MenuItem sx={{ justifyContent: 'center' }} onClick={() => onMark('notifies/read')}>
          <Button size="small">{translate('caudal.notifications.markAll')}</Button>
        </MenuItem>
      )}
    </Menu>
  );
}
