/**
 * A code file that fails to load (after a deploy removed the old hashed files, or on a flaky network)
 * reloads the page once to get the new index.html and its files, on the sign-in pages as in the app.
 * The reload guard (framework/feedback/reload-guard.ts) allows one reload a minute, so a file that is
 * really gone ends on CodeLoadingFailed instead of a reload loop. The server also keeps the previous
 * builds' files for a while (scripts/keep-previous-assets.ts).
 */
import { claimReload } from './framework/feedback/reload-guard.ts';

const CODE_REQUEST = 'code files';

/** Reloads the page when this tab may; true when it does. */
export function reloadForNewCode(reload: () => void = () => window.location.reload()): boolean {
  if (!claimReload(CODE_REQUEST)) return false;
  reload();
  return true;
}

/**
 * `import()` with the reload: while the page reloads the promise never settles (Suspense keeps its
 * fallback); after the one reload a failure is thrown to the error boundary.
 */
export function loadCode<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        // Vite answers undefined when its preload failed and reloadOnPreloadError took the reload.
        // No success clears the flag: every code file shares it, so one file that loads would let another
        // that cannot reload the page again and again (seen: a reload loop on /auth/verificate). It ages
        // out after the guard's cool-down instead.
        if (module === undefined) return new Promise<T>(() => undefined);
        return module;
      },
      (error: unknown) => {
        if (reloadForNewCode()) return new Promise<T>(() => undefined);
        throw error;
      },
    );
}

/** Vite's own signal for a dependency of a dynamic import that failed to load. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewCode()) event.preventDefault();
  });
}
