/**
 * One toast: coloured by type, the translated message, an optional detail line (the server's message
 * under an error headline), and a progress bar that shrinks with the timer and stops while hovered.
 */
import { isValidElement, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTranslate, type NotificationPayload } from 'ra-core';
import { translateOptions } from './messages.ts';
import { useCountdown } from './use-countdown.ts';

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
  const [hovered, setHovered] = useState(false);
  const remaining = useCountdown(duration, hovered, onClose);
  const { message, type, notificationOptions = {} } = notification;
  const { messageArgs, undoable, detail } = notificationOptions as { messageArgs?: Record<string, unknown>; undoable?: boolean; detail?: unknown };

  let text: React.ReactNode = null;
  if (typeof message === 'string') {
    const options = translateOptions(message, messageArgs ?? {});
    text = translate(message, options._ === undefined ? { _: message, ...options } : options);
  } else if (isValidElement(message)) text = message;

  return (
    <Paper
      ref={ref}
      {...transitionProps}
      elevation={6}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ position: 'relative', overflow: 'hidden', minWidth: 288, maxWidth: 480 }}
      data-testid="caudal-toast"
    >
      <Alert
        severity={type}
        variant="filled"
        onClose={undoable ? undefined : onClose}
        closeText={translate('ra.action.close')}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={onUndo}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ borderRadius: 0, pb: duration === null ? 1.5 : 2 }}
      >
        <div>{text}</div>
        {typeof detail === 'string' && detail !== '' ? <div>{detail}</div> : null}
      </Alert>
      {duration !== null && remaining !== null ? (
        <LinearProgress
          variant="determinate"
          value={(remaining / duration) * 100}
          color="inherit"
          aria-label="timer"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 4,
            color: 'common.white',
            backgroundColor: 'transparent',
            '& .MuiLinearProgress-bar': { transition: 'none', opacity: 0.6 },
          }}
        />
      ) : null}
    </Paper>
  );
}
