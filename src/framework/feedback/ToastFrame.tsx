/**
 * The look of every toast (spec section 9), with no react-admin in it so the sign-in pages, which
 * load without react-admin, draw the same toast: the coloured message and a progress bar that shrinks
 * with the timer and stops while hovered.
 */
import { useState, type ReactNode, type Ref } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useCountdown } from './use-countdown.ts';

export interface ToastFrameProps {
  ref?: Ref<HTMLDivElement>;
  severity: AlertColor;
  /** Milliseconds; null keeps the toast until it is closed. */
  duration: number | null;
  onClose: () => void;
  /** The close button's accessible name, in the person's language. */
  closeText: string;
  /** Shown instead of the close button (the Undo of an undoable notification). */
  action?: ReactNode;
  children: ReactNode;
  style?: React.CSSProperties;
}

export function ToastFrame({ ref, severity, duration, onClose, closeText, action, children, ...transitionProps }: ToastFrameProps) {
  const [hovered, setHovered] = useState(false);
  const remaining = useCountdown(duration, hovered, onClose);
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
      <Alert severity={severity} variant="filled" onClose={action ? undefined : onClose} closeText={closeText} action={action} sx={{ borderRadius: 0, pb: duration === null ? 1.5 : 2 }}>
        {children}
      </Alert>
      {duration !== null && remaining !== null ? (
        <LinearProgress
          variant="determinate"
          value={(remaining / duration) * 100}
          color="inherit"
          aria-hidden
          data-testid="toast-timer"
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
