/**
 * A screen's piece loaded when first drawn (decision 157): pages, the generated list, dialogs and form
 * inputs each come in their own code file, so a person downloads the screens they open, not every
 * screen of every role. The import goes through loadCode (decision 132: a file gone after a deploy
 * reloads the page once), and the piece carries its own Suspense, so a dialog loading never blanks the
 * list under it.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { loadCode } from '../../code-loading.ts';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(loadCode(() => load().then((component) => ({ default: component }))));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/**
 * A form's own inputs (ScreenForm.inputs): no Suspense of their own, so the form dialog around them
 * waits for them and opens whole, never first empty and then filled.
 */
export function lazyInputs<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(loadCode(() => load().then((component) => ({ default: component }))));
}

/** A bespoke page by its export name: `lazyPage(() => import('./X.tsx'), 'XPage')`. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(loadCode(() => load().then((module): { default: ComponentType } => ({ default: module[name] }))));
}
