/**
 * react-admin's notification slot (`<Admin notification={Toast}>`) drawn as the spec's toasts
 * (section 9): top-end corner, 3000 ms, a progress bar, paused while hovered; undoable ones get an Undo
 * button and settle on close.
 *
 * They stack: each notification shows as it comes, beside those already shown, instead of
 * waiting its turn (a confirmation arrived up to 2.9 s late). The stack starts below the app bar (the
 * name, the bell, the language stay visible) and below the control the person just used when that sits
 * in the corner (the "Generar facturas" button), so a toast never covers what the person is doing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import { CloseNotificationContext, useNotificationContext, useTakeUndoableMutation, type NotificationPayload } from 'ra-core';
import { ToastCard } from './ToastCard.tsx';

export const TOAST_DURATION_MS = 3000;
/** At most this many at once: a burst closes the oldest first. */
export const MAX_TOASTS = 4;
/** The stack's width on a desktop (ToastFrame's maxWidth) and its margin from the window's edges. */
const STACK_WIDTH = 480;
const EDGE = 16;
const GAP = 8;

interface Shown {
  id: number;
  payload: NotificationPayload;
  open: boolean;
}

/** Where the stack's top goes: under the app bar, and under the control in use when it sits in the corner. */
export function stackTop(): number {
  const bar = document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect();
  let top = (bar && bar.bottom > 0 ? bar.bottom : 0) + GAP;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) {
    const used = active.getBoundingClientRect();
    const inCorner = used.width > 0 && used.right > window.innerWidth - STACK_WIDTH - EDGE && used.top < top + 120;
    if (inCorner && used.bottom + GAP > top) top = used.bottom + GAP;
  }
  return Math.round(top);
}

export function Toast({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [shown, setShown] = useState<Shown[]>([]);
  const [top, setTop] = useState(GAP);
  const nextId = useRef(1);

  // takeNotification removes one from the queue; the effect runs again while any are left.
  useEffect(() => {
    if (notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    setShown((list) => {
      if (list.every((toast) => !toast.open)) setTop(stackTop());
      const next = [...list, { id: nextId.current++, payload, open: true }];
      const open = next.filter((toast) => toast.open);
      const tooMany = new Set(open.slice(0, Math.max(0, open.length - MAX_TOASTS)).map((toast) => toast.id));
      return next.map((toast) => (tooMany.has(toast.id) ? { ...toast, open: false } : toast));
    });
  }, [notifications, takeNotification]);

  const close = useCallback((id: number) => setShown((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))), []);

  const settle = useCallback(
    (toast: Shown, isUndo: boolean) => {
      if (!toast.payload.notificationOptions?.undoable) return;
      // After an undo the mutation is already taken, so the close that follows finds nothing to run.
      takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  const exited = useCallback(
    (toast: Shown) => {
      settle(toast, false);
      setShown((list) => list.filter((t) => t.id !== toast.id));
    },
    [settle],
  );

  if (shown.length === 0) return null;
  return (
    <Box
      data-testid="toast-stack"
      data-anchor="top-end"
      sx={{
        position: 'fixed',
        top,
        right: { xs: GAP, sm: EDGE },
        left: { xs: GAP, sm: 'auto' },
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: `${GAP}px`,
        // The gaps between toasts let clicks through to the page.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {shown.map((toast) => {
        const requested = toast.payload.notificationOptions?.autoHideDuration;
        const toastDuration = requested === undefined ? duration : (requested ?? null);
        return (
          <CloseNotificationContext.Provider key={toast.id} value={() => close(toast.id)}>
            <Grow in={toast.open} appear onExited={() => exited(toast)}>
              <ToastCard
                notification={toast.payload}
                duration={toastDuration}
                onClose={() => close(toast.id)}
                onUndo={() => {
                  settle(toast, true);
                  close(toast.id);
                }}
              />
            </Grow>
          </CloseNotificationContext.Provider>
        );
      })}
    </Box>
  );
}
