/**
 * CSRF (DESIGN.md, docs/decisions/012): the server sets an XSRF-TOKEN cookie (bound to the session once
 * signed in); every request echoes it in the X-XSRF-TOKEN header, GETs included, because the spec's
 * closeCoverageConfig/toggle is a GET that changes state. The cookie is not HttpOnly precisely so that
 * this code can read it.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

let cookiesThisTask: string | undefined;

/**
 * `document.cookie`, read once per task: reading it is a synchronous round trip to the browser's cookie
 * store, which waits behind whatever the browser is busy with (on a first screen, dozens of code
 * downloads), and a burst of requests started together read it once each. This code never
 * writes a cookie, and a response's Set-Cookie is applied by the browser whenever it arrives: a value kept
 * until the current task's microtasks have run is the value at the task's start, which a request started
 * in that task cannot tell from a fresh read.
 */
export function documentCookies(): string {
  if (typeof document === 'undefined') return '';
  if (cookiesThisTask === undefined) {
    cookiesThisTask = document.cookie;
    queueMicrotask(() => {
      cookiesThisTask = undefined;
    });
  }
  return cookiesThisTask;
}

export function readCookie(name: string, cookies: string = documentCookies()): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Signed-out tokens start with "a.": the sign-in pages need one (a session's token dies with it). */
export function isSignedOutToken(token: string | undefined): boolean {
  return token?.startsWith('a.') === true;
}
