/**
 * Moving between the two apps the entry loads (the sign-in pages and the admin app) without a page
 * load: change the address, then tell the entry, which decides again which app to show. Neither app
 * imports the other; both import this.
 */
export type Notice = 'signInRequired';

const listeners = new Set<() => void>();
let pendingNotice: Notice | null = null;

export interface GoToOptions {
  replace?: boolean;
  /** Shown once by the sign-in pages. */
  notice?: Notice;
  /** Kept in history.state (it survives a reload of the same tab, unlike memory). */
  state?: unknown;
}

export function goTo(path: string, options: GoToOptions = {}): void {
  if (options.notice) pendingNotice = options.notice;
  const state = options.state ?? null;
  if (options.replace) window.history.replaceState(state, '', path);
  else window.history.pushState(state, '', path);
  for (const listener of listeners) listener();
}

/** The entry listens here and to popstate (Back and Forward). */
export function subscribeToNavigation(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The notice left by the last goTo, handed out once. */
export function takeNotice(): Notice | null {
  const notice = pendingNotice;
  pendingNotice = null;
  return notice;
}

export function setNotice(notice: Notice): void {
  pendingNotice = notice;
}
