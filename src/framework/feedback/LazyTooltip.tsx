/**
 * MUI's Tooltip, loaded when a person first points at or focuses what it describes (issue 39). MUI's
 * Tooltip brings Popper.js and its positioning code (about 11 kB gzipped) to every first screen that shows
 * an icon button with a tooltip, though no tooltip shows before a pointer or a focus asks for one. Until its
 * code has loaded, the child is drawn as the Tooltip would draw it when closed: with the title as its
 * accessible name when it has none of its own (MUI's rule for a string title). The build hands react-admin's
 * own tooltips to this one too (scripts/trim-react-admin.ts).
 */
import { Children, cloneElement, isValidElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

let loaded = false;
const listeners = new Set<() => void>();
let loading: Promise<unknown> | null = null;

/** Starts loading MUI's Tooltip; every LazyTooltip drawn switches to it once it is there. */
function loadTooltip(): void {
  loading ??= import('@mui/material/Tooltip').then(() => {
    loaded = true;
    for (const listener of listeners) listener();
  }, () => { loading = null; });
}

type ChildProps = Record<string, unknown> & { className?: string };

export function Tooltip(props: TooltipProps) {
  const [ready, setReady] = useState(loaded);
  // What the pointer entered before the code was there: once MUI's Tooltip is drawn, it is told the pointer
  // is over it (MUI opens on mouseover), so the first pointing shows the tooltip too.
  const asked = useRef<Element | null>(null);
  useEffect(() => {
    const target = asked.current;
    if (!ready || !target) return;
    asked.current = null;
    const timer = setTimeout(() => {
      if (target.isConnected && target.matches(':hover')) target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  if (ready) {
    return (
      <Suspense fallback={closed(props, () => undefined)}>
        <MuiTooltip {...props} />
      </Suspense>
    );
  }
  return closed(props, (target) => {
    asked.current = target;
    const done = () => {
      listeners.delete(done);
      setReady(true);
    };
    listeners.add(done);
    loadTooltip();
  });
}

function closed({ children, title, describeChild, className }: TooltipProps, ask: (target: Element | null) => void): ReactElement {
  const child = Children.only(children) as ReactElement<ChildProps>;
  if (!isValidElement(child)) return child;
  const own = child.props;
  const chain = (name: string) => (event: SyntheticEvent) => {
    ask(event.currentTarget instanceof Element ? event.currentTarget : null);
    (own[name] as ((e: SyntheticEvent) => void) | undefined)?.(event);
  };
  // As MUI's closed Tooltip: a string title names the child, or describes it as its title attribute; the
  // child's own props win, and the Tooltip's class name joins the child's.
  const text = typeof title === 'string' ? title : undefined;
  const nameOrDescription = describeChild ? { title: text } : { 'aria-label': text };
  const classes = [className, own.className].filter(Boolean).join(' ') || undefined;
  return cloneElement(child, {
    ...nameOrDescription,
    ...own,
    className: classes,
    onPointerEnter: chain('onPointerEnter'),
    onFocus: chain('onFocus'),
    onTouchStart: chain('onTouchStart'),
  });
}
