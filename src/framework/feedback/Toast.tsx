/**
 * react-admin's notification slot (`<Admin notification={Toast}>`) drawn as the spec's toasts
 * (section 9): top-end corner, 3000 ms, a progress bar, paused while hovered. Notifications queue and
 * show one at a time, like react-admin's own; undoable ones get an Undo button and settle on close.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import { CloseNotificationContext, useNotificationContext, useTakeUndoableMutation, type NotificationPayload } from 'ra-core';
import { ToastCard } from './ToastCard.tsx';

export const TOAST_DURATION_MS = 3000;

export interface ToastProps {
  /** Milliseconds a toast stays when its notification does not set autoHideDuration. */
  duration?: number;
}

interface Current {
  id: number;
  payload: NotificationPayload;
}

export function Toast({ duration = TOAST_DURATION_MS }: ToastProps) {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [current, setCurrent] = useState<Current | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    setCurrent({ id: nextId.current++, payload });
    setOpen(true);
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);

  const settle = useCallback(
    (isUndo: boolean) => {
      if (!current?.payload.notificationOptions?.undoable) return;
      // After an undo the mutation is already taken, so the close that follows finds nothing to run.
      takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );

  const undo = useCallback(() => {
    settle(true);
    setOpen(false);
  }, [settle]);

  const exited = useCallback(() => {
    settle(false);
    setCurrent(null);
  }, [settle]);

  if (!current) return null;
  const requested = current.payload.notificationOptions?.autoHideDuration;
  const toastDuration = requested === undefined ? duration : (requested ?? null);

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        slotProps={{ transition: { onExited: exited } }}
      >
        <ToastCard key={current.id} notification={current.payload} duration={toastDuration} onClose={close} onUndo={undo} />
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
