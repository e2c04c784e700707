/**
 * A screen's piece loaded when first drawn (decision 157): pages, the generated list, dialogs and form
 * inputs each come in their own code file, so a person downloads the screens they open, not every
 * screen of every role. The import goes through loadCode (decision 132: a file gone after a deploy
 * reloads the page once), and the piece carries its own Suspense, so a dialog loading never blanks the
 * list under it.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { loadCode } from '../../code-loading.ts';

/** A lazy piece whose code can be asked for before it is drawn (the landing screen). */
export type Preloadable<C> = C & { preload: () => void };

/** One request per piece: React.lazy and an early preload share the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load();
    // A failed load is asked again next time (loadCode has already decided about the reload).
    pending.catch(() => { pending = null; });
    return pending;
  };
}

/** Starts loading a piece's code without drawing it; a lazy piece without preload is left alone. */
export function preloadCode(component: unknown): void {
  const preload = (component as Partial<Preloadable<unknown>> | undefined)?.preload;
  if (typeof preload === 'function') preload();
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Preloadable<ComponentType<P>> {
  const loader = once(loadCode(() => load().then((component) => ({ default: component }))));
  const Lazy = lazy(loader);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: () => void loader().catch(() => undefined) });
}

/**
 * A form's own inputs (ScreenForm.inputs): no Suspense of their own, so the form dialog around them
 * waits for them and opens whole, never first empty and then filled.
 */
export function lazyInputs<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(loadCode(() => load().then((component) => ({ default: component }))));
}

/** A bespoke page by its export name: `lazyPage(() => import('./X.tsx'), 'XPage')`. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Preloadable<ComponentType> {
  const loader = once(loadCode(() => load().then((module): { default: ComponentType } => ({ default: module[name] }))));
  return Object.assign(lazy(loader), { preload: () => void loader().catch(() => undefined) });
}
