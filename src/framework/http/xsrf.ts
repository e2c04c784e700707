/**
 * CSRF (DESIGN.md, docs/decisions/012): the server sets an XSRF-TOKEN cookie (bound to the session once
 * signed in); every request echoes it in the X-XSRF-TOKEN header, GETs included, because the spec's
 * closeCoverageConfig/toggle is a GET that changes state. The cookie is not HttpOnly precisely so that
 * this code can read it.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
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
