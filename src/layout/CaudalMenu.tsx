/**
 * The sidebar (spec section 6): built from the sidebar permissions the server gave this session,
 * using the stored copy when there is one; the open submenu is remembered as caudal.menu-active.
 * Sign-out sits at its foot.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, Collapse, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { Menu, useLogout, useNotify, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { screens } from '../../resources/index.ts';
import { confirmSession } from '../auth/session-check.ts';
import { storedMenuActive, storedPermissions, storedUser, storeMenuActive, subscribeToSession } from '../auth/session-storage.ts';
import type { SidebarItem } from '../auth/session-types.ts';
import { TOAST } from '../framework/feedback/messages.ts';
import { moduleIcon } from './module-icons.ts';
import { sidebarTree, type SidebarNode } from './sidebar-tree.ts';

const routes = new Set(screens.filter((s) => s.kind !== 'redirect').map((s) => s.path));
const hasScreen = (route: string) => routes.has(route);
/** A generated list's entity by route: its plural name labels a menu entry that has no caudal.menu key. */
const listEntities = new Map(screens.flatMap((s) => (s.kind === 'list' ? [[s.path, s.entity.name] as const] : [])));

function usePermissionsSnapshot(): string {
  // The encoded item is a string, so the snapshot compares by value and re-renders only on change.
  // A session that must change its temporary password has nowhere to go but the profile: no menu.
  return useSyncExternalStore(subscribeToSession, () => (storedUser()?.must_change_password ? '[]' : JSON.stringify(storedPermissions())));
}

function SubMenu({ node, open, onToggle }: { node: SidebarNode; open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const Icon = moduleIcon(node.item.icon);
  return (
    <>
      {/* react-admin's sidebar is a role="menu" list: a group heading is one of its menu items. */}
      <ListItemButton role="menuitem" onClick={onToggle} dense aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={translate(`caudal.menu.${node.item.frontName}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit role="group" aria-label={translate(`caudal.menu.${node.item.frontName}`)}>
        <List component="div" disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {node.children.map((child) => (
            <MenuLink key={child.id} item={child} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

// react-admin draws the label as a noWrap Typography: let it wrap.
const WRAPPING_LABEL = {
  whiteSpace: 'normal',
  lineHeight: 1.35,
  py: 0.75,
  '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere' },
} as const;

function MenuLink({ item }: { item: SidebarItem }) {
  const translate = useTranslate();
  const Icon = moduleIcon(item.icon);
  const entity = listEntities.get(item.route);
  const fallback = entity ? translate(`resources.${entity}.name`, { smart_count: 2 }) : undefined;
  // A long label wraps instead of ending in "…" ("Detalles de inver…").
  return <Menu.Item to={item.route} primaryText={translate(`caudal.menu.${item.frontName}`, fallback ? { _: fallback } : {})} leftIcon={<Icon />} sx={WRAPPING_LABEL} />;
}

function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <ListItemButton dense onClick={() => void logout()} data-testid="logout">
      <ListItemIcon sx={{ minWidth: 40 }}>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText primary={translate('caudal.auth.session.logout')} />
    </ListItemButton>
  );
}

export function CaudalMenu() {
  const snapshot = usePermissionsSnapshot();
  const notify = useNotify();
  const location = useLocation();
  const items = JSON.parse(snapshot) as SidebarItem[] | null;
  const [active, setActive] = useState<string | null>(() => storedMenuActive());
  const missing = items === null;

  useEffect(() => {
    // No stored copy (cleared by the helper, or unreadable): ask the server for the session's list.
    if (!missing) return;
    void confirmSession().then((result) => {
      if (result === 'unknown') notify(TOAST.sidebarError, { type: 'error' });
    });
  }, [missing, notify]);

  const tree = sidebarTree(items ?? [], hasScreen);
  const isOpen = (node: SidebarNode) => active === node.item.route || (active === null && location.pathname.startsWith(`${node.item.route}/`));
  const toggle = (node: SidebarNode) => {
    const next = isOpen(node) ? '' : node.item.route;
    setActive(next);
    storeMenuActive(next || null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Menu>
        {tree.map((node) =>
          node.children.length > 0 ? (
            <SubMenu key={node.item.id} node={node} open={isOpen(node)} onToggle={() => toggle(node)} />
          ) : (
            <MenuLink key={node.item.id} item={node.item} />
          ),
        )}
      </Menu>
      {/* Kept in sight at the foot of the sidebar, however long the menu grows. */}
      <Box sx={{ position: 'sticky', bottom: 0, mt: 'auto', bgcolor: 'background.default', zIndex: 1 }}>
        <Divider sx={{ mt: 1 }} />
        {/* One button, not a list of items: a <ul> may hold only <li>s. */}
        <List component="div" dense disablePadding>
          <LogoutItem />
        </List>
      </Box>
    </Box>
  );
}
