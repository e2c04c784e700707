/**
 * One react-admin notification as a toast (ToastFrame): the translated message, an optional detail
 * line (the server's message under an error headline), and an Undo button for undoable ones.
 */
import { isValidElement, type Ref } from 'react';
import Button from '@mui/material/Button';
import { useTranslate, type NotificationPayload } from 'ra-core';
import { translateOptions } from './messages.ts';
import { ToastFrame } from './ToastFrame.tsx';

export interface ToastCardProps {
  ref?: Ref<HTMLDivElement>;
  notification: NotificationPayload;
  /** Milliseconds; null keeps the toast until it is closed. */
  duration: number | null;
  onClose: () => void;
  onUndo: () => void;
  style?: React.CSSProperties;
}

export function ToastCard({ ref, notification, duration, onClose, onUndo, ...transitionProps }: ToastCardProps) {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = notification;
  const { messageArgs, undoable, detail } = notificationOptions as { messageArgs?: Record<string, unknown>; undoable?: boolean; detail?: unknown };

  let text: React.ReactNode = null;
  if (typeof message === 'string') {
    const options = translateOptions(message, messageArgs ?? {});
    text = translate(message, options._ === undefined ? { _: message, ...options } : options);
  } else if (isValidElement(message)) text = message;

  return (
    <ToastFrame
      ref={ref}
      {...transitionProps}
      severity={type ?? 'info'}
      duration={duration}
      onClose={onClose}
      closeText={translate('ra.action.close')}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={onUndo}>
            {translate('ra.action.undo')}
          </Button>
        ) : undefined
      }
    >
      <div>{text}</div>
      {typeof detail === 'string' && detail !== '' ? <div>{detail}</div> : null}
    </ToastFrame>
  );
}
