/**
 * Unsaved changes ask before they are lost: closing or reloading the tab gets the
 * browser's own question; a link inside the app (the sidebar, the app bar) and the screen's own ways out
 * (another role in the permissions grid) get ours. The app runs on a BrowserRouter, which has no
 * navigation blocker, so links are caught in the capture phase before react-router sees the click.
 */
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../feedback/ConfirmDialog.tsx';

export interface UnsavedChangesGuard {
  /** Runs `leave` at once when nothing is unsaved, else after the person confirms. */
  confirmLeave: (leave: () => void) => void;
  /** The question; render it once in the screen. */
  dialog: ReactNode;
}

/** The app-internal path a click on this element would open, if it is a plain left click on a link. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A file the API serves downloads in place: the page, and what is typed in it, stays.
  if (url.pathname.startsWith('/api/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : path;
}

export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

  // Listening from the commit that made the screen dirty (a layout effect), not a frame later.
  useLayoutEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium still wants returnValue set to ask.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const path = internalTarget(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(path));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, navigate]);

  const confirmLeave = useCallback((leave: () => void) => (dirty ? setPending(() => leave) : leave()), [dirty]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="caudal.dialog.unsavedTitle"
      content="caudal.dialog.unsavedText"
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
      onClose={() => setPending(null)}
      confirmText="caudal.dialog.leave"
      cancelText="caudal.dialog.stay"
      closeLabel="caudal.dialog.close"
    />
  );
  return { confirmLeave, dialog };
}
